import XCTest
import InfiniteTabsCore

/// Where a badge sits in its tab (`TabBadgePlacement`), issue 29 finding 4.
final class TabBadgePlacementTests: XCTestCase {
    private let content = CGRect(x: 16, y: 13, width: 60, height: 18) // a title in a 92 x 44 tab

    func testASmallBadgeSitsOnTheContentsTopTrailingCorner() {
        let f = TabBadgePlacement.frame(badge: CGSize(width: 16, height: 16), content: content,
                                        tab: CGSize(width: 92, height: 44), isRightToLeft: false)
        XCTAssertEqual(f, CGRect(x: 72, y: 5, width: 16, height: 16))
        let r = TabBadgePlacement.frame(badge: CGSize(width: 16, height: 16), content: content,
                                        tab: CGSize(width: 92, height: 44), isRightToLeft: true)
        XCTAssertEqual(r, CGRect(x: 4, y: 5, width: 16, height: 16), "mirrored: over the content's left edge")
    }

    func testABadgeGrownWithTheTextStaysInsideItsTab() {
        // AX5: a 43 pt badge over a 56 pt title in an 82 pt strip.
        let title = CGRect(x: 16, y: 13, width: 94, height: 56), tab = CGSize(width: 126, height: 82)
        for rtl in [false, true] {
            let f = TabBadgePlacement.frame(badge: CGSize(width: 43, height: 43), content: title, tab: tab, isRightToLeft: rtl)
            XCTAssertTrue(CGRect(origin: .zero, size: tab).contains(f), "\(f), rtl \(rtl)")
            XCTAssertEqual(f.minY, 0, "as high as the tab lets it")
            XCTAssertEqual(rtl ? f.minX : f.maxX, rtl ? 0 : 126, "at the trailing edge")
        }
    }

    func testABadgeLargerThanItsTabSitsAtTheLeadingTopCornerAndBadInputIsFinite() {
        let big = TabBadgePlacement.frame(badge: CGSize(width: 200, height: 90), content: content,
                                          tab: CGSize(width: 92, height: 44), isRightToLeft: false)
        XCTAssertEqual(big.origin, .zero)
        let rtl = TabBadgePlacement.frame(badge: CGSize(width: 200, height: 90), content: content,
                                          tab: CGSize(width: 92, height: 44), isRightToLeft: true)
        XCTAssertEqual(rtl.maxX, 92)
        for bad in [CGFloat.nan, .infinity, -.infinity, -5, .greatestFiniteMagnitude] {
            let f = TabBadgePlacement.frame(badge: CGSize(width: bad, height: bad),
                                            content: CGRect(x: bad, y: bad, width: bad, height: bad),
                                            tab: CGSize(width: bad, height: 44), isRightToLeft: false)
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
        XCTAssertEqual(ButtonShapeUnderline.frame(content: CGRect(x: 16, y: 13, width: 60, height: 18), tab: CGSize(width: 92, height: 44)),
                       CGRect(x: 16, y: 33, width: 60, height: 1))
        XCTAssertEqual(ButtonShapeUnderline.frame(content: CGRect(x: 16, y: 0, width: 60, height: 44), tab: CGSize(width: 92, height: 44)).maxY, 44)
        let bad = ButtonShapeUnderline.frame(content: CGRect(x: CGFloat.nan, y: .nan, width: .infinity, height: 1), tab: CGSize(width: 1, height: CGFloat.nan))
        XCTAssertTrue(bad.minX.isFinite && bad.minY.isFinite && bad.width.isFinite && bad.height.isFinite, "\(bad)")
    }
}
