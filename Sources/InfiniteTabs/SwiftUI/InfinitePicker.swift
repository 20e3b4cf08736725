#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Core) import InfiniteTabsCore
import UIKit

/// The looping option picker (``InfinitePickerView``) in SwiftUI, bound to a
/// selected index.
///
/// ```swift
/// @State private var size = 0
/// InfinitePicker(selection: $size, items: ["S", "M", "L"])
///     .pageWidth(120)
///     .frame(height: 44)
/// ```
///
/// Changes go both ways without loops: the user's changes write the binding
/// once each; a change of the binding moves the picker (animated unless the
/// transaction disables animations, the rule of every wrapper:
/// ``SelectionBinding/animatesMove(disablesAnimations:)``) and is never
/// written back. A binding out of range is
/// ignored (the picker keeps its option).
@available(iOS 13.0, tvOS 13.0, *)
public struct InfinitePicker<Item: Hashable>: UIViewRepresentable {
    /// The selected index.
    @Binding public var selection: Int
    /// The options.
    public var items: [Item]
    /// The title shown for an option (and read by VoiceOver).
    public var title: (Item) -> String
    var requestedPageWidth: CGFloat?
    var interval: TimeInterval?
    var transform: ItemTransform = .identity
    var pickerAxis: ScrollAxis = .horizontal
    var pageContent: ((Item, Int) -> AnyView)?

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
    /// scrolls.
    public init<Page: View>(selection: Binding<Int>, items: [Item], title: @escaping (Item) -> String,
                            @ViewBuilder page: @escaping (Item, Int) -> Page) {
        self.init(selection: selection, items: items, title: title)
        pageContent = { item, index in AnyView(page(item, index)) }
    }

    /// Pages narrower than the picker, so the neighbours peek in (nil, the
    /// default, uses the full width).
    public func pageWidth(_ width: CGFloat?) -> Self {
        var copy = self
        copy.requestedPageWidth = width
        return copy
    }

    /// Advances one option every `interval` seconds, pausing while touched
    /// (nil, the default, turns it off).
    public func autoAdvance(every interval: TimeInterval?) -> Self {
        var copy = self
        copy.interval = interval
        return copy
    }

    /// Scales, fades and tilts the options beside the centre while they
    /// scroll (``InfinitePickerView/itemTransform``). Default
    /// ``ItemTransform/identity``.
    public func itemTransform(_ transform: ItemTransform) -> Self {
        var copy = self
        copy.transform = transform
        return copy
    }

    /// Options that scroll along `axis` (``InfinitePickerView/axis``; default
    /// horizontal). With vertical, ``pageWidth(_:)`` is the page's height.
    public func axis(_ axis: ScrollAxis) -> Self {
        var copy = self
        copy.pickerAxis = axis
        return copy
    }

    /// Creates the coordinator that writes user changes to the binding.
    public func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }

    /// Creates the picker.
    public func makeUIView(context: Context) -> InfinitePickerView {
        let picker = InfinitePickerView()
        let coordinator = context.coordinator
        picker.onChange = { index in coordinator.userPicked(index) }
        return picker
    }

    /// Brings the picker up to date: items first (when they changed, decided
    /// by ``BoundItems`` without scanning them when the same array comes
    /// again), then the selection (when it differs, without notifying, so
    /// nothing is written back).
    public func updateUIView(_ picker: InfinitePickerView, context: Context) {
        context.coordinator.selection = $selection
        SettingWrite.write(requestedPageWidth, to: \.pageWidth, of: picker)
        SettingWrite.write(interval, to: \.autoAdvanceInterval, of: picker)
        SettingWrite.write(transform, to: \.itemTransform, of: picker)
        SettingWrite.write(pickerAxis, to: \.axis, of: picker)
        let step = SelectionBinding.update(bound: selection, target: picker.selectedIndex, count: picker.itemCount,
                                           itemsChanged: context.coordinator.items.update(to: items),
                                           animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
        switch step {
        case .keep:
            break
        case .select(let index, let animated):
            picker.setSelectedIndex(index, animated: animated)
        case .reload(let index):
            if let pageContent {
                picker.setItems(items, title: title, makePage: { HostedPickerPage() },
                                configure: { page, item, index in page.show(pageContent(item, index)) })
            } else {
                picker.setItems(items, title: title)
            }
            picker.setSelectedIndex(index, animated: false) // ignored out of range
        }
    }

    /// Writes the user's changes to the binding.
    @MainActor
    public final class Coordinator {
        var selection: Binding<Int>
        /// The items the picker was last given.
        var items = BoundItems<Item>()

        init(selection: Binding<Int>) { self.selection = selection }

        /// The user settled on `index`: written once, only when it differs.
        func userPicked(_ index: Int) {
            selection.writeSettled(index, target: index)
        }
    }
}
#endif
