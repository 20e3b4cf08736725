#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Core) import InfiniteTabsCore
import UIKit

/// The looping tab strip (``InfiniteTabStripView``) in SwiftUI, bound to a selected
/// index.
///
/// ```swift
/// @State private var section = 0
///
/// InfiniteTabStrip(selection: $section, titles: ["Top", "World", "Tech", "Science"])
///     .indicatorColor(.systemIndigo)
///     .frame(height: 44)
/// ```
///
/// Changes go both ways without loops: a tap writes the tapped index to the
/// binding once; a change of the binding selects and centres the tab,
/// animated unless the transaction disables animations, and is never written
/// back. A bound index out of range is ignored (the strip keeps its tab).
/// Changing `titles` or `items` reloads the strip on the bound index (the
/// binding is the source of truth: after inserting a tab before the selected
/// one, set the binding to the tab's new index); changing only badges updates
/// the tabs in place. Without titles the strip is empty. Give it a height
/// with `.frame(height:)`.
///
/// Tabs can be items (title, image, badge, see ``InfiniteTabItem``) or your
/// own SwiftUI views (``init(selection:items:tab:)``, hosted through
/// `UIHostingConfiguration` on iOS 16+, the items' built-in tabs before).
@available(iOS 13.0, *)
public struct InfiniteTabStrip: UIViewRepresentable {
    @Binding private var selection: Int
    private let titles: [String]
    private let items: [InfiniteTabItem]?
    private var tabContent: HostedTabContent?
    private var pagingState: PagingState?
    private var indicatorStyle = InfiniteTabIndicatorStyle()
    private var appearance = InfiniteTabAppearance()
    private var isLooping = true
    private var widthMode: TabWidthMode = .fitting
    private var spacing: CGFloat = 0

    /// Creates a strip with one text tab per title, bound to `selection`.
    public init(selection: Binding<Int>, titles: [String]) {
        _selection = selection
        self.titles = titles
        self.items = nil
    }

    /// Creates a strip with one tab per item (title, image or both, and an
    /// optional badge), bound to `selection`.
    public init(selection: Binding<Int>, items: [InfiniteTabItem]) {
        _selection = selection
        self.titles = []
        self.items = items
    }

    /// Creates a strip whose tabs are your own SwiftUI views: `tab(index,
    /// isSelected)` for each item, each tab as wide as its view. On iOS 16+
    /// the strip's cells host them (`UIHostingConfiguration`); before iOS 16
    /// the items' built-in tabs show instead. The items still give the number
    /// of tabs and what VoiceOver reads (label and badge).
    public init<Tab: View>(selection: Binding<Int>, items: [InfiniteTabItem],
                           @ViewBuilder tab: @escaping (Int, Bool) -> Tab) {
        _selection = selection
        self.titles = []
        self.items = items
        self.tabContent = HostedTabContent { index, selected in AnyView(tab(index, selected)) }
    }

    /// Makes the indicator and the titles follow a paging state you drive
    /// (say, from your own pager's progress): at rest it selects the index
    /// without writing the binding; during a move the indicator sits between
    /// the two tabs and their titles blend. Nil (the default) leaves the
    /// strip to the binding. Indices out of range are ignored.
    public func pagingState(_ state: PagingState?) -> Self {
        with(\.pagingState, state)
    }
    /// The indicator's colour (nil, the default, uses the tint colour).
    public func indicatorColor(_ color: UIColor?) -> Self {
        with(\.indicatorStyle.color, color)
    }

    /// How the indicator looks: shape (underline, background, dot), colour,
    /// height, corner radius and insets (default
    /// ``InfiniteTabIndicatorStyle/init()``, an underline; bad values are
    /// handled as that type documents). Replaces an earlier ``indicatorColor(_:)``.
    public func indicatorStyle(_ style: InfiniteTabIndicatorStyle) -> Self {
        with(\.indicatorStyle, style)
    }

    /// How the built-in tabs look: fonts, colours, selected scale, badge
    /// colours and cap, padding (default
    /// ``InfiniteTabAppearance/init()``). A new appearance measures the tabs
    /// again.
    public func appearance(_ appearance: InfiniteTabAppearance) -> Self {
        with(\.appearance, appearance)
    }

    /// Whether the strip loops (default true); false gives a finite strip.
    public func looping(_ isLooping: Bool) -> Self {
        with(\.isLooping, isLooping)
    }

    /// How wide the tabs are (default ``TabWidthMode/fitting``; a bad fixed
    /// width falls back to fitting).
    public func widthMode(_ mode: TabWidthMode) -> Self {
        with(\.widthMode, mode)
    }

    /// The gap between two tabs in points (default 0; negative counts as 0).
    public func spacing(_ spacing: CGFloat) -> Self {
        with(\.spacing, spacing)
    }

    private func with<Value>(_ property: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: property] = value
        return copy
    }

    /// Creates the coordinator that writes taps to the binding.
    public func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }

    /// Creates the strip and routes its taps to the coordinator.
    public func makeUIView(context: Context) -> InfiniteTabStripView {
        let strip = InfiniteTabStripView()
        tabContent?.install(in: strip)
        let coordinator = context.coordinator
        strip.onSelect = { [weak coordinator, weak strip] index, _ in
            coordinator?.userTapped(index, selected: strip?.selectedIndex ?? index)
        }
        return strip
    }

    /// Brings the strip up to date: the options that changed, then the
    /// items (decided by ``BoundItems`` without scanning them when the same
    /// array comes again; badges only update in place, anything else reloads,
    /// see `TabItemsUpdate`), then the selection (when it differs, without
    /// notifying, so nothing is written back), then a driven paging state.
    public func updateUIView(_ strip: InfiniteTabStripView, context: Context) {
        context.coordinator.selection = $selection
        SettingWrite.write(indicatorStyle, to: \.indicatorStyle, of: strip)
        SettingWrite.write(appearance, to: \.appearance, of: strip)
        SettingWrite.write(isLooping, to: \.isLooping, of: strip)
        SettingWrite.write(widthMode, to: \.widthMode, of: strip)
        SettingWrite.write(spacing, to: \.spacing, of: strip)
        let update = context.coordinator.update(titles: titles, items: items)
        if case .badges = update, let items { strip.items = items } // badges only: updated in place, no reload
        let step = SelectionBinding.update(bound: selection, target: strip.selectedIndex, count: strip.items.count,
                                           itemsChanged: update == .reload,
                                           animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
        switch step {
        case .keep:
            break
        case .select(let index, let animated):
            strip.setSelectedIndex(index, animated: animated)
        case .reload(let index):
            if let items { strip.items = items } else { strip.titles = titles }
            strip.setSelectedIndex(index, animated: false) // ignored out of range
        }
        if let state = pagingState, state != context.coordinator.shownState {
            context.coordinator.shownState = state
            strip.apply(state: state, animated: false)
        }
    }

    /// Writes the user's taps to the binding.
    @MainActor
    public final class Coordinator {
        var selection: Binding<Int>
        /// The titles the strip was last given (the titles initialiser).
        var titles = BoundItems<String>()
        /// The items the strip was last given (the items initialisers).
        var items = BoundItems<InfiniteTabItem>()
        /// The paging state last shown through ``InfiniteTabStrip/pagingState(_:)``.
        var shownState: PagingState?

        init(selection: Binding<Int>) { self.selection = selection }

        /// Records the new titles or items and says what the strip needs:
        /// nothing, new badges only, or a reload (`TabItemsUpdate`). The
        /// same array again is decided without scanning it.
        func update(titles newTitles: [String], items newItems: [InfiniteTabItem]?) -> TabItemsUpdate {
            guard let newItems else { return titles.update(to: newTitles) ? .reload : .none }
            let old = items.items
            guard items.update(to: newItems) else { return .none }
            return .between(oldKeys: old.map(\.layoutKey), oldBadges: old.map(\.badge),
                            newKeys: newItems.map(\.layoutKey), newBadges: newItems.map(\.badge))
        }

        /// The user tapped `index`, and the strip now shows `selected`:
        /// written once, only when it differs from the binding.
        func userTapped(_ index: Int, selected: Int) {
            selection.writeSettled(index, target: selected)
        }
    }
}
#endif
