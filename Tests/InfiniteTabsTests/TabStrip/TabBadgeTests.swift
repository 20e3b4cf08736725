import XCTest
import InfiniteTabsCore

/// What a badge shows and what VoiceOver reads.
final class TabBadgeTests: XCTestCase {
    func testCountsAreCappedAndHiddenAtZero() {
        XCTAssertEqual(TabBadge.count(7).display(), .label("7"))
        XCTAssertEqual(TabBadge.count(99).display(), .label("99"))
        XCTAssertEqual(TabBadge.count(100).display(), .label("99+"))
        XCTAssertEqual(TabBadge.count(Int.max).display(), .label("99+"))
        XCTAssertEqual(TabBadge.count(0).display(), .hidden)
        XCTAssertEqual(TabBadge.count(Int.min).display(), .hidden)
        XCTAssertEqual(TabBadge.count(12).display(cap: 9), .label("9+"))
        XCTAssertEqual(TabBadge.count(3).display(cap: 0), .label("1+"), "a cap below 1 counts as 1")
        XCTAssertEqual(TabBadge.count(1).display(cap: Int.min), .label("1"))
    }

    func testDotsTextsAndNoBadge() {
        XCTAssertEqual(TabBadge.dot.display(), .dot)
        XCTAssertEqual(TabBadge.text("New").display(), .label("New"))
        XCTAssertEqual(TabBadge.text("").display(), .hidden)
        XCTAssertEqual(TabBadge.text(" \n").display(), .hidden)
        XCTAssertEqual(Optional<TabBadge>.none.display(), .hidden)
        XCTAssertEqual(Optional(TabBadge.count(120)).display(cap: 50), .label("50+"))
    }

    func testVoiceOverReadsTheWholeCountTheTextOrTheDotText() {
        XCTAssertEqual(TabBadge.count(120).spokenText(), "120 new items")
        XCTAssertEqual(TabBadge.count(1).spokenText(), "1 new item")
        XCTAssertNil(TabBadge.count(0).spokenText())
        XCTAssertEqual(TabBadge.text("Live").spokenText(), "Live")
        XCTAssertNil(TabBadge.text("  ").spokenText())
        XCTAssertEqual(TabBadge.dot.spokenText(), "New")
        XCTAssertEqual(TabBadge.dot.spokenText(dotText: "Unread"), "Unread")
    }
}
