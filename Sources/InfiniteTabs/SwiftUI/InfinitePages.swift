#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// Looping pages (``InfinitePageViewController``) in SwiftUI, bound to a
/// selected index, each page a SwiftUI view.
///
/// ```swift
/// @State private var day = 0
///
/// InfinitePages(selection: $day, count: days.count) { index in
///     DayView(day: days[index])
/// }
/// .autoScrollInterval(5)
/// ```
///
/// Setting `day` turns the pages in one transition, the shortest way round,
/// sliding only when the change was made with an animation (requests during
/// a transition are coalesced to the latest); a swipe writes the settled
/// index back once, after any view update, then calls `onSelect(_:)`; a turn
/// the pages make by themselves (auto-scroll, VoiceOver) writes its target
/// when it starts. A bound index out of range is ignored; after `count`
/// shrank it is corrected, right after the view update. Changing `count` or
/// `loops(_:)` reloads the pages on the bound index after any running
/// transition. Each page has its own hosting controller, kept by index for
/// the 5 pages shown last, so a page's `@State` survives a swipe away and
/// back and a reload; `content` is asked only for indices in `0..<count`. A
/// count of 0 or less shows no page. Settings are environment modifiers in
/// any order: `loops(_:)`, `autoScrollInterval(_:)`, `pageDots(_:)`,
/// `itemTransform(_:)`, `scrollAxis(_:)` (a change makes the pages again
/// along the new axis, on the bound page, with fresh page state),
/// `prefersReducedMotion(_:)`, `onSelect(_:)`, `onProgress(_:)`,
/// `.disabled(_:)` (no swipes). See <doc:SwiftUIWrappers>.
public struct InfinitePages<Content: View>: UIViewControllerRepresentable {
    @Binding private var selection: Int
    private let count: Int
    private let content: (Int) -> Content
    /// `.tint` and `.foregroundStyle` applied to this wrapper.
    var colours = WrapperColours()

    /// Creates `count` pages with `content(index)` as the page of `index`,
    /// bound to `selection`.
    public init(selection: Binding<Int>, count: Int, @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.count = count
        self.content = content
    }

    /// Creates the coordinator that holds the pages' bridge.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the pages, at rest on the bound index (clamped): a view
    /// controller showing the ``InfinitePageViewController`` (replaced by a
    /// new one, along the new axis, when `scrollAxis(_:)` changes).
    public func makeUIViewController(context: Context) -> UIViewController {
        let flush = FlushHook()
        let bridge = PagesBridge<SlidingHostingController>(input(context), makeHost: { SlidingHostingController() },
                                                           scheduleFlush: flush.schedule)
        flush.outbox = bridge.outbox
        context.coordinator.bridge = bridge
        context.coordinator.flush = flush
        return bridge.container
    }

    /// Hands this update to the bridge.
    public func updateUIViewController(_ controller: UIViewController, context: Context) {
        context.coordinator.bridge?.update(input(context), selection: $selection.sink)
    }

    @MainActor
    private func input(_ context: Context) -> PagesBridge<SlidingHostingController>.Input {
        let environment = colours.environment(context.environment)
        return .init(bound: selection, count: count, content: { content($0).hosted(in: environment) },
                     settings: environment.infiniteControlSettings, isEnabled: context.environment.isEnabled,
                     transaction: context.transaction.bridged)
    }

    /// Holds the pages' bridge (`PagesBridge`).
    @MainActor
    public final class Coordinator {
        var bridge: PagesBridge<SlidingHostingController>?
        var flush: FlushHook?
    }
}
#endif
