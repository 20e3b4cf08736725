#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The looping option picker (``InfinitePickerView``) in SwiftUI, bound to a
/// selected index.
///
/// ```swift
/// @State private var size = 0
/// InfinitePicker(selection: $size, items: ["S", "M", "L"])
///     .frame(height: 44)
///     .pageWidth(120)
/// ```
///
/// Changes go both ways without loops: the user's changes (a drag, a tap, an
/// auto-scroll turn, VoiceOver) write the binding once each, then call
/// `onSelect(_:)`; a change of the binding moves the picker
/// (animated unless the transaction disables animations, the rule of every
/// wrapper: `SelectionBinding.animatesMove(disablesAnimations:)`) and is
/// never written back. A binding out of range is ignored (the picker keeps
/// its option); after the items shrank, it is corrected to the option shown,
/// right after the view update. Settings are environment modifiers
/// (`pageWidth(_:)`, `autoScrollInterval(_:)`,
/// `itemTransform(_:)`, `scrollAxis(_:)`,
/// `advancesOnTap(_:)`, `loops(_:)`, `prefersReducedMotion(_:)`, `.disabled(_:)`,
/// and SwiftUI's `.font(_:)` with a text style such as `.title3`),
/// in any order. Custom pages are built again from the latest view on every
/// update and see the environment at the picker (this package's own
/// settings aside).
public struct InfinitePicker<Item: Hashable>: UIViewRepresentable {
    @Binding private var selection: Int
    private let items: [Item]
    private let title: (Item) -> String
    private var pageContent: ((Item, Int) -> AnyView)?

    /// Creates a picker of `items` showing `title(item)` (default: the item's
    /// description), bound to `selection`.
    public init(selection: Binding<Int>, items: [Item], title: @escaping (Item) -> String = { String(describing: $0) }) {
        _selection = selection
        self.items = items
        self.title = title
    }

    /// Creates a picker of `items` whose pages are your own SwiftUI views,
    /// `page(item, index)`, bound to `selection`; `title(item)` is what
    /// VoiceOver reads. Only a handful of pages are made (each hosting its
    /// view in a `UIHostingController`), given new content as the picker
    /// scrolls and on every view update.
    public init<Page: View>(selection: Binding<Int>, items: [Item], title: @escaping (Item) -> String,
                            @ViewBuilder page: @escaping (Item, Int) -> Page) {
        self.init(selection: selection, items: items, title: title)
        pageContent = { item, index in AnyView(page(item, index)) }
    }

    /// Creates the coordinator that writes user changes to the binding.
    public func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }

    /// Creates the picker.
    public func makeUIView(context: Context) -> InfinitePickerView {
        let picker = InfinitePickerView()
        let coordinator = context.coordinator
        picker.onSelect = { [weak coordinator] index in coordinator?.userSelected(index) }
        return picker
    }

    /// Brings the picker up to date (through the coordinator's
    /// `UpdateGate`: nothing is written or called back during the update):
    /// settings, items when they changed (`BoundItems`), the visible custom
    /// pages, then the selection.
    public func updateUIView(_ picker: InfinitePickerView, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = $selection
        let settings = context.environment.infiniteControlSettings
        coordinator.settings = settings
        let page = hostedPage(environment: context.environment.forHostedContent)
        coordinator.gate.runUpdate {
            apply(settings, to: picker)
            SettingWrite.write(context.environment.isEnabled, to: \.isEnabled, of: picker) // `.disabled(_:)`
            SettingWrite.write(InfinitePickerAppearance.following(context.environment.font, traits: picker.traitCollection),
                               to: \.appearance, of: picker) // `.font(_:)`
            let itemsChanged = coordinator.items.update(to: items)
            let step = SelectionBinding.update(bound: selection, target: picker.selectedIndex, count: picker.itemCount,
                                               itemsChanged: itemsChanged,
                                               animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
            switch step {
            case .keep:
                if let page { coordinator.pages?.update(page, in: picker) }
            case .select(let index, let animated):
                if let page { coordinator.pages?.update(page, in: picker) }
                picker.select(index, animated: animated)
            case .reload(let index):
                setItems(of: picker, coordinator: coordinator, page: page)
                picker.select(index, animated: false) // ignored out of range
                coordinator.gate.correct($selection, count: picker.itemCount, shown: picker.selectedIndex)
            }
        }
    }

    /// The custom pages' content with the caller's environment (nil: text pages).
    private func hostedPage(environment: EnvironmentValues) -> ((Item, Int) -> AnyView)? {
        guard let pageContent else { return nil }
        return { item, index in AnyView(CallerEnvironment(environment: environment, content: pageContent(item, index))) }
    }

    @MainActor
    private func apply(_ settings: InfiniteControlSettings, to picker: InfinitePickerView) {
        SettingWrite.write(settings.pageWidth ?? nil, to: \.pageWidth, of: picker)
        SettingWrite.write(settings.autoScrollInterval ?? nil, to: \.autoScrollInterval, of: picker)
        SettingWrite.write(settings.itemTransform ?? .identity, to: \.itemTransform, of: picker)
        SettingWrite.write(settings.scrollAxis ?? .horizontal, to: \.axis, of: picker)
        SettingWrite.write(settings.advancesOnTap ?? true, to: \.advancesOnTap, of: picker)
        SettingWrite.write(settings.loops ?? true, to: \.loops, of: picker)
        SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: picker)
    }

    @MainActor
    private func setItems(of picker: InfinitePickerView, coordinator: Coordinator, page: ((Item, Int) -> AnyView)?) {
        guard let page else {
            coordinator.pages = nil
            return picker.setItems(items, title: title)
        }
        let pages = CustomPickerContent<Item, AnyView>(make: page)
        coordinator.pages = pages
        pages.setItems(items, title: title, of: picker, makePage: { HostedPickerPage() }) { page, content in page.show(content) }
    }

    /// Writes the user's changes to the binding, then calls `onSelect`.
    @MainActor
    public final class Coordinator {
        var selection: Binding<Int>
        /// The items the picker was last given.
        var items = BoundItems<Item>()
        /// The custom pages' latest content (read by the pages when shown).
        var pages: CustomPickerContent<Item, AnyView>?
        /// The latest environment settings (for `onSelect`).
        var settings = InfiniteControlSettings()
        /// Keeps view updates read-only.
        let gate = UpdateGate()

        init(selection: Binding<Int>) { self.selection = selection }

        /// The user settled on `index`: written once, only when it differs,
        /// then reported; after the update when one runs.
        func userSelected(_ index: Int) {
            gate.userSelected(index, target: index, binding: selection, onSelect: settings.onSelect)
        }
    }
}
#endif
