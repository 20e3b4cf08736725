#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Core) import InfiniteTabsCore
import UIKit

/// Wrapping pages (``InfinitePageViewController``) in SwiftUI, bound to a
/// selected index, each page a SwiftUI view.
///
/// ```swift
/// @State private var day = 0
///
/// InfinitePages(selection: $day, count: days.count) { index in
///     DayView(day: days[index])
/// }
/// ```
///
/// The selection goes both ways without loops: setting `day` turns the pages
/// (one transition, the shortest way round; without animation when the
/// transaction disables animations; requests during a transition are
/// coalesced to the latest); a swipe writes the settled index back once, and a
/// turn the pages make by themselves (``autoScroll(every:)``, VoiceOver) writes
/// its target when it starts, so a view update during it never turns back. A
/// bound index out of range is ignored. Changing `count` or `wraps` reloads
/// the pages at rest on the bound index (clamped into the new count), after
/// any running transition. Each loaded page's content is
/// rebuilt from `content` whenever the view updates; `content` is only asked
/// for indices in `0..<count`. A count of 0 or less shows no page.
@available(iOS 13.0, *)
public struct InfinitePages<Content: View>: UIViewControllerRepresentable {
    @Binding private var selection: Int
    private let count: Int
    private var wraps: Bool
    private var progress: ((PagingState) -> Void)?
    private let content: (Int) -> Content
    private var autoScrollInterval: TimeInterval?
    private var showsPageDots = false
    private var transform: ItemTransform = .identity
    private var axis: ScrollAxis = .horizontal

    /// Creates `count` pages with `content(index)` as the page of `index`,
    /// bound to `selection`. `wraps` (default true): swiping past the last
    /// page comes back to the first.
    public init(selection: Binding<Int>, count: Int, wraps: Bool = true,
                @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.count = count
        self.wraps = wraps
        self.content = content
    }

    /// Turns one page forward by itself every `interval` seconds of rest, as
    /// ``InfinitePageViewController/autoScrollInterval`` does (forward across
    /// the seam, paused while touched, off screen, in the background, with
    /// Reduce Motion or while VoiceOver runs); each turn writes the binding
    /// when it starts. Nil (the default) turns it off.
    public func autoScroll(every interval: TimeInterval?) -> Self {
        var copy = self
        copy.autoScrollInterval = interval
        return copy
    }

    /// Whether swiping past the last page comes back to the first (default:
    /// the initialiser's `wraps`, true). A change reloads the pages on the
    /// bound index.
    public func wraps(_ wraps: Bool) -> Self {
        var copy = self
        copy.wraps = wraps
        return copy
    }

    /// Calls `action` with the paging state on every change (a swipe's
    /// progress, a transition, rest), as
    /// ``InfinitePageViewController/onStateChange`` does. Default none.
    /// Called from the controller's callbacks, never during a view update.
    public func onProgress(_ action: @escaping (PagingState) -> Void) -> Self {
        var copy = self
        copy.progress = action
        return copy
    }

    /// Shows page dots over the bottom of the pages
    /// (``InfinitePageViewController/showsPageControl``). Default false.
    public func pageDots(_ visible: Bool = true) -> Self {
        var copy = self
        copy.showsPageDots = visible
        return copy
    }

    /// Scales, fades and tilts the pages beside the centre while they scroll
    /// (``InfinitePageViewController/itemTransform``). Default
    /// ``ItemTransform/identity``.
    public func itemTransform(_ transform: ItemTransform) -> Self {
        var copy = self
        copy.transform = transform
        return copy
    }

    /// Pages that turn along `axis` (default horizontal). Read when the
    /// controller is created: a later change is ignored.
    public func axis(_ axis: ScrollAxis) -> Self {
        var copy = self
        copy.axis = axis
        return copy
    }

    /// Makes the object that carries the latest view value to the controller.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the page controller, at rest on the bound index (clamped).
    public func makeUIViewController(context: Context) -> InfinitePageViewController {
        let coordinator = context.coordinator
        coordinator.view = self
        coordinator.pages = BoundPages(count: count, wraps: wraps)
        let controller = InfinitePageViewController(count: count, selectedIndex: selection, wraps: wraps, axis: axis,
                                                    makePage: coordinator.makePage)
        applyCarouselSettings(to: controller)
        controller.onSelect = { [weak coordinator, weak controller] index in
            coordinator?.pagesSettled(on: index, target: controller?.targetIndex ?? index)
        }
        // A move the pages start by themselves (an auto-scroll turn, VoiceOver)
        // is written when it starts: a view update during its transition then
        // finds the binding at the target and does not send the pages back.
        controller.onWillSelect = { [weak coordinator, weak controller] index in
            coordinator?.pagesSettled(on: index, target: controller?.targetIndex ?? index)
        }
        controller.onStateChange = { [weak coordinator] state in coordinator?.view?.progress?(state) }
        return controller
    }

    /// Brings the controller in line with the view: the loaded pages get fresh
    /// content, a new count or `wraps` reloads, and a new selection turns the
    /// pages.
    public func updateUIViewController(_ controller: InfinitePageViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.view = self
        applyCarouselSettings(to: controller)
        HostedPage.refresh(controller.loadedViewControllers, count: count, content: content)
        let pagesChanged = coordinator.pages.update(count: count, wraps: wraps)
        let step = SelectionBinding.update(bound: selection, target: controller.targetIndex,
                                           count: controller.numberOfPages, itemsChanged: pagesChanged,
                                           animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
        switch step {
        case .keep:
            break
        case .select(let index, let animated):
            controller.select(index: index, animated: animated)
        case .reload(let index):
            controller.reloadPages(count: count, selectedIndex: index, wraps: wraps, makePage: coordinator.makePage)
        }
    }

    @MainActor
    private func applyCarouselSettings(to controller: InfinitePageViewController) {
        SettingWrite.write(autoScrollInterval, to: \.autoScrollInterval, of: controller)
        SettingWrite.write(showsPageDots, to: \.showsPageControl, of: controller)
        SettingWrite.write(transform, to: \.itemTransform, of: controller)
    }

    /// Carries the latest ``InfinitePages`` value to the UIKit side.
    @MainActor
    public final class Coordinator {
        fileprivate var view: InfinitePages?
        /// The count and wrapping the controller was last given.
        fileprivate var pages = BoundPages()

        fileprivate init() {}

        fileprivate func makePage(_ index: Int) -> UIViewController {
            guard let view = view else { return UIViewController() }
            return HostedPage.make(index: index, count: view.count, content: view.content)
        }

        fileprivate func pagesSettled(on index: Int, target: Int) {
            view?.$selection.writeSettled(index, target: target)
        }
    }
}
#endif
