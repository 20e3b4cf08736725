#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The looping tab strip (``InfiniteTabStripView``) in SwiftUI, bound to a selected
/// index.
///
/// ```swift
/// @State private var section = 0
///
/// InfiniteTabStrip(selection: $section, titles: ["Top", "World", "Tech", "Science"])
///     .frame(height: 44)
///     .indicatorColor(.indigo)
/// ```
///
/// Changes go both ways without loops: a tap writes the tapped index to the
/// binding once, then calls `onSelect(_:)`; a change of the
/// binding selects and centres the tab, animated unless the transaction
/// disables animations, and is never written back. A bound index out of
/// range is ignored (the strip keeps its tab); after the tabs shrank it is
/// corrected to the tab shown, right after the view update. Changing `titles`
/// or `items` reloads the strip on the bound index (the binding is the
/// source of truth: after inserting a tab before the selected one, set the
/// binding to the tab's new index); changing only badges updates the tabs in
/// place. Items compare by value (give images an
/// ``InfiniteTabItem/imageID`` or use ``InfiniteTabItem/init(title:systemImage:accessibilityLabel:badge:id:)``
/// so a `body` that builds them again changes nothing). Without titles the
/// strip is empty. Give it a height with `.frame(height:)`.
///
/// Settings are environment modifiers, in any order: `indicatorColor(_:)`,
/// `indicatorStyle(_:)`, `tabAppearance(_:)`,
/// `tabTitleColor(_:selected:)`, `loops(_:)`,
/// `tabWidthMode(_:)`, `tabSpacing(_:)`,
/// `tabPagingState(_:)`, `prefersReducedMotion(_:)`,
/// `onSelect(_:)`, `onProgress(_:)`.
///
/// Tabs can be items (title, image, badge, see ``InfiniteTabItem``) or your
/// own SwiftUI views (``init(selection:items:tab:)``, hosted through
/// `UIHostingConfiguration` on iOS 16 and later, a hosting controller in
/// the cell on iOS 15).
public struct InfiniteTabStrip: UIViewRepresentable {
    @Binding private var selection: Int
    private let items: [InfiniteTabItem]
    private var tabContent: ((Int, Bool, CGFloat) -> AnyView)?

    /// Creates a strip with one text tab per title, bound to `selection`.
    public init(selection: Binding<Int>, titles: [String]) {
        _selection = selection
        items = titles.map { InfiniteTabItem(title: $0) }
    }

    /// Creates a strip with one tab per item (title, image or both, and an
    /// optional badge), bound to `selection`.
    public init(selection: Binding<Int>, items: [InfiniteTabItem]) {
        _selection = selection
        self.items = items
    }

    /// Creates a strip whose tabs are your own SwiftUI views: `tab(index,
    /// isSelected, emphasis)` for each item, each tab as wide as its view;
    /// `emphasis` is how selected the tab looks, 0…1 (1 for the selected tab
    /// at rest, shared between two tabs while the strip follows a swipe:
    /// the two tabs are built again on each frame it changes). The strip's cells host them
    /// (`UIHostingConfiguration` on iOS 16 and later, a hosting controller
    /// in the cell on iOS 15) and are built again from the latest view on
    /// every update, with the environment at the strip (this package's own
    /// settings aside).
    /// The items still give the number of tabs and what VoiceOver reads
    /// (label and badge).
    public init<Tab: View>(selection: Binding<Int>, items: [InfiniteTabItem],
                           @ViewBuilder tab: @escaping (_ index: Int, _ isSelected: Bool, _ emphasis: CGFloat) -> Tab) {
        _selection = selection
        self.items = items
        tabContent = { index, selected, emphasis in AnyView(tab(index, selected, emphasis)) }
    }

    /// Creates the coordinator that writes taps to the binding.
    public func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }

    /// Creates the strip and routes its taps and progress to the coordinator.
    public func makeUIView(context: Context) -> InfiniteTabStripView {
        let strip = InfiniteTabStripView()
        let coordinator = context.coordinator
        if let hosted = CustomTabContent.hosted(tabContent, environment: context.environment.forHostedContent) {
            hosted.install(in: strip)
            coordinator.tabContent = hosted
        }
        strip.onSelect = { [weak coordinator, weak strip] index in
            coordinator?.userSelected(index, shown: strip?.selectedIndex ?? index)
        }
        strip.onProgress = { [weak coordinator] state in coordinator?.progressed(state) }
        return strip
    }

    /// Brings the strip up to date through the coordinator's `UpdateGate`
    /// (nothing is written or called back during the update): the settings
    /// that changed, then the items (`BoundItems`: badges only update in
    /// place, anything else reloads, see `TabItemsUpdate`), custom tabs,
    /// the selection, then a driven paging state.
    public func updateUIView(_ strip: InfiniteTabStripView, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = $selection
        let settings = context.environment.infiniteControlSettings
        coordinator.settings = settings
        coordinator.gate.runUpdate {
            SettingWrite.write(settings.resolvedIndicatorStyle, to: \.indicatorStyle, of: strip)
            SettingWrite.write(settings.tabAppearance ?? InfiniteTabAppearance().following(context.environment.font),
                               to: \.appearance, of: strip) // `.tabAppearance(_:)`, else `.font(_:)`
            SettingWrite.write(settings.loops ?? true, to: \.loops, of: strip)
            SettingWrite.write(settings.tabWidthMode ?? .fitting, to: \.widthMode, of: strip)
            SettingWrite.write(settings.tabSpacing ?? 0, to: \.spacing, of: strip)
            SettingWrite.write(settings.indicatorAnimationDuration ?? 0.25, to: \.animationDuration, of: strip)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: strip)
            let update = coordinator.update(items: items)
            if case .badges = update { strip.items = items } // badges only: updated in place, no reload
            if let make = CustomTabContent.withEnvironment(tabContent, context.environment.forHostedContent) {
                coordinator.tabContent?.update(make, in: strip)
            }
            let step = SelectionBinding.update(bound: selection, target: strip.selectedIndex, count: strip.items.count,
                                               itemsChanged: update == .reload,
                                               animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
            switch step {
            case .keep:
                break
            case .select(let index, let animated):
                strip.select(index, animated: animated)
            case .reload(let index):
                strip.items = items
                strip.select(index, animated: false) // ignored out of range
                coordinator.gate.correct($selection, count: items.count, shown: strip.selectedIndex)
            }
            if let state = settings.pagingState, state != coordinator.shownState {
                coordinator.shownState = state
                strip.apply(state: state, animated: false)
            }
        }
    }

    /// Writes the user's taps to the binding and reports them.
    @MainActor
    public final class Coordinator {
        var selection: Binding<Int>
        /// The items the strip was last given.
        var items = BoundItems<InfiniteTabItem>()
        /// The paging state last shown through `tabPagingState(_:)`.
        var shownState: PagingState?
        /// The latest environment settings (for `onSelect` and `onProgress`).
        var settings = InfiniteControlSettings()
        /// The custom tabs' latest content.
        var tabContent: CustomTabContent<AnyView>?
        /// Keeps view updates read-only.
        let gate = UpdateGate()

        init(selection: Binding<Int>) { self.selection = selection }

        /// Records the new items and says what the strip needs: nothing, new
        /// badges only, or a reload (`TabItemsUpdate`). The same array
        /// again is decided without scanning it.
        func update(items newItems: [InfiniteTabItem]) -> TabItemsUpdate {
            let old = items.items
            guard items.update(to: newItems) else { return .none }
            return .between(oldKeys: old.map(\.layoutKey), oldBadges: old.map(\.badge),
                            newKeys: newItems.map(\.layoutKey), newBadges: newItems.map(\.badge))
        }

        /// The user selected `index`, and the strip now shows `shown`.
        func userSelected(_ index: Int, shown: Int) {
            gate.userSelected(index, target: shown, binding: selection, onSelect: settings.onSelect)
        }

        /// The strip shows a new paging state.
        func progressed(_ state: PagingState) {
            let onProgress = settings.onProgress
            gate.call { onProgress?(state) }
        }
    }
}
#endif
