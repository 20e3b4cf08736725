import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// The shown label with this text nearest the middle of the screen, found
/// in the view tree as an app's UI test would.
@MainActor
private func titleLabel(_ text: String, in view: UIView) -> UILabel? {
    if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
    for sub in view.subviews where !sub.isHidden { if let found = titleLabel(text, in: sub) { return found } }
    return nil
}

/// The strip's look when its tabs fit (issue 31 point 3): an indicator as
/// wide as the title, the selected title's font, a material bar and a
/// separator.
final class StripBarLookAcceptanceTests: XCTestCase {
    @MainActor
    private static func show(_ device: SimulatedDevice, titles: [String],
                             configure: (InfiniteTabStripView) -> Void = { _ in }) -> InfiniteTabStripView {
        let strip = InfiniteTabStripView()
        strip.titles = titles
        strip.loops = false
        strip.alignment = .centered
        configure(strip)
        device.show(view: strip, height: 44)
        device.settle()
        return strip
    }

    @MainActor
    private static func indicator(_ strip: InfiniteTabStripView) -> CGRect {
        strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
    }

    func testATitleWideIndicatorSitsUnderTheTitleAndFollowsASwipeBetweenTitles() throws {
        try onDevice { device in
            let strip = Self.show(device, titles: ["One", "Eleven", "Two"]) { $0.indicatorStyle.width = .title }
            let one = try XCTUnwrap(device.label("One")), eleven = try XCTUnwrap(device.label("Eleven"))
            XCTAssertLessThan(one.width + 20, eleven.width, "titles of different widths")
            var bar = Self.indicator(strip)
            XCTAssertEqual(bar.width, one.width, accuracy: 0.5, "as wide as the title at rest")
            XCTAssertEqual(bar.midX, one.midX, accuracy: 0.5, "centred under it")
            strip.update(progress: 0.5, from: 0, to: 1)
            bar = Self.indicator(strip)
            XCTAssertEqual(bar.width, (one.width + eleven.width) / 2, accuracy: 0.5, "half way between the two titles' widths")
            XCTAssertEqual(bar.midX, (one.midX + eleven.midX) / 2, accuracy: 0.5)
            device.tap(label: "Eleven")
            XCTAssertTrue(device.settle())
            bar = Self.indicator(strip)
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertEqual(bar.width, eleven.width, accuracy: 0.5, "the tapped tab's title width")
            XCTAssertEqual(bar.midX, eleven.midX, accuracy: 0.5)
            strip.indicatorStyle.width = .fixed(12)
            device.settle()
            XCTAssertEqual(Self.indicator(strip).width, 12, accuracy: 0.01, "a fixed width")
            XCTAssertEqual(Self.indicator(strip).midX, eleven.midX, accuracy: 0.5)
        }
    }

    func testTheSelectedTitleTakesTheSelectedFontSwitchingHalfWayWithoutMovingATab() throws {
        try onDevice { device in
            let strip = Self.show(device, titles: ["One", "Two", "Three"]) { strip in
                var look = InfiniteTabAppearance()
                look.selectedFont = .systemFont(ofSize: 20, weight: .bold)
                strip.appearance = look
                strip.alignment = .leading
            }
            @MainActor func font(_ title: String) throws -> UIFont {
                let font = titleLabel(title, in: device.window)?.font
                return try XCTUnwrap(font, title)
            }
            XCTAssertEqual(try font("One"), .systemFont(ofSize: 20, weight: .bold))
            XCTAssertEqual(try font("Two").pointSize, 15, "the others keep the title font")
            // Tabs measured with the wider font: 3 characters of 10 points
            // plus 16 on each side, whichever tab is selected.
            let one = try XCTUnwrap(device.label("One")), two = try XCTUnwrap(device.label("Two"))
            XCTAssertEqual(two.midX - one.midX, 62, accuracy: 0.5)
            let threeBefore = try XCTUnwrap(device.label("Three")).midX
            strip.update(progress: 0.4, from: 0, to: 1)
            XCTAssertEqual(try font("One").pointSize, 20, "before half way")
            XCTAssertEqual(try font("Two").pointSize, 15)
            strip.update(progress: 0.6, from: 0, to: 1)
            XCTAssertEqual(try font("One").pointSize, 15, "past half way")
            XCTAssertEqual(try font("Two").pointSize, 20)
            strip.select(2, animated: false)
            device.settle()
            XCTAssertEqual(try font("Three").pointSize, 20)
            let three = try XCTUnwrap(device.label("Three"))
            XCTAssertEqual(three.midX, threeBefore, accuracy: 0.01, "no tab moved")
            XCTAssertEqual(three.width, 50, accuracy: 0.01, "the whole title, unclipped")
            // Dynamic Type scales the selected font as it scales the font.
            device.setTraits(contentSizeCategory: .extraExtraLarge)
            device.settle()
            XCTAssertEqual(try font("Three").pointSize, 20 * 21 / 17, accuracy: 0.01)
            XCTAssertEqual(try font("One").pointSize, 15 * 21 / 17, accuracy: 0.01)
        }
    }

    func testAMaterialBarAndAHairlineSeparatorLeaveTheTabsWorking() throws {
        try onDevice { device in
            let strip = Self.show(device, titles: ["One", "Two", "Three"]) { strip in
                strip.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
                strip.separatorColor = .systemGray
            }
            let effect = try XCTUnwrap(strip.subviews.compactMap { $0 as? UIVisualEffectView }.first, "a visual effect view")
            XCTAssertEqual(effect.effect, UIBlurEffect(style: .systemChromeMaterial))
            XCTAssertEqual(effect.frame, strip.bounds, "behind the whole bar")
            let separator = try XCTUnwrap(strip.subviews.first { $0.backgroundColor == .systemGray }, "a separator")
            // One pixel of the simulated 3× screen, on the bottom edge.
            XCTAssertEqual(separator.frame.height, 1.0 / 3, accuracy: 1e-9)
            XCTAssertEqual(separator.frame.maxY, 44, accuracy: 1e-9)
            XCTAssertEqual(separator.frame.width, 390)
            XCTAssertEqual(strip.subviews.firstIndex(of: effect), 0, "the effect is behind the tabs")
            device.tap(label: "Two")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 1, "taps still reach the tabs")
            strip.backgroundEffect = nil
            strip.separatorColor = nil
            XCTAssertTrue(strip.subviews.allSatisfy { !($0 is UIVisualEffectView) && $0.backgroundColor != .systemGray }, "nil removes them")
        }
    }
}
