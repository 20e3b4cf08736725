import XCTest
import InfiniteTabsCore

/// Where a badge sits in its tab (`TabBadgePlacement`), issue 29 finding 4.
final class TabBadgePlacementTests: XCTestCase {
    private func place(_ badge: CGSize, _ content: CGRect, _ tab: CGSize, rtl: Bool = false) -> CGRect {
        TabBadgePlacement.frame(badgeWidth: badge.width, badgeHeight: badge.height, contentLeft: content.minX,
                                contentRight: content.maxX, contentTop: content.minY, tabWidth: tab.width,
                                tabHeight: tab.height, isRightToLeft: rtl)
    }

    private let content = CGRect(x: 16, y: 13, width: 60, height: 18) // a title in a 92 x 44 tab

    func testASmallBadgeSitsOnTheContentsTopTrailingCorner() {
        XCTAssertEqual(place(CGSize(width: 16, height: 16), content, CGSize(width: 92, height: 44)),
                       CGRect(x: 72, y: 5, width: 16, height: 16))
        XCTAssertEqual(place(CGSize(width: 16, height: 16), content, CGSize(width: 92, height: 44), rtl: true),
                       CGRect(x: 4, y: 5, width: 16, height: 16), "mirrored: over the content's left edge")
    }

    func testABadgeGrownWithTheTextStaysInsideItsTab() {
        // AX5: a 43 pt badge over a 56 pt title in an 82 pt strip.
        let title = CGRect(x: 16, y: 13, width: 94, height: 56), tab = CGSize(width: 126, height: 82)
        for rtl in [false, true] {
            let f = place(CGSize(width: 43, height: 43), title, tab, rtl: rtl)
            XCTAssertTrue(CGRect(origin: .zero, size: tab).contains(f), "\(f), rtl \(rtl)")
            XCTAssertEqual(f.minY, 0, "as high as the tab lets it")
            XCTAssertEqual(rtl ? f.minX : f.maxX, rtl ? 0 : 126, "at the trailing edge")
        }
    }

    func testABadgeLargerThanItsTabSitsAtTheLeadingTopCornerAndBadInputIsFinite() {
        XCTAssertEqual(place(CGSize(width: 200, height: 90), content, CGSize(width: 92, height: 44)).origin, .zero)
        XCTAssertEqual(place(CGSize(width: 200, height: 90), content, CGSize(width: 92, height: 44), rtl: true).maxX, 92)
        for bad in [CGFloat.nan, .infinity, -.infinity, -5, .greatestFiniteMagnitude] {
            let f = TabBadgePlacement.frame(badgeWidth: bad, badgeHeight: bad, contentLeft: bad, contentRight: bad, contentTop: bad,
                                            tabWidth: bad, tabHeight: 44, isRightToLeft: false)
            XCTAssertTrue(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(bad): \(f)")
        }
    }
}

/// What the large content viewer shows for a tab (`TabLargeContent`).
final class TabLargeContentTests: XCTestCase {
    func testTheTitleThenTheBadgesText() {
        XCTAssertEqual(TabLargeContent.title("Inbox", badge: .label("3")), "Inbox 3")
        XCTAssertEqual(TabLargeContent.title("Inbox", badge: .dot), "Inbox")
        XCTAssertEqual(TabLargeContent.title("Inbox", badge: .hidden), "Inbox")
        XCTAssertEqual(TabLargeContent.title(nil, badge: .label("99+")), "99+")
        XCTAssertNil(TabLargeContent.title(nil, badge: .dot))
        XCTAssertNil(TabLargeContent.title("", badge: .hidden))
    }
}

/// The Button Shapes underline (`ButtonShapeUnderline`).
final class ButtonShapeUnderlineTests: XCTestCase {
    func testUnderTheContentAndInsideTheTab() {
        XCTAssertEqual(ButtonShapeUnderline.frame(contentLeft: 16, contentWidth: 60, contentBottom: 31, tabHeight: 44),
                       CGRect(x: 16, y: 33, width: 60, height: 1))
        XCTAssertEqual(ButtonShapeUnderline.frame(contentLeft: 16, contentWidth: 60, contentBottom: 44, tabHeight: 44).maxY, 44)
        let bad = ButtonShapeUnderline.frame(contentLeft: .nan, contentWidth: .infinity, contentBottom: .nan, tabHeight: .nan)
        XCTAssertTrue(bad.minX.isFinite && bad.minY.isFinite && bad.width.isFinite && bad.height.isFinite, "\(bad)")
    }

    /// At the accessibility sizes a tab widens so its badge sits beside the title; never at the standard sizes; bad input gives 0.
    func testATabWidensForItsBadgeOnlyAtTheAccessibilitySizes() {
        XCTAssertEqual(TabBadgePlacement.tabWidening(badgeWidth: 58, sideInset: 16, atAccessibilitySize: true), 84)
        XCTAssertEqual(TabBadgePlacement.tabWidening(badgeWidth: 58, sideInset: 16, atAccessibilitySize: false), 0)
        XCTAssertEqual(TabBadgePlacement.tabWidening(badgeWidth: 10, sideInset: 16, atAccessibilitySize: true), 0, "fits in the padding")
        XCTAssertEqual(TabBadgePlacement.overlap(atAccessibilitySize: true), 0)
        XCTAssertEqual(TabBadgePlacement.overlap(atAccessibilitySize: false), TabBadgePlacement.overlap)
        for bad in [CGFloat.nan, .infinity, -.infinity, -5] {
            XCTAssertEqual(TabBadgePlacement.tabWidening(badgeWidth: bad, sideInset: 16, atAccessibilitySize: true), 0)
            XCTAssertEqual(TabBadgePlacement.tabWidening(badgeWidth: 30, sideInset: bad, atAccessibilitySize: true), 60)
        }
        let frame = TabBadgePlacement.frame(badgeWidth: 20, badgeHeight: 20, contentLeft: 10, contentRight: 50, contentTop: 10,
                                            tabWidth: 100, tabHeight: 40, isRightToLeft: false, overlap: .nan)
        XCTAssertEqual(frame.minX, 50, "a NaN overlap counts as 0")
    }
}
