#if os(Linux)
import XCTest
@testable import InfiniteTabs
import UIKit
import TestSupport

/// The settings the SwiftUI modifiers write, merged as SwiftUI applies a
/// chain: the outer modifier first, then the inner one.
final class ControlSettingsTests: XCTestCase {
    /// Defect 3: `.tabAppearance(a).tabTitleColor(x, selected: y)` lost the
    /// title colours (the inner appearance replaced the whole value).
    func testTabAppearanceAndTitleColoursComposeInEitherOrder() { onMain {
        var appearance = InfiniteTabAppearance()
        appearance.selectedScale = 1.2
        let normal = UIColor.red, selected = UIColor.blue
        var titleColourOutside = InfiniteControlSettings()
        titleColourOutside.setTabTitleColors(normal, selected: selected) // outer, applied first
        titleColourOutside.setTabAppearance(appearance)
        var titleColourInside = InfiniteControlSettings()
        titleColourInside.setTabAppearance(appearance)
        titleColourInside.setTabTitleColors(normal, selected: selected)
        for settings in [titleColourOutside, titleColourInside] {
            let resolved = settings.resolvedTabAppearance
            XCTAssertEqual(resolved.textColor, normal)
            XCTAssertEqual(resolved.selectedTextColor, selected)
            XCTAssertEqual(resolved.selectedScale, 1.2)
            XCTAssertEqual(settings.applied(to: InfiniteTabsOptions()).tabAppearance, resolved, "the container reads the same")
        }
    } }
}
#endif
