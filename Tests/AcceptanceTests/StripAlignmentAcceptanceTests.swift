import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// Tabs that fit a strip that does not loop, placed by `alignment`.
final class StripAlignmentAcceptanceTests: XCTestCase {
    @MainActor
    private static func show(_ device: SimulatedDevice, _ alignment: TabStripAlignment) -> InfiniteTabStripView {
        let strip = InfiniteTabStripView()
        strip.titles = ["One", "Two", "Three"]
        strip.loops = false
        strip.alignment = alignment
        device.show(view: strip, height: 44)
        device.settle()
        return strip
    }

    func testCenteredTabsLeaveTheSameRoomAtBothEnds() throws {
        try onDevice { device in
            _ = Self.show(device, .leading)
            let leadingOne = try XCTUnwrap(device.label("One"))
            let strip = Self.show(device, .centered)
            let one = try XCTUnwrap(device.label("One")), three = try XCTUnwrap(device.label("Three"))
            XCTAssertGreaterThan(one.minX, leadingOne.minX + 50, "moved in from the leading edge")
            XCTAssertEqual(one.minX - 0, 390 - three.maxX, accuracy: 1, "the same room before and after")
            XCTAssertEqual(device.labels("One").count, 1, "one copy: it does not loop")
            device.tap(label: "Three")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 2, "taps still reach the moved tabs")
            XCTAssertEqual(try XCTUnwrap(device.label("One")).minX, one.minX, accuracy: 0.5, "nothing scrolls")
        }
    }

    func testJustifiedTabsFillTheStrip() throws {
        try onDevice { device in
            _ = Self.show(device, .justified)
            let one = try XCTUnwrap(device.label("One")), two = try XCTUnwrap(device.label("Two"))
            let three = try XCTUnwrap(device.label("Three"))
            // Three equal shares of the room: the titles' centres sit about a
            // third of the strip apart, the first and last near the edges.
            XCTAssertGreaterThan(two.midX - one.midX, 100)
            XCTAssertGreaterThan(three.midX - two.midX, 100)
            XCTAssertEqual(two.midX, 195, accuracy: 20, "the middle tab near the middle")
        }
    }
}
