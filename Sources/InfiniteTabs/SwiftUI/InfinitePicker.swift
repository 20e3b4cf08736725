#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The looping option picker (``InfinitePickerView``) in SwiftUI, bound to a
/// selected index.
///
/// ```swift
/// @State private var size = 0
/// InfinitePicker(selection: $size, items: ["S", "M", "L"])
///     .pageWidth(120)
/// ```
///
/// The user's changes (a drag, a tap, an auto-scroll turn, VoiceOver) write
/// the binding once each, after any view update, then call `onSelect(_:)`; a
/// change of the binding moves the picker, sliding only when the change was
/// made with an animation (`withAnimation`), and is never written back. A
/// binding out of range is ignored; after the items shrank it is corrected
/// to the option shown, right after the view update. `items`, `title` and
/// the pages are read on every update. Settings are environment modifiers
/// in any order (`pageWidth(_:)`, `autoScrollInterval(_:)`,
/// `itemTransform(_:)`, `scrollAxis(_:)`, `advancesOnTap(_:)`, `loops(_:)`,
/// `prefersReducedMotion(_:)`, `.disabled(_:)`). Without a `.frame(height:)`
/// the picker takes one line of body text plus 16 points. See
/// <doc:SwiftUIWrappers> for what is kept and what animates.
public struct InfinitePicker<Item: Hashable>: UIViewRepresentable {
    @Binding private var selection: Int
    private let items: [Item]
    private let title: (Item) -> String
    private var pageContent: ((Item, Int) -> AnyView)?
    /// `.tint` and `.foregroundStyle` applied to this wrapper.
    var colours = WrapperColours()

    /// Creates a picker of `items` showing `title(item)` (default: the item's
    /// description), bound to `selection`.
    public init(selection: Binding<Int>, items: [Item], title: @escaping (Item) -> String = { String(describing: $0) }) {
        _selection = selection
        self.items = items
        self.title = title
    }

    /// Creates a picker of `items` whose pages are your own SwiftUI views,
    /// `page(item, index)`; `title(item)` is what VoiceOver reads. Each item
    /// has its own hosting controller, so a page's `@State` stays with its
    /// item (the hosts of 8 items off screen are kept).
    public init<Page: View>(selection: Binding<Int>, items: [Item], title: @escaping (Item) -> String,
                            @ViewBuilder page: @escaping (Item, Int) -> Page) {
        self.init(selection: selection, items: items, title: title)
        pageContent = { item, index in AnyView(page(item, index)) }
    }

    /// Creates the coordinator that holds the picker's bridge.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the picker.
    public func makeUIView(context: Context) -> InfinitePickerView {
        let flush = FlushHook()
        let bridge = PickerBridge<Item, SlidingHostingController>(
            hosts: PageHosts { SlidingHostingController() }, scheduleFlush: flush.schedule)
        flush.outbox = bridge.outbox
        context.coordinator.bridge = bridge
        context.coordinator.flush = flush
        bridge.picker.setContentHuggingPriority(.defaultHigh, for: .vertical) // its intrinsic height
        return bridge.picker
    }

    /// Hands this update to the bridge.
    public func updateUIView(_ picker: InfinitePickerView, context: Context) {
        let environment = colours.environment(context.environment)
        let page = pageContent.map { content in { (item: Item, index: Int) in content(item, index).hosted(in: environment) } }
        context.coordinator.bridge?.update(.init(bound: selection, items: items, title: title, page: page,
                                                 settings: environment.infiniteControlSettings,
                                                 isEnabled: context.environment.isEnabled,
                                                 transaction: context.transaction.bridged,
                                                 textStyle: context.environment.font?.textStyle), selection: $selection.sink)
    }

    /// The picker's height (one line of body text plus 16 points) at the
    /// proposed width; a vertical picker takes the proposed size.
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: InfinitePickerView, context: Context) -> CGSize? {
        context.coordinator.bridge?.fittingSize(proposedWidth: proposal.width, proposedHeight: proposal.height)
    }

    /// Holds the picker's bridge (`PickerBridge`).
    @MainActor
    public final class Coordinator {
        var bridge: PickerBridge<Item, SlidingHostingController>?
        var flush: FlushHook?
    }
}
#endif
