#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Every decision of the SwiftUI `InfiniteTabsView`, free of SwiftUI so that
/// the tests drive it on the model: one ``Input`` per view update, the
/// binding as a ``SelectionSink``, writes only through the ``BridgeOutbox``.
@MainActor
package final class TabsBridge<Host: UIViewController & HostingContent, TabContent> {
    package typealias Content = Host.Content

    /// One view update's worth of the wrapper.
    package struct Input {
        package var bound: Int
        package var items: [InfiniteTabItem]
        package var options: InfiniteTabsOptions
        package var content: (Int) -> Content
        /// The custom tabs' content (nil: built-in tabs).
        package var tab: CustomTabContent<TabContent>.Make?
        package var settings: InfiniteControlSettings
        package var isEnabled: Bool
        package var transaction: BridgeTransaction

        package init(bound: Int, items: [InfiniteTabItem], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                     content: @escaping (Int) -> Content, tab: CustomTabContent<TabContent>.Make? = nil,
                     settings: InfiniteControlSettings = InfiniteControlSettings(), isEnabled: Bool = true,
                     transaction: BridgeTransaction = BridgeTransaction()) {
            self.bound = bound
            self.items = items
            self.options = options
            self.content = content
            self.tab = tab
            self.settings = settings
            self.isEnabled = isEnabled
            self.transaction = transaction
        }
    }

    package let controller: InfiniteTabsViewController
    package let outbox: BridgeOutbox
    package let hosts: HostedPages<Host>
    private let showTab: ((UICollectionViewCell, TabContent) -> Void)?
    private var tabContent: CustomTabContent<TabContent>?
    private var input: Input
    private var items: BoundItems<InfiniteTabItem>

    /// Creates the container for the first update's input.
    package init(_ input: Input, makeHost: @escaping () -> Host, showTab: ((UICollectionViewCell, TabContent) -> Void)?,
                 scheduleFlush: @escaping () -> Void) {
        self.input = input
        self.showTab = showTab
        let hosts = HostedPages(make: makeHost)
        hosts.keys = Array(input.items.indices)
        self.hosts = hosts
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        items = BoundItems(input.items)
        var makePage: (Int) -> UIViewController = { _ in UIViewController() }
        controller = InfiniteTabsViewController(items: input.items, selectedIndex: input.bound,
                                                options: input.settings.applied(to: input.options),
                                                makePage: { makePage($0) })
        makePage = { [weak self] index in self?.makePage(index) ?? UIViewController() }
        if let make = input.tab, let showTab {
            let content = CustomTabContent(make: make, show: showTab)
            content.install(in: controller.tabStrip)
            tabContent = content
        }
        controller.onSelect = { [weak self] index in self?.userSelected(index) }
        controller.onProgress = { [weak self] state in self?.progressed(state) }
    }

    /// Brings the container in line with one view update.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        self.input = input
        let settings = input.settings
        outbox.update {
            hosts.refresh(controller.pageController.loadedViewControllers, content: input.content)
            if let make = input.tab { tabContent?.update(make, in: controller.tabStrip) }
            SettingWrite.write(settings.applied(to: input.options), to: \.options, of: controller)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: controller)
            SettingWrite.write(settings.indicatorAnimationDuration ?? 0.25, to: \.animationDuration, of: controller.tabStrip)
            let update = TabItemsUpdate.recording(input.items, in: &items)
            if case .badges(let changed) = update {
                for index in changed { controller.setBadge(input.items[index].badge, forItem: index) } // in place
            }
            let step = SelectionBinding.update(bound: input.bound, target: controller.pageController.targetIndex,
                                               count: controller.items.count, itemsChanged: update == .reload,
                                               animated: input.transaction.animatesMove)
            switch step {
            case .keep:
                break
            case .select(let index, let animated):
                controller.select(index, animated: animated)
            case .reload(let index):
                hosts.keys = Array(input.items.indices)
                controller.reload(items: input.items, selectedIndex: index) { [weak self] in
                    self?.makePage($0) ?? UIViewController()
                }
                outbox.correct(count: input.items.count, shown: index)
            }
        }
    }

    private func makePage(_ index: Int) -> UIViewController {
        hosts.page(index, loaded: controller.pageController.loadedViewControllers, content: input.content)
    }

    private func userSelected(_ index: Int) {
        let onSelect = input.settings.onSelect
        let target = controller.pageController.targetIndex
        outbox.writeSettled(index, target: { target }) { onSelect?(index) }
    }

    private func progressed(_ state: PagingState) {
        let onProgress = input.settings.onProgress
        outbox.call { onProgress?(state) }
    }
}
#endif
