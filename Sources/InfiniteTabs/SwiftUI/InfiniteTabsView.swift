#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The SwiftUI face of ``InfiniteTabsViewController``: a looping tab strip over
/// looping pages whose content is SwiftUI.
///
/// ```swift
/// @State private var tab = 0
///
/// var body: some View {
///     InfiniteTabsView(selection: $tab, titles: ["News", "Sport", "Weather"]) { index in
///         FeedView(section: index)
///     }
///     .indicatorColor(.pink)
/// }
/// ```
///
/// The selection goes both ways: setting `tab` turns the pages (one
/// transition, the shortest way round); a tap or a swipe writes the settled
/// index back, then calls `onSelect(_:)`. A bound index out of range is
/// ignored; after the tabs shrank it is corrected, right after the view
/// update. Changing the titles or items reloads tabs and pages; each page's
/// content is rebuilt from `content` whenever the view updates. Pages and
/// custom tabs see the environment at this view (this package's own
/// settings aside), environment objects included.
///
/// Settings come from `options` and from environment modifiers, which win
/// and work in any order, before or after `.frame`: `loops(_:)` (strip and
/// pages together), `indicatorColor(_:)`, `indicatorStyle(_:)`,
/// `tabAppearance(_:)`, `tabTitleColor(_:selected:)`, `tabWidthMode(_:)`,
/// `tabSpacing(_:)`, `tabStripPosition(_:)`, `tabStripHeight(_:)`,
/// `tabStripBackground(_:)`, `animatesTabTaps(_:)`,
/// `prefersReducedMotion(_:)`, `onSelect(_:)` and `onProgress(_:)` (the
/// paging state on every change, as
/// ``InfiniteTabsViewControllerDelegate`` gets it). Nothing is written or
/// called back during a view update.
///
/// Tabs can be titles, items (title, image, badge: ``InfiniteTabItem``,
/// compared by value: give images an ``InfiniteTabItem/imageID`` or use
/// ``InfiniteTabItem/init(title:systemImage:accessibilityLabel:badge:id:)``)
/// or your own SwiftUI views (``init(selection:items:options:tab:content:)``,
/// hosted in the strip's cells on every supported system). Changing only badges updates the tabs in place; any other
/// change of the items reloads tabs and pages on the bound index (the
/// binding is the source of truth: after inserting a tab before the selected
/// one, set the binding to its new index).
///
/// Animation (the same rule in every wrapper,
/// `SelectionBinding.animatesMove(disablesAnimations:)`): a new selection
/// turns the pages with their slide unless the transaction disables
/// animations; with Reduce Motion on the controls go without the slide.
public struct InfiniteTabsView<Content: View>: UIViewControllerRepresentable {
    @Binding private var selection: Int
    private let items: [InfiniteTabItem]
    private let options: InfiniteTabsOptions
    private let content: (Int) -> Content
    private var tabContent: ((Int, Bool, CGFloat) -> AnyView)?

    /// Creates the tabs: one per title, with `content(index)` as the page.
    public init(selection: Binding<Int>, titles: [String], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(selection: selection, items: titles.map { InfiniteTabItem(title: $0) }, options: options,
                  content: content)
    }

    /// Creates the tabs: one per item (title, image or both, and an optional
    /// badge), with `content(index)` as the page.
    public init(selection: Binding<Int>, items: [InfiniteTabItem], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.items = items
        self.options = options
        self.content = content
    }

    /// Creates the tabs with your own SwiftUI view for each tab, `tab(index,
    /// isSelected, emphasis)` (`emphasis`: how selected the tab looks, 0…1,
    /// following a swipe frame by frame), and `content(index)` as the page. The
    /// strip's cells host the tab views (`UIHostingConfiguration` on iOS 16
    /// and later, a hosting controller in the cell on iOS 15), each as wide
    /// as its view, built again from the latest view on every update. The items
    /// still give the number of tabs and what VoiceOver reads.
    public init<Tab: View>(selection: Binding<Int>, items: [InfiniteTabItem],
                           options: InfiniteTabsOptions = InfiniteTabsOptions(),
                           @ViewBuilder tab: @escaping (_ index: Int, _ isSelected: Bool, _ emphasis: CGFloat) -> Tab,
                           @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(selection: selection, items: items, options: options, content: content)
        tabContent = { index, selected, emphasis in AnyView(tab(index, selected, emphasis)) }
    }

    /// Makes the object that carries the latest view value to the controller.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the container controller.
    public func makeUIViewController(context: Context) -> InfiniteTabsViewController {
        let coordinator = context.coordinator
        let settings = context.environment.infiniteControlSettings
        coordinator.view = self
        coordinator.settings = settings
        coordinator.environment = context.environment.forHostedContent
        coordinator.items = BoundItems(items)
        let controller = InfiniteTabsViewController(items: items, selectedIndex: selection,
                                                    options: settings.applied(to: options)
                                                        .following(font: settings.tabAppearance == nil ? context.environment.font : nil),
                                                    makePage: coordinator.makePage)
        if let hosted = CustomTabContent.hosted(tabContent, environment: coordinator.environment) {
            hosted.install(in: controller.tabStrip)
            coordinator.tabContent = hosted
        }
        controller.onSelect = { [weak coordinator, weak controller] index in
            coordinator?.userSelected(index, target: controller?.pageController.targetIndex ?? index)
        }
        controller.onProgress = { [weak coordinator] state in coordinator?.progressed(state) }
        return controller
    }

    /// Brings the controller in line with the view, through the
    /// coordinator's `UpdateGate`: fresh content for the loaded pages and
    /// custom tabs, new options, new items, a new selection.
    public func updateUIViewController(_ controller: InfiniteTabsViewController, context: Context) {
        let coordinator = context.coordinator
        let settings = context.environment.infiniteControlSettings
        coordinator.view = self
        coordinator.settings = settings
        coordinator.environment = context.environment.forHostedContent
        coordinator.gate.runUpdate {
            coordinator.refreshLoadedPages(of: controller)
            if let make = CustomTabContent.withEnvironment(tabContent, coordinator.environment) {
                coordinator.tabContent?.update(make, in: controller.tabStrip)
            }
            SettingWrite.write(settings.applied(to: options).following(font: settings.tabAppearance == nil ? context.environment.font : nil),
                               to: \.options, of: controller)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: controller)
            SettingWrite.write(settings.indicatorAnimationDuration ?? 0.25, to: \.animationDuration, of: controller.tabStrip)
            let update = coordinator.update(items: items)
            if case .badges(let changed) = update {
                for index in changed { controller.setBadge(items[index].badge, forItem: index) } // in place, no reload
            }
            let step = SelectionBinding.update(bound: selection, target: controller.pageController.targetIndex,
                                               count: controller.items.count, itemsChanged: update == .reload,
                                               animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
            switch step {
            case .keep:
                break
            case .select(let index, let animated):
                controller.select(index, animated: animated)
            case .reload(let index):
                controller.reload(items: items, selectedIndex: index, makePage: coordinator.makePage)
                coordinator.gate.correct($selection, count: items.count, shown: index)
            }
        }
    }

    /// Carries the latest `InfiniteTabsView` value to the UIKit side.
    @MainActor
    public final class Coordinator {
        fileprivate var view: InfiniteTabsView?
        /// The items the controller was last given.
        fileprivate var items = BoundItems<InfiniteTabItem>()
        /// The latest environment settings (for `onSelect` and `onProgress`).
        fileprivate var settings = InfiniteControlSettings()
        /// The custom tabs' latest content.
        fileprivate var tabContent: CustomTabContent<AnyView>?
        /// The caller's environment for the pages and custom tabs.
        fileprivate var environment = EnvironmentValues()
        /// Keeps view updates read-only.
        let gate = UpdateGate()

        fileprivate init() {}

        /// Records new items and says what the controller needs
        /// (`TabItemsUpdate`); the same array again is decided without
        /// scanning it.
        fileprivate func update(items newItems: [InfiniteTabItem]) -> TabItemsUpdate {
            let old = items.items
            guard items.update(to: newItems) else { return .none }
            return .between(oldKeys: old.map(\.layoutKey), oldBadges: old.map(\.badge),
                            newKeys: newItems.map(\.layoutKey), newBadges: newItems.map(\.badge))
        }

        fileprivate func makePage(_ index: Int) -> UIViewController {
            guard let view = view else { return UIViewController() }
            let environment = self.environment
            return HostedPage.make(index: index, count: view.items.count) {
                CallerEnvironment(environment: environment, content: view.content($0))
            }
        }

        fileprivate func userSelected(_ index: Int, target: Int) {
            guard let binding = view?.$selection else { return }
            gate.userSelected(index, target: target, binding: binding, onSelect: settings.onSelect)
        }

        fileprivate func progressed(_ state: PagingState) {
            let onProgress = settings.onProgress
            gate.call { onProgress?(state) }
        }

        fileprivate func refreshLoadedPages(of controller: InfiniteTabsViewController) {
            guard let view = view else { return }
            let environment = self.environment
            HostedPage.refresh(controller.pageController.loadedViewControllers, count: view.items.count) {
                CallerEnvironment(environment: environment, content: view.content($0))
            }
        }
    }
}
#endif
