#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Core) import InfiniteTabsCore
import UIKit

/// The SwiftUI face of ``InfiniteTabsViewController``: a looping tab strip over
/// wrapping pages whose content is SwiftUI.
///
/// ```swift
/// @State private var tab = 0
///
/// var body: some View {
///     InfiniteTabsView(selection: $tab, titles: ["News", "Sport", "Weather"]) { index in
///         FeedView(section: index)
///     }
/// }
/// ```
///
/// The selection goes both ways: setting `tab` turns the pages (one
/// transition, the shortest way round); a tap or a swipe writes the settled
/// index back. A bound index out of range is ignored. Changing `titles`
/// reloads tabs and pages; each page's content is rebuilt from `content`
/// whenever the view updates. New `options` apply on the next update (only
/// when they differ from the controller's; see ``InfiniteTabsOptions``), so
/// toggling `wraps` or changing a colour for dark mode takes effect at once.
///
/// Tabs can be titles, items (title, image, badge: ``InfiniteTabItem``) or
/// your own SwiftUI views (``init(selection:items:options:tab:content:)``,
/// hosted through `UIHostingConfiguration` on iOS 16+, the items' built-in
/// tabs before). Changing only badges updates the tabs in place; any other
/// change of the items reloads tabs and pages on the bound index (the binding
/// is the source of truth: after inserting a tab before the selected one, set
/// the binding to its new index). The strip's look and behaviour are
/// modifiers too (``indicatorStyle(_:)``, ``appearance(_:)``, ``looping(_:)``,
/// ``widthMode(_:)``, ``spacing(_:)``, ``wraps(_:)``), each writing into the
/// options; ``onProgress(_:)`` reports the paging state on every change, as
/// ``InfiniteTabsViewControllerDelegate`` does.
///
/// Animation (the same rule in every wrapper,
/// ``SelectionBinding/animatesMove(disablesAnimations:)``): a new selection
/// turns the pages with their slide unless the transaction disables
/// animations; with Reduce Motion on the controls go without the slide.
@available(iOS 13.0, *)
public struct InfiniteTabsView<Content: View>: UIViewControllerRepresentable {
    @Binding private var selection: Int
    private let titles: [String]
    private let items: [InfiniteTabItem]?
    private var options: InfiniteTabsOptions
    private let content: (Int) -> Content
    private var tabContent: HostedTabContent?
    private var progress: ((PagingState) -> Void)?

    /// Creates the tabs: one per title, with `content(index)` as the page.
    public init(selection: Binding<Int>, titles: [String], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.titles = titles
        self.items = nil
        self.options = options
        self.content = content
    }

    /// Creates the tabs: one per item (title, image or both, and an optional
    /// badge), with `content(index)` as the page.
    public init(selection: Binding<Int>, items: [InfiniteTabItem], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.titles = []
        self.items = items
        self.options = options
        self.content = content
    }

    /// Creates the tabs with your own SwiftUI view for each tab, `tab(index,
    /// isSelected)`, and `content(index)` as the page. On iOS 16+ the strip's
    /// cells host the tab views (`UIHostingConfiguration`), each as wide as
    /// its view; before iOS 16 the items' built-in tabs show instead. The
    /// items still give the number of tabs and what VoiceOver reads.
    public init<Tab: View>(selection: Binding<Int>, items: [InfiniteTabItem],
                           options: InfiniteTabsOptions = InfiniteTabsOptions(),
                           @ViewBuilder tab: @escaping (Int, Bool) -> Tab,
                           @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(selection: selection, items: items, options: options, content: content)
        tabContent = HostedTabContent { index, selected in AnyView(tab(index, selected)) }
    }

    // MARK: - Modifiers

    /// How the indicator looks: shape, colour, size, radius, insets
    /// (``InfiniteTabsOptions/indicatorStyle``; default an underline in the
    /// tint colour).
    public func indicatorStyle(_ style: InfiniteTabIndicatorStyle) -> Self { with(\.options.indicatorStyle, style) }
    /// The indicator's colour (nil, the default, uses the tint colour).
    public func indicatorColor(_ color: UIColor?) -> Self { with(\.options.indicatorStyle.color, color) }
    /// How the built-in tabs look (``InfiniteTabsOptions/tabAppearance``).
    public func appearance(_ appearance: InfiniteTabAppearance) -> Self { with(\.options.tabAppearance, appearance) }
    /// Whether the strip loops (default true; ``InfiniteTabsOptions/tabStripLoops``).
    public func looping(_ isLooping: Bool) -> Self { with(\.options.tabStripLoops, isLooping) }
    /// How wide the tabs are (default ``TabWidthMode/fitting``).
    public func widthMode(_ mode: TabWidthMode) -> Self { with(\.options.tabWidthMode, mode) }
    /// The gap between two tabs in points (default 0; negative counts as 0).
    public func spacing(_ spacing: CGFloat) -> Self { with(\.options.tabSpacing, spacing) }
    /// Whether swiping past the last page comes back to the first (default
    /// true; ``InfiniteTabsOptions/wraps``).
    public func wraps(_ wraps: Bool) -> Self { with(\.options.wraps, wraps) }

    /// Calls `action` with the paging state on every change (a swipe's
    /// progress, a tap's transition, rest), as
    /// ``InfiniteTabsViewControllerDelegate/infiniteTabsViewController(_:didUpdate:)``
    /// does; for example to blend a header with the swipe. Default none.
    /// Called from the controls' callbacks, never during a view update.
    public func onProgress(_ action: @escaping (PagingState) -> Void) -> Self { with(\.progress, action) }

    private func with<Value>(_ property: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: property] = value
        return copy
    }

    fileprivate var tabCount: Int { items?.count ?? titles.count }

    /// Makes the object that carries the latest view value to the controller.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the container controller.
    public func makeUIViewController(context: Context) -> InfiniteTabsViewController {
        let coordinator = context.coordinator
        coordinator.view = self
        coordinator.titles = BoundItems(titles)
        coordinator.items = BoundItems(items ?? [])
        let controller = InfiniteTabsViewController(items: items ?? titles.map { InfiniteTabItem(title: $0) },
                                                    selectedIndex: selection, options: options,
                                                    makePage: coordinator.makePage)
        tabContent?.install(in: controller.tabView)
        controller.delegate = coordinator
        controller.onSelect = { [weak coordinator, weak controller] index in
            coordinator?.pagesSettled(on: index, target: controller?.pageController.targetIndex ?? index)
        }
        return controller
    }

    /// Brings the controller in line with the view: the loaded pages get
    /// fresh content, new options apply, new titles reload, and a new
    /// selection turns the pages.
    public func updateUIViewController(_ controller: InfiniteTabsViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.view = self
        coordinator.refreshLoadedPages(of: controller)
        SettingWrite.write(options, to: \.options, of: controller)
        let update = coordinator.update(titles: titles, items: items)
        if case .badges(let changed) = update, let items {
            for index in changed { controller.setBadge(items[index].badge, forItem: index) } // in place, no reload
        }
        let step = SelectionBinding.update(bound: selection, target: controller.pageController.targetIndex,
                                           count: controller.items.count,
                                           itemsChanged: update == .reload,
                                           animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
        switch step {
        case .keep:
            break
        case .select(let index, let animated):
            controller.select(index: index, animated: animated)
        case .reload(let index):
            controller.reload(items: items ?? titles.map { InfiniteTabItem(title: $0) }, selectedIndex: index,
                              makePage: coordinator.makePage)
        }
    }

    /// Carries the latest `InfiniteTabsView` value to the UIKit side.
    @MainActor
    public final class Coordinator: InfiniteTabsViewControllerDelegate {
        fileprivate var view: InfiniteTabsView?
        /// The titles the controller was last given (compared by identity first).
        fileprivate var titles = BoundItems<String>()
        /// The items the controller was last given (the items initialisers).
        fileprivate var items = BoundItems<InfiniteTabItem>()

        fileprivate init() {}

        /// Reports the paging state to `InfiniteTabsView.onProgress(_:)`.
        public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didUpdate state: PagingState) {
            view?.progress?(state)
        }

        /// Records new titles or items and says what the controller needs
        /// (`TabItemsUpdate`); the same array again is decided without
        /// scanning it.
        fileprivate func update(titles newTitles: [String], items newItems: [InfiniteTabItem]?) -> TabItemsUpdate {
            guard let newItems else { return titles.update(to: newTitles) ? .reload : .none }
            let old = items.items
            guard items.update(to: newItems) else { return .none }
            return .between(oldKeys: old.map(\.layoutKey), oldBadges: old.map(\.badge),
                            newKeys: newItems.map(\.layoutKey), newBadges: newItems.map(\.badge))
        }

        fileprivate func makePage(_ index: Int) -> UIViewController {
            guard let view = view else { return UIViewController() }
            return HostedPage.make(index: index, count: view.tabCount, content: view.content)
        }

        fileprivate func pagesSettled(on index: Int, target: Int) {
            view?.$selection.writeSettled(index, target: target)
        }

        fileprivate func refreshLoadedPages(of controller: InfiniteTabsViewController) {
            guard let view = view else { return }
            HostedPage.refresh(controller.pageController.loadedViewControllers, count: view.tabCount,
                               content: view.content)
        }
    }
}
#endif
