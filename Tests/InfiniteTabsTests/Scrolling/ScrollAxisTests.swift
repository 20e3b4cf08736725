import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// One geometry along either axis; right to left mirrors only horizontal.
final class ScrollAxisTests: XCTestCase {
    func testAlongAndAcrossPickTheRightComponents() {
        let p = CGPoint(x: 3, y: 7), s = CGSize(width: 30, height: 70)
        XCTAssertEqual(ScrollAxis.horizontal.along(p), 3)
        XCTAssertEqual(ScrollAxis.vertical.along(p), 7)
        XCTAssertEqual(ScrollAxis.horizontal.along(s), 30)
        XCTAssertEqual(ScrollAxis.vertical.along(s), 70)
        XCTAssertEqual(ScrollAxis.vertical.across(s), 30)
        XCTAssertEqual(ScrollAxis.vertical.point(along: 1, across: 2), CGPoint(x: 2, y: 1))
        XCTAssertEqual(ScrollAxis.vertical.size(along: 1, across: 2), CGSize(width: 2, height: 1))
        XCTAssertEqual(ScrollAxis.vertical.replacing(p, along: 9), CGPoint(x: 3, y: 9))
        XCTAssertEqual(ScrollAxis.horizontal.replacing(p, along: 9), CGPoint(x: 9, y: 7))
    }

    func testVerticalIgnoresRightToLeft() {
        XCTAssertEqual(ScrollAxis.vertical.layoutDirection(.rightToLeft), .leftToRight)
        XCTAssertEqual(ScrollAxis.horizontal.layoutDirection(.rightToLeft), .rightToLeft)
    }

    func testVerticalPagesTurnOnUpAndDownOnly() {
        for layout in [LayoutDirection.leftToRight, .rightToLeft] {
            XCTAssertEqual(PageAccessibility.pageStep(for: .up, layout: layout, axis: .vertical), 1)
            XCTAssertEqual(PageAccessibility.pageStep(for: .down, layout: layout, axis: .vertical), -1)
            XCTAssertNil(PageAccessibility.pageStep(for: .left, layout: layout, axis: .vertical))
            XCTAssertNil(PageAccessibility.pageStep(for: .right, layout: layout, axis: .vertical))
            XCTAssertEqual(PageAccessibility.pageStep(for: .next, layout: layout, axis: .vertical), 1)
            for d in AccessibilityScrollDirection.allCases {
                XCTAssertEqual(PageAccessibility.pageStep(for: d, layout: layout, axis: .horizontal),
                               PageAccessibility.pageStep(for: d, layout: layout))
            }
        }
    }

    func testTheVerticalPickerIsTheHorizontalOneTurned() {
        let strip = PickerPageLayout(itemCount: 4, pageWidth: 50)
        let view = CGSize(width: 320, height: 200)
        XCTAssertEqual(PickerPageLayout.scrollViewFrame(pageLength: 50, viewSize: view, axis: .horizontal),
                       PickerPageLayout.scrollViewFrame(pageWidth: 50, viewWidth: 320, height: 200))
        XCTAssertEqual(PickerPageLayout.scrollViewFrame(pageLength: 50, viewSize: view, axis: .vertical),
                       CGRect(x: 0, y: 75, width: 320, height: 50))
        XCTAssertEqual(PickerPageLayout.scrollViewFrame(pageLength: 900, viewSize: view, axis: .vertical),
                       CGRect(x: 0, y: 0, width: 320, height: 200), "at most the view's height")
        XCTAssertEqual(PickerPageLayout.scrollViewFrame(pageLength: .nan, viewSize: CGSize(width: -1, height: CGFloat.infinity), axis: .vertical),
                       .zero)
        XCTAssertEqual(strip.contentSize(crossLength: 320, axis: .vertical), CGSize(width: 320, height: 300))
        XCTAssertEqual(strip.frame(ofVisualPage: 2, crossLength: 320, axis: .vertical), CGRect(x: 0, y: 100, width: 320, height: 50))
        XCTAssertEqual(strip.frame(ofVisualPage: 2, crossLength: 40, axis: .horizontal), CGRect(x: 100, y: 0, width: 50, height: 40))
        XCTAssertEqual(strip.frame(ofVisualPage: 2, crossLength: -.infinity, axis: .vertical).width, 0)
    }

    /// A vertical page driver: the host gets no mirrored directions even in a
    /// right-to-left layout once the axis' layout direction is used, and
    /// VoiceOver turns pages on up/down.
    func testVerticalPagesThroughTheDriver() { onMain {
        let h = PagesHarness(count: 4, layout: ScrollAxis.vertical.layoutDirection(.rightToLeft))
        h.clear()
        XCTAssertEqual(h.driver.accessibilityScroll(.up, axis: .vertical), "Page 2 of 4")
        XCTAssertEqual(h.host.calls, [.show(index: 1, direction: .forward, animated: true)])
        h.host.finishAnimation()
        XCTAssertNil(h.driver.accessibilityScroll(.left, axis: .vertical))
        XCTAssertEqual(h.driver.accessibilityScroll(.down, axis: .vertical), "Page 1 of 4")
        h.host.finishAnimation()
        XCTAssertEqual(h.driver.selectedIndex, 0)
        XCTAssertNil(PagesHarness(count: 0).driver.accessibilityScroll(.up, axis: .vertical))
    } }
}
