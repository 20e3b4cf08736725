#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 31: SwiftUI's `.font`, `.foregroundStyle` and `.tint` on a wrapper
/// style the built-in titles (the bridges decide), and this package's
/// explicit modifiers win over them.
final class BridgeStyleTests: XCTestCase {
    private static let largeText = UITraitCollection(preferredContentSizeCategory: .large)
    private static let pink = UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)
    private static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    private static func rgb(_ color: UIColor?) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    private static func styled(tint: UIColor? = pink, foreground: UIColor? = gray) -> InfiniteControlSettings {
        var settings = InfiniteControlSettings()
        settings.tint = tint
        settings.foreground = foreground
        return settings
    }

    @MainActor
    private static func strip(_ state: FakeState) -> (SimulatedDevice, TabStripBridge<String>) {
        let device = SimulatedDevice(width: 320, height: 600)
        let bridge = TabStripBridge<String>(makeTabs: { CustomTabContent(make: $0) { _, _ in } }, scheduleFlush: state.scheduleFlush)
        device.show(view: bridge.strip, height: 44)
        return (device, bridge)
    }

    /// The colours of every label showing `text` under `view` (a looping
    /// strip shows a tab more than once).
    @MainActor
    private static func colours(of text: String, in view: UIView) -> [UIColor?] {
        var found: [UIColor?] = []
        if let label = view as? UILabel, label.text == text { found.append(label.textColor) }
        for subview in view.subviews { found += colours(of: text, in: subview) }
        return found
    }

    /// `.font(.title3).foregroundStyle(.gray).tint(.pink)` on the strip: the
    /// titles take the text style and colours, the indicator the tint, and
    /// the selected title shows in the tint on screen.
    func testTheStripTakesSwiftUIFontForegroundAndTint() { onMain {
        let state = FakeState(1)
        let (device, bridge) = Self.strip(state)
        let items = ["A", "B", "C", "D"].map { InfiniteTabItem(title: $0) }
        bridge.update(.init(bound: 1, items: items, settings: Self.styled(), textStyle: .title3), selection: state.sink)
        device.settle()
        let appearance = bridge.strip.appearance
        XCTAssertEqual(appearance.textStyle, .title3)
        XCTAssertEqual(appearance.font, UIFont.preferredFont(forTextStyle: .title3, compatibleWith: Self.largeText))
        XCTAssertEqual(appearance.textColor, Self.gray)
        XCTAssertEqual(appearance.selectedTextColor, Self.pink)
        XCTAssertEqual(bridge.strip.indicatorStyle.color, Self.pink)
        let selected = Self.colours(of: "B", in: bridge.strip), other = Self.colours(of: "C", in: bridge.strip)
        XCTAssertTrue(selected.map(Self.rgb).contains(Self.rgb(Self.pink)), "the selected title on screen: \(selected.map(Self.rgb))")
        XCTAssertFalse(other.isEmpty)
        XCTAssertEqual(Set(other.map(Self.rgb)), [Self.rgb(Self.gray)], "the other titles on screen")
        // Back to no styling: the defaults again.
        bridge.update(.init(bound: 1, items: items), selection: state.sink)
        XCTAssertEqual(bridge.strip.appearance, InfiniteTabAppearance())
        XCTAssertNil(bridge.strip.indicatorStyle.color)
    } }

    /// The package's own modifiers win over SwiftUI's styling, in any order.
    func testExplicitModifiersWinOverSwiftUIStyling() { onMain {
        let state = FakeState(0)
        let (_, bridge) = Self.strip(state)
        let items = ["A", "B", "C"].map { InfiniteTabItem(title: $0) }
        var explicit = InfiniteTabAppearance()
        explicit.font = .systemFont(ofSize: 21)
        explicit.textStyle = nil
        var settings = Self.styled()
        settings.setTabAppearance(explicit)
        bridge.update(.init(bound: 0, items: items, settings: settings, textStyle: .title3), selection: state.sink)
        XCTAssertEqual(bridge.strip.appearance, explicit, "`.tabAppearance` wins over `.font`, `.foregroundStyle`, `.tint`")
        settings = Self.styled()
        settings.setTabTitleColors(.red, selected: .blue)
        settings.indicatorColor = .green
        bridge.update(.init(bound: 0, items: items, settings: settings, textStyle: .title3), selection: state.sink)
        XCTAssertEqual(bridge.strip.appearance.textColor, .red, "`.tabTitleColor` wins over `.foregroundStyle`")
        XCTAssertEqual(bridge.strip.appearance.selectedTextColor, .blue, "`.tabTitleColor` wins over `.tint`")
        XCTAssertEqual(bridge.strip.appearance.textStyle, .title3, "`.font` still styles the titles")
        XCTAssertEqual(bridge.strip.indicatorStyle.color, .green, "`.indicatorColor` wins over `.tint`")
    } }

    /// The container: SwiftUI's styling reaches its strip, and an appearance
    /// passed in `options` wins over it.
    func testTheContainerTakesSwiftUIStylingUnlessItsOptionsSetALook() { onMain {
        let state = FakeState(0)
        let items = ["A", "B", "C"].map { InfiniteTabItem(title: $0) }
        let input = TabsBridge<LabelPage, String>.Input(bound: 0, items: items, content: { "page \($0)" },
                                                        settings: Self.styled(), textStyle: .headline)
        let bridge = TabsBridge<LabelPage, String>(input, makeHost: { LabelPage() },
                                                   makeTabs: { CustomTabContent(make: $0) { _, _ in } },
                                                   scheduleFlush: state.scheduleFlush)
        bridge.update(input, selection: state.sink)
        XCTAssertEqual(bridge.controller.tabStrip.appearance.textStyle, .headline)
        XCTAssertEqual(bridge.controller.tabStrip.appearance.textColor, Self.gray)
        XCTAssertEqual(bridge.controller.tabStrip.appearance.selectedTextColor, Self.pink)
        var options = InfiniteTabsOptions()
        options.tabAppearance.selectedTextColor = .orange
        bridge.update(.init(bound: 0, items: items, options: options, content: { "page \($0)" }, settings: Self.styled(),
                            textStyle: .headline), selection: state.sink)
        XCTAssertEqual(bridge.controller.tabStrip.appearance, options.tabAppearance, "the options' own look wins")
    } }

    /// The picker: its built-in options take the text style and colours.
    func testThePickerTakesSwiftUIFontForegroundAndTint() { onMain {
        let state = FakeState(0)
        let bridge = PickerBridge<String, LabelHost>(hosts: PageHosts { LabelHost() }, scheduleFlush: state.scheduleFlush)
        bridge.update(.init(bound: 0, items: ["S", "M", "L"], settings: Self.styled(), textStyle: .title3), selection: state.sink)
        let appearance = bridge.picker.appearance
        XCTAssertEqual(appearance.textColor, Self.gray)
        XCTAssertEqual(appearance.selectedTextColor, Self.pink)
        XCTAssertEqual(appearance.font?.pointSize, UIFont.preferredFont(forTextStyle: .title3, compatibleWith: Self.largeText).pointSize)
        bridge.update(.init(bound: 0, items: ["S", "M", "L"], settings: Self.styled(tint: nil)), selection: state.sink)
        XCTAssertEqual(bridge.picker.appearance.selectedTextColor, Self.gray, "without a tint the centred option is in the foreground colour")
        XCTAssertNil(bridge.picker.appearance.font, "no `.font`: the default body style")
        bridge.update(.init(bound: 0, items: ["S", "M", "L"]), selection: state.sink)
        XCTAssertEqual(bridge.picker.appearance, InfinitePickerAppearance())
    } }
}
#endif
