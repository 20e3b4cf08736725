#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import UIKit
import TestSupport

/// The default title colours are readable: WCAG 2's contrast ratio of at
/// least 4.5:1 for text ("Contrast (Minimum)", success criterion 1.4.3) on
/// the default background, in light and in dark mode, with the colours
/// resolved as the strip resolves them (`titleStyle(in:)`).
final class TitleContrastTests: XCTestCase {
    /// WCAG 2's relative luminance of an opaque sRGB colour.
    private static func luminance(_ c: TabColor) -> CGFloat {
        func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The ratio of `text` painted over the opaque `background`.
    private static func contrast(_ text: TabColor, on background: TabColor) -> CGFloat {
        func over(_ t: CGFloat, _ b: CGFloat) -> CGFloat { t * text.alpha + b * (1 - text.alpha) }
        let shown = TabColor(red: over(text.red, background.red), green: over(text.green, background.green),
                             blue: over(text.blue, background.blue))
        let (a, b) = (luminance(shown), luminance(background))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    func testDefaultTitleColoursReachFourAndAHalfToOneInLightAndDarkMode() { onMain {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            let look = InfiniteTabAppearance().titleStyle(in: traits)
            let background = TabColor(.systemBackground, in: traits)
            XCTAssertGreaterThanOrEqual(Self.contrast(look.normalColor, on: background), 4.5, "unselected, \(style)")
            XCTAssertGreaterThanOrEqual(Self.contrast(look.selectedColor, on: background), 4.5, "selected, \(style)")
        }
    } }

    /// The measure itself: `.secondaryLabel` on white is about 3.4:1 (the
    /// review's figure), black on white 21:1.
    func testTheContrastMeasureGivesTheKnownFigures() {
        let white = TabColor(red: 1, green: 1, blue: 1)
        XCTAssertEqual(Self.contrast(TabColor(red: 0, green: 0, blue: 0), on: white), 21, accuracy: 1e-9)
        let secondary = TabColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        XCTAssertEqual(Self.contrast(secondary, on: white), 3.4, accuracy: 0.1)
    }
}
#endif
