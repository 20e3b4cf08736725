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
        /// SwiftUI's `.font` as a text style (nil: none, or not a text style).
        package var textStyle: UIFont.TextStyle?
        /// The collapsing header over the strip (nil: none).
        package var header: Header?

        package init(bound: Int, items: [InfiniteTabItem], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                     content: @escaping (Int) -> Content, tab: CustomTabContent<TabContent>.Make? = nil,
                     settings: InfiniteControlSettings = InfiniteControlSettings(), isEnabled: Bool = true,
                     transaction: BridgeTransaction = BridgeTransaction(), textStyle: UIFont.TextStyle? = nil,
                     header: Header? = nil) {
            self.bound = bound
            self.items = items
            self.options = options
            self.content = content
            self.tab = tab
            self.settings = settings
            self.isEnabled = isEnabled
            self.transaction = transaction
            self.textStyle = textStyle
            self.header = header
        }
    }

    /// `.tabsHeader(height:minimumHeight:)`: the container's ``InfiniteTabsViewController/headerView``
    /// shows `content` in one host kept for as long as there is a header.
    package struct Header {
        package var height: CGFloat
        package var minimumHeight: CGFloat
        package var content: Content

        package init(height: CGFloat, minimumHeight: CGFloat = 0, content: Content) {
            self.height = height
            self.minimumHeight = minimumHeight
            self.content = content
        }
    }

    package let controller: InfiniteTabsViewController
    package let outbox: BridgeOutbox
    package let hosts: HostedPages<Host>
    /// Makes custom tabs from their content (the cell that hosts it).
    private let makeTabs: (@escaping CustomTabContent<TabContent>.Make) -> CustomTabContent<TabContent>
    private var tabContent: CustomTabContent<TabContent>?
    private var input: Input
    private var items: BoundItems<InfiniteTabItem>
    private let makeHost: () -> Host
    /// Shows the header's content (made with the first header, dropped with it).
    package private(set) var headerHost: Host?

    /// Creates the container for the first update's input.
    package init(_ input: Input, makeHost: @escaping () -> Host,
                 makeTabs: @escaping (@escaping CustomTabContent<TabContent>.Make) -> CustomTabContent<TabContent>,
                 scheduleFlush: @escaping () -> Void) {
        self.input = input
        self.makeTabs = makeTabs
        self.makeHost = makeHost
        let hosts = HostedPages(make: makeHost)
        hosts.keys = Self.pageKeys(input.items)
        self.hosts = hosts
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        items = BoundItems(input.items)
        var makePage: (Int) -> UIViewController = { _ in UIViewController() }
        controller = InfiniteTabsViewController(items: input.items, selectedIndex: input.bound,
                                                options: Self.options(of: input),
                                                makePage: { makePage($0) })
        makePage = { [weak self] index in self?.makePage(index) ?? UIViewController() }
        if let make = input.tab {
            let content = makeTabs(make)
            content.install(in: controller.tabStrip)
            tabContent = content
        }
        controller.onSelect = { [weak self] index in self?.userSelected(index) }
        // A tab tap (or VoiceOver) is written when its transition starts, so
        // an update during it does not send the pages back.
        controller.pageController.onWillSelect = { [weak self] index in self?.heading(to: index) }
        controller.onProgress = { [weak self] state in self?.progressed(state) }
        controller.onReselect = { [weak self] index in self?.reselected(index) }
    }

    /// Brings the container in line with one view update: settings, then
    /// the items (a reload, or badges in place), then the pages' and tabs'
    /// content, then the selection.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        self.input = input
        let settings = input.settings
        outbox.update {
            SettingWrite.write(Self.options(of: input), to: \.options, of: controller)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: controller)
            SettingWrite.write(settings.indicatorAnimationDuration ?? 0.25, to: \.animationDuration, of: controller.tabStrip)
            SettingWrite.write(input.isEnabled, to: \.isUserInteractionEnabled, of: controller.view) // `.disabled(_:)`
            updateHeader(input.header)
            // 1. Items. A reload waiting for a transition still shows older
            // items: a badge-only change then goes into a new reload (the
            // latest wins), not onto the items the reload will replace.
            let waiting = controller.items != items.items
            var update = TabItemsUpdate.recording(input.items, in: &items)
            if case .badges = update, waiting { update = .reload }
            if case .badges(let changed) = update {
                for index in changed { controller.setBadge(input.items[index].badge, forItem: index) } // in place
            }
            let step = SelectionBinding.update(bound: input.bound, target: controller.pageController.targetIndex,
                                               count: controller.items.count, itemsChanged: update == .reload,
                                               animated: input.transaction.animatesMove)
            if case .reload(let index) = step {
                hosts.keys = Self.pageKeys(input.items)
                controller.reload(items: input.items, selectedIndex: index) { [weak self] in
                    self?.makePage($0) ?? UIViewController()
                }
                outbox.correct(count: input.items.count, shown: index)
            }
            // 2. Content, for the tabs the strip shows now (a reload may wait).
            hosts.refresh(controller.pageController.loadedViewControllers, content: input.content)
            updateTabs(input.tab, count: input.items.count)
            // 3. Selection.
            if case .select(let index, let animated) = step { controller.select(index, animated: animated) }
        }
    }

    /// The options to show: `options` with the modifiers over them and
    /// SwiftUI's `.font`, `.tint` and `.foregroundStyle` under them.
    private static func options(of input: Input) -> InfiniteTabsOptions {
        input.settings.applied(to: input.options, inheriting: input.settings.inheritedStyle(textStyle: input.textStyle))
    }

    /// Pages are kept by the items' ids when every item has one, else by index.
    private static func pageKeys(_ items: [InfiniteTabItem]) -> [AnyHashable] {
        IdentityReload.completeIDs(items.map(\.id)) ?? items.indices.map { AnyHashable($0) }
    }

    private func updateTabs(_ make: CustomTabContent<TabContent>.Make?, count: Int) {
        guard let make else {
            if tabContent != nil { controller.tabStrip.useBuiltInCells() }
            tabContent = nil
            return
        }
        if let tabContent { return tabContent.update(make, count: count, in: controller.tabStrip) }
        let content = makeTabs(make)
        content.install(in: controller.tabStrip)
        tabContent = content
    }

    /// The header's heights, then its content in the one host, then the
    /// host's view as the container's header; no header drops the host.
    private func updateHeader(_ header: Header?) {
        guard let header else {
            guard let host = headerHost else { return }
            controller.headerView = nil
            HostSlot.detach(host)
            headerHost = nil
            return
        }
        SettingWrite.write(header.height, to: \.headerHeight, of: controller)
        SettingWrite.write(header.minimumHeight, to: \.minimumHeaderHeight, of: controller)
        let host = headerHost ?? makeHost()
        host.show(header.content)
        guard headerHost == nil else { return }
        headerHost = host
        // A hosting controller is the container's child (Apple, "Creating a
        // custom container view controller"), for its appearance and traits.
        controller.addChild(host)
        controller.headerView = host.hostView
        host.didMove(toParent: controller)
    }

    private func makePage(_ index: Int) -> UIViewController {
        hosts.page(index, loaded: controller.pageController.loadedViewControllers, content: input.content)
    }

    private func userSelected(_ index: Int) {
        let onSelect = input.settings.onSelect
        outbox.writeSettled(index, target: target(or: index)) { onSelect?(index) }
    }

    private func heading(to index: Int) {
        outbox.writeSettled(index, target: target(or: index))
    }

    /// The index the pages head for, read when a queued write runs.
    private func target(or index: Int) -> () -> Int {
        { [weak controller] in controller?.pageController.targetIndex ?? index }
    }

    /// The selected tab was tapped again: `onReselect`, never during an update.
    private func reselected(_ index: Int) {
        let onReselect = input.settings.onReselect
        outbox.call { onReselect?(index) }
    }

    private func progressed(_ state: PagingState) {
        let onProgress = input.settings.onProgress
        outbox.call { onProgress?(state) }
    }
}
#endif
