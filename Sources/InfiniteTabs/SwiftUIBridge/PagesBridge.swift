#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Every decision of the SwiftUI `InfinitePages`, free of SwiftUI so that
/// the tests drive it on the model: one ``Input`` per view update, the
/// binding as a ``SelectionSink``, writes only through the ``BridgeOutbox``.
@MainActor
package final class PagesBridge<Host: UIViewController & HostingContent> {
    package typealias Content = Host.Content

    /// One view update's worth of the wrapper.
    package struct Input {
        package var bound: Int
        package var count: Int
        package var content: (Int) -> Content
        package var settings: InfiniteControlSettings
        package var isEnabled: Bool
        package var transaction: BridgeTransaction

        package init(bound: Int, count: Int, content: @escaping (Int) -> Content,
                     settings: InfiniteControlSettings = InfiniteControlSettings(), isEnabled: Bool = true,
                     transaction: BridgeTransaction = BridgeTransaction()) {
            self.bound = bound
            self.count = count
            self.content = content
            self.settings = settings
            self.isEnabled = isEnabled
            self.transaction = transaction
        }
    }

    /// The pages: a new controller when the axis changes (see ``container``).
    package private(set) var controller: InfinitePageViewController
    /// What the wrapper hands SwiftUI: it shows ``controller`` and stays the
    /// same view when the controller is replaced.
    package let container = PagesSwapController()
    package let outbox: BridgeOutbox
    package let hosts: HostedPages<Host>
    private var input: Input
    private var pages: BoundPages

    /// Creates the page controller for the first update's input.
    package init(_ input: Input, makeHost: @escaping () -> Host, scheduleFlush: @escaping () -> Void) {
        self.input = input
        let hosts = HostedPages(make: makeHost)
        hosts.keys = Array(0..<max(input.count, 0))
        self.hosts = hosts
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        let loops = input.settings.loops ?? true
        pages = BoundPages(count: input.count, wraps: loops)
        var makePage: (Int) -> UIViewController = { _ in UIViewController() }
        controller = InfinitePageViewController(count: input.count, selectedIndex: input.bound, loops: loops,
                                                axis: input.settings.scrollAxis ?? .horizontal,
                                                makePage: { makePage($0) })
        makePage = { [weak self] index in self?.makePage(index) ?? UIViewController() }
        listen(to: controller)
        container.show(controller)
    }

    private func listen(to controller: InfinitePageViewController) {
        controller.onSelect = { [weak self] index in self?.userSelected(index) }
        // A move the pages start by themselves (an auto-scroll turn, VoiceOver)
        // is written when it starts, so an update during it does not turn back.
        controller.onWillSelect = { [weak self] index in self?.heading(to: index) }
        controller.onProgress = { [weak self] state in self?.progressed(state) }
    }

    /// A new axis: a page view controller's orientation is fixed when made,
    /// so new pages are made along it, on the bound page (clamped), in place
    /// of the old ones, which report nothing more. Their hosts go with them
    /// (each page is built again, with fresh `@State`).
    private func rebuild(along axis: ScrollAxis, for input: Input) {
        let old = controller
        old.onSelect = nil
        old.onWillSelect = nil
        old.onProgress = nil
        old.autoScrollInterval = nil
        let loops = input.settings.loops ?? true
        _ = pages.update(count: input.count, wraps: loops)
        hosts.removeAll()
        hosts.keys = Array(0..<max(input.count, 0))
        controller = InfinitePageViewController(count: input.count, selectedIndex: input.bound, loops: loops, axis: axis,
                                                makePage: { [weak self] in self?.makePage($0) ?? UIViewController() })
        listen(to: controller)
        container.show(controller)
        outbox.correct(count: input.count, shown: controller.selectedIndex)
    }

    /// Brings the pages in line with one view update.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        self.input = input
        let settings = input.settings
        outbox.update {
            let axis = settings.scrollAxis ?? .horizontal
            if axis != controller.axis { rebuild(along: axis, for: input) }
            SettingWrite.write(settings.autoScrollOnDrag ?? .pause, to: \.autoScrollOnDrag, of: controller)
            SettingWrite.write(settings.autoScrollInterval ?? nil, to: \.autoScrollInterval, of: controller)
            SettingWrite.write(settings.showsPageDots ?? false, to: \.showsPageControl, of: controller)
            SettingWrite.write(settings.itemTransform ?? .identity, to: \.itemTransform, of: controller)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: controller)
            SettingWrite.write(input.isEnabled, to: \.isUserInteractionEnabled, of: controller.view) // `.disabled(_:)`
            // 1. Pages (a page's id is its index), then 2. content, then 3. selection.
            let loops = settings.loops ?? true
            let pagesChanged = pages.update(count: input.count, wraps: loops)
            let step = SelectionBinding.update(bound: input.bound, target: controller.targetIndex,
                                               count: controller.numberOfPages, itemsChanged: pagesChanged,
                                               animated: input.transaction.animatesMove)
            if case .reload(let index) = step {
                hosts.keys = Array(0..<max(input.count, 0))
                controller.reloadPages(count: input.count, selectedIndex: index, loops: loops) { [weak self] in
                    self?.makePage($0) ?? UIViewController()
                }
                outbox.correct(count: input.count, shown: index)
            }
            hosts.refresh(controller.loadedViewControllers, content: input.content)
            if case .select(let index, let animated) = step { controller.select(index, animated: animated) }
        }
    }

    private func makePage(_ index: Int) -> UIViewController {
        hosts.page(index, loaded: controller.loadedViewControllers, content: input.content)
    }

    private func userSelected(_ index: Int) {
        let onSelect = input.settings.onSelect
        outbox.writeSettled(index, target: { [weak controller] in controller?.targetIndex ?? index }) { onSelect?(index) }
    }

    private func heading(to index: Int) {
        outbox.writeSettled(index, target: { [weak controller] in controller?.targetIndex ?? index })
    }

    private func progressed(_ state: PagingState) {
        let onProgress = input.settings.onProgress
        outbox.call { onProgress?(state) }
    }
}
#endif
