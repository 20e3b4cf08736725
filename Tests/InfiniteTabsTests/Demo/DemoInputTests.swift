import XCTest
import InfiniteTabsDemoKit

final class DemoInputTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) -> [DemoCommand] {
        var parser = DemoInputParser()
        return parser.feed(bytes) + parser.flush()
    }

    func testArrowEscapeSequencesSwipe() {
        XCTAssertEqual(parse([0x1B, 0x5B, 0x43]), [.swipe(.forward)])          // ESC [ C, right
        XCTAssertEqual(parse([0x1B, 0x5B, 0x44]), [.swipe(.reverse)])          // ESC [ D, left
        XCTAssertEqual(parse([0x1B, 0x4F, 0x43]), [.swipe(.forward)])          // ESC O C, application mode
        XCTAssertEqual(parse([0x1B, 0x4F, 0x44]), [.swipe(.reverse)])          // ESC O D
        XCTAssertEqual(parse(Array("\u{1B}[1;5C".utf8)), [.swipe(.forward)])   // Ctrl-right, with parameters
    }

    func testDigitsTapTabsCountingFromOne() {
        XCTAssertEqual(parse(Array("1".utf8)), [.tapTab(0)])
        XCTAssertEqual(parse(Array("7".utf8)), [.tapTab(6)])
        XCTAssertEqual(parse(Array("9".utf8)), [.tapTab(8)])
        XCTAssertEqual(parse(Array("0".utf8)), [.unknown([0x30])])
    }

    func testSpaceAdvancesThePickerAndQQuits() {
        XCTAssertEqual(parse([0x20]), [.advancePicker])
        XCTAssertEqual(parse(Array("q".utf8)), [.quit])
        XCTAssertEqual(parse(Array("Q".utf8)), [.quit])
        XCTAssertEqual(parse([0x03]), [.quit])   // Ctrl-C reaching the demo as a byte
        XCTAssertEqual(parse([0x04]), [.quit])   // Ctrl-D
    }

    func testUnknownBytesAndSequencesAreReportedNotDropped() {
        XCTAssertEqual(parse(Array("x".utf8)), [.unknown([0x78])])
        XCTAssertEqual(parse([0x1B, 0x5B, 0x41]), [.unknown([0x1B, 0x5B, 0x41])])   // up arrow
        XCTAssertEqual(parse([0x1B, 0x78]), [.unknown([0x1B, 0x78])])               // Alt-x
        XCTAssertEqual(parse([0x1B, 0x5B, 0x01]), [.unknown([0x1B, 0x5B]), .unknown([0x01])])
        XCTAssertEqual(parse([0xC3, 0xA9]), [.unknown([0xC3]), .unknown([0xA9])])   // "é" in UTF-8
    }

    func testASequenceSplitOverReadsIsKeptUntilComplete() {
        var parser = DemoInputParser()
        XCTAssertEqual(parser.feed([0x1B]), [])
        XCTAssertTrue(parser.hasPending)
        XCTAssertEqual(parser.feed([0x5B]), [])
        XCTAssertEqual(parser.feed([0x44, 0x31]), [.swipe(.reverse), .tapTab(0)])
        XCTAssertFalse(parser.hasPending)
        XCTAssertEqual(parser.flush(), [])
    }

    func testALoneEscapeIsFlushedAsUnknownAndDoesNotSwallowTheNextKey() {
        var parser = DemoInputParser()
        XCTAssertEqual(parser.feed([0x1B]), [])
        XCTAssertEqual(parser.flush(), [.unknown([0x1B])])
        XCTAssertEqual(parser.feed([0x1B, 0x1B, 0x5B, 0x43]), [.unknown([0x1B]), .swipe(.forward)])
    }

    func testAMixedStreamParsesInOrder() {
        XCTAssertEqual(parse(Array("1 \u{1B}[C\u{1B}[Dq".utf8)),
                       [.tapTab(0), .advancePicker, .swipe(.forward), .swipe(.reverse), .quit])
    }
}
