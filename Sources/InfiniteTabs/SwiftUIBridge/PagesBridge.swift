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

    package let controller: InfinitePageViewController
    package let outbox: BridgeOutbox
    package let hosts: HostedPages<Host>
    private var input: Input
    private var pages: BoundPages

    /// Creates the page controller for the first update's input.
    package init(_ input: Input, makeHost: @escaping () -> Host, scheduleFlush: @escaping () -> Void) {
        self.input = input
        hosts = HostedPages(make: makeHost)
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        let loops = input.settings.loops ?? true
        pages = BoundPages(count: input.count, wraps: loops)
        var makePage: (Int) -> UIViewController = { _ in UIViewController() }
        controller = InfinitePageViewController(count: input.count, selectedIndex: input.bound, loops: loops,
                                                axis: input.settings.scrollAxis ?? .horizontal,
                                                makePage: { makePage($0) })
        makePage = { [weak self] index in self?.makePage(index) ?? UIViewController() }
        controller.onSelect = { [weak self] index in self?.userSelected(index) }
        // A move the pages start by themselves (an auto-scroll turn, VoiceOver)
        // is written when it starts, so an update during it does not turn back.
        controller.onWillSelect = { [weak self] index in self?.heading(to: index) }
        controller.onProgress = { [weak self] state in self?.progressed(state) }
    }

    /// Brings the pages in line with one view update.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        self.input = input
        let settings = input.settings
        outbox.update {
            SettingWrite.write(settings.autoScrollInterval ?? nil, to: \.autoScrollInterval, of: controller)
            SettingWrite.write(settings.showsPageDots ?? false, to: \.showsPageControl, of: controller)
            SettingWrite.write(settings.itemTransform ?? .identity, to: \.itemTransform, of: controller)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: controller)
            hosts.refresh(controller.loadedViewControllers, count: input.count, content: input.content)
            let loops = settings.loops ?? true
            let pagesChanged = pages.update(count: input.count, wraps: loops)
            let step = SelectionBinding.update(bound: input.bound, target: controller.targetIndex,
                                               count: controller.numberOfPages, itemsChanged: pagesChanged,
                                               animated: input.transaction.animatesMove)
            switch step {
            case .keep:
                break
            case .select(let index, let animated):
                controller.select(index, animated: animated)
            case .reload(let index):
                controller.reloadPages(count: input.count, selectedIndex: index, loops: loops) { [weak self] in
                    self?.makePage($0) ?? UIViewController()
                }
                outbox.correct(count: input.count, shown: index)
            }
        }
    }

    private func makePage(_ index: Int) -> UIViewController {
        hosts.page(index, count: input.count, content: input.content)
    }

    private func userSelected(_ index: Int) {
        let onSelect = input.settings.onSelect
        let target = controller.targetIndex
        outbox.writeSettled(index, target: { target }) { onSelect?(index) }
    }

    private func heading(to index: Int) {
        let target = controller.targetIndex
        outbox.writeSettled(index, target: { target })
    }

    private func progressed(_ state: PagingState) {
        let onProgress = input.settings.onProgress
        outbox.call { onProgress?(state) }
    }
}
#endif
