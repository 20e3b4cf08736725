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
/// Setting `tab` turns the pages in one transition, the shortest way round,
/// sliding only when the change was made with an animation; a tap writes
/// its tab when its transition starts and a swipe the settled index, after
/// any view update, then `onSelect(_:)` is called. A bound index out of
/// range is ignored; after the tabs shrank it is corrected, right after the
/// view update. Changing only badges updates the tabs in place (also while a
/// reload waits for a transition); any other change of the items reloads
/// tabs and pages on the bound index. Each page has its own hosting
/// controller, kept by the items' ``InfiniteTabItem/id`` (by index when an
/// item has none) for the 5 pages shown last, so a page's `@State` survives
/// swipes and reloads. Settings come from `options` and from environment
/// modifiers, which win and work in any order (see ``InfiniteTabStrip``,
/// plus `tabStripPosition(_:)`, `tabStripHeight(_:)`,
/// `tabStripBackground(_:)`, `animatesTabTaps(_:)`); `.disabled(_:)` stops
/// taps and swipes. A collapsing header over the strip comes from
/// ``tabsHeader(height:minimumHeight:content:)``. See <doc:SwiftUIWrappers>.
public struct InfiniteTabsView<Content: View>: UIViewControllerRepresentable {
    typealias Bridge = TabsBridge<SlidingHostingController, AnyView>
    @Binding private var selection: Int
    private let items: [InfiniteTabItem]
    private let options: InfiniteTabsOptions
    private let content: (Int) -> Content
    private var tabContent: ((Int, Bool, CGFloat) -> AnyView)?
    /// `.tint` and `.foregroundStyle` applied to this wrapper.
    var colours = WrapperColours()
    /// `tabsHeader(height:minimumHeight:content:)`: its heights and view.
    var header: (height: CGFloat, minimumHeight: CGFloat, content: () -> AnyView)?

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
    /// isSelected, emphasis)` (as ``InfiniteTabStrip/init(selection:items:tab:)``:
    /// hosted in the strip's cells), and `content(index)` as the page.
    public init<Tab: View>(selection: Binding<Int>, items: [InfiniteTabItem],
                           options: InfiniteTabsOptions = InfiniteTabsOptions(),
                           @ViewBuilder tab: @escaping (_ index: Int, _ isSelected: Bool, _ emphasis: CGFloat) -> Tab,
                           @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(selection: selection, items: items, options: options, content: content)
        tabContent = { index, selected, emphasis in AnyView(tab(index, selected, emphasis)) }
    }

    /// Creates the coordinator that holds the container's bridge.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the container controller.
    public func makeUIViewController(context: Context) -> InfiniteTabsViewController {
        let flush = FlushHook()
        let bridge = Bridge(input(context), makeHost: { SlidingHostingController() },
                            makeTabs: CustomTabContent.hosted, scheduleFlush: flush.schedule)
        flush.outbox = bridge.outbox
        context.coordinator.bridge = bridge
        context.coordinator.flush = flush
        return bridge.controller
    }

    /// Hands this update to the bridge.
    public func updateUIViewController(_ controller: InfiniteTabsViewController, context: Context) {
        context.coordinator.bridge?.update(input(context), selection: $selection.sink)
    }

    @MainActor
    private func input(_ context: Context) -> Bridge.Input {
        let environment = colours.environment(context.environment)
        let tab = tabContent.map { make in
            { (index: Int, selected: Bool, emphasis: CGFloat) in make(index, selected, emphasis).hosted(in: environment) }
        }
        return .init(bound: selection, items: items, options: options, content: { content($0).hosted(in: environment) },
                     tab: tab, settings: environment.infiniteControlSettings,
                     isEnabled: context.environment.isEnabled, transaction: context.transaction.bridged,
                     textStyle: context.environment.font?.textStyle,
                     header: header.map { .init(height: $0.height, minimumHeight: $0.minimumHeight,
                                                content: $0.content().hosted(in: environment)) })
    }

    /// Holds the container's bridge (`TabsBridge`).
    @MainActor
    public final class Coordinator {
        var bridge: TabsBridge<SlidingHostingController, AnyView>?
        var flush: FlushHook?
    }
}
#endif
