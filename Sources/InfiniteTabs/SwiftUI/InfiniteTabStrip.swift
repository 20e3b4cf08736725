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
///     .indicatorColor(.indigo)
/// ```
///
/// A tap writes the tapped index to the binding once, after any view update,
/// then calls `onSelect(_:)` and `onProgress(_:)` (`.idle` on the tab); a
/// change of the binding selects and centres the tab, sliding only when the
/// change was made with an animation, and is never written back. A bound
/// index out of range is ignored; after the tabs shrank it is corrected to
/// the tab shown, right after the view update. Changing the items reloads
/// the strip on the bound index; changing only badges updates the tabs in
/// place. Items compare by value (give images an ``InfiniteTabItem/imageID``).
/// Without `.frame(height:)` the strip is 44 points high at the default text
/// size, growing with Dynamic Type (its intrinsic height before iOS 16).
/// `.font` (a text style), and `tint(_:)` and `foregroundStyle(_:)` on the
/// strip itself, style the titles. Settings are environment modifiers
/// in any order: `indicatorColor(_:)`, `indicatorStyle(_:)`,
/// `tabAppearance(_:)`, `tabTitleColor(_:selected:)`, `loops(_:)`,
/// `tabWidthMode(_:)`, `tabSpacing(_:)`, `tabPagingState(_:)` (while set, it
/// drives the strip and the binding moves it only when the binding changes),
/// `prefersReducedMotion(_:)`, `onSelect(_:)`, `onProgress(_:)`,
/// `.disabled(_:)` (no taps). See <doc:SwiftUIWrappers>.
public struct InfiniteTabStrip: UIViewRepresentable {
    @Binding private var selection: Int
    private let items: [InfiniteTabItem]
    private var tabContent: ((Int, Bool, CGFloat) -> AnyView)?
    /// `.tint` and `.foregroundStyle` applied to this wrapper.
    var colours = WrapperColours()

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
    /// isSelected, emphasis)` for each item (`emphasis`: how selected the tab
    /// looks, 0…1, following a swipe). The cells host them
    /// (`UIHostingConfiguration` on iOS 16 and later, a hosting controller in
    /// the cell on iOS 15), each as wide as the wider of its selected and
    /// unselected view, measured again when the content changes. The items
    /// still give the number of tabs and what VoiceOver reads.
    public init<Tab: View>(selection: Binding<Int>, items: [InfiniteTabItem],
                           @ViewBuilder tab: @escaping (_ index: Int, _ isSelected: Bool, _ emphasis: CGFloat) -> Tab) {
        _selection = selection
        self.items = items
        tabContent = { index, selected, emphasis in AnyView(tab(index, selected, emphasis)) }
    }

    /// Creates the coordinator that holds the strip's bridge.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the strip.
    public func makeUIView(context: Context) -> InfiniteTabStripView {
        let flush = FlushHook()
        let bridge = TabStripBridge<AnyView>(makeTabs: CustomTabContent.hosted, scheduleFlush: flush.schedule)
        flush.outbox = bridge.outbox
        context.coordinator.bridge = bridge
        context.coordinator.flush = flush
        bridge.strip.setContentHuggingPriority(.defaultHigh, for: .vertical) // its intrinsic height before iOS 16
        return bridge.strip
    }

    /// Hands this update to the bridge.
    public func updateUIView(_ strip: InfiniteTabStripView, context: Context) {
        let environment = colours.environment(context.environment)
        let tab = tabContent.map { content in
            { (index: Int, selected: Bool, emphasis: CGFloat) in content(index, selected, emphasis).hosted(in: environment) }
        }
        context.coordinator.bridge?.update(.init(bound: selection, items: items, tab: tab,
                                                 settings: environment.infiniteControlSettings,
                                                 isEnabled: context.environment.isEnabled,
                                                 transaction: context.transaction.bridged,
                                                 textStyle: context.environment.font?.textStyle), selection: $selection.sink)
    }

    /// The strip's height (44 points at the default text size) at the
    /// proposed width.
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: InfiniteTabStripView, context: Context) -> CGSize? {
        context.coordinator.bridge?.fittingSize(proposedWidth: proposal.width)
    }

    /// Holds the strip's bridge (`TabStripBridge`).
    @MainActor
    public final class Coordinator {
        var bridge: TabStripBridge<AnyView>?
        var flush: FlushHook?
    }
}
#endif
