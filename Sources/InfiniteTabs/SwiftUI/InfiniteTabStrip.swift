#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The looping tab strip (``InfiniteTabView``) in SwiftUI, bound to a selected
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
/// Changing `titles` reloads the strip on the bound index. Without titles the
/// strip is empty. Give it a height with `.frame(height:)`.
@available(iOS 13.0, *)
public struct InfiniteTabStrip: UIViewRepresentable {
    @Binding private var selection: Int
    private let titles: [String]
    private var indicatorStyle = InfiniteTabIndicatorStyle()
    private var appearance = InfiniteTabAppearance()
    private var isLooping = true
    private var widthMode: TabWidthMode = .fitting
    private var spacing: CGFloat = 0

    /// Creates a strip with one text tab per title, bound to `selection`.
    public init(selection: Binding<Int>, titles: [String]) {
        _selection = selection
        self.titles = titles
    }

    /// The indicator's colour (nil, the default, uses the tint colour).
    public func indicatorColor(_ color: UIColor?) -> Self {
        with(\.indicatorStyle.color, color)
    }

    /// How the indicator looks: colour, height, corner radius and insets
    /// (default ``InfiniteTabIndicatorStyle/init()``; bad values are handled
    /// as that type documents). Replaces an earlier ``indicatorColor(_:)``.
    public func indicatorStyle(_ style: InfiniteTabIndicatorStyle) -> Self {
        with(\.indicatorStyle, style)
    }

    /// How the built-in tabs look: fonts, colours, padding (default
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
    public func makeUIView(context: Context) -> InfiniteTabView {
        let strip = InfiniteTabView()
        let coordinator = context.coordinator
        strip.onSelect = { [weak coordinator, weak strip] index, _ in
            coordinator?.userTapped(index, selected: strip?.selectedIndex ?? index)
        }
        return strip
    }

    /// Brings the strip up to date: the options that changed, then the
    /// titles (a reload when they changed, decided by ``BoundItems`` without
    /// scanning them when the same array comes again), then the selection (when it
    /// differs, without notifying, so nothing is written back).
    public func updateUIView(_ strip: InfiniteTabView, context: Context) {
        context.coordinator.selection = $selection
        SettingWrite.write(indicatorStyle, to: \.indicatorStyle, of: strip)
        SettingWrite.write(appearance, to: \.appearance, of: strip)
        SettingWrite.write(isLooping, to: \.isLooping, of: strip)
        SettingWrite.write(widthMode, to: \.widthMode, of: strip)
        SettingWrite.write(spacing, to: \.spacing, of: strip)
        let step = SelectionBinding.update(bound: selection, target: strip.selectedIndex, count: strip.items.count,
                                           itemsChanged: context.coordinator.titles.update(to: titles),
                                           animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
        switch step {
        case .keep:
            break
        case .select(let index, let animated):
            strip.setSelectedIndex(index, animated: animated)
        case .reload(let index):
            strip.titles = titles
            strip.setSelectedIndex(index, animated: false) // ignored out of range
        }
    }

    /// Writes the user's taps to the binding.
    @MainActor
    public final class Coordinator {
        var selection: Binding<Int>
        /// The titles the strip was last given.
        var titles = BoundItems<String>()

        init(selection: Binding<Int>) { self.selection = selection }

        /// The user tapped `index`, and the strip now shows `selected`:
        /// written once, only when it differs from the binding.
        func userTapped(_ index: Int, selected: Int) {
            selection.writeSettled(index, target: selected)
        }
    }
}
#endif
