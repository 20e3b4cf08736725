import XCTest
import InfiniteTabsCore
import TestSupport

// The strip driver's edges: indices out of range, no tabs, a new layout, a finite strip, right to left, following a
// paging scroll view, and the VoiceOver frames (the default strip of ``TabStripDriverTests``).
extension TabStripDriverTests {
    func testOutOfRangeIndicesAreIgnored() { onMain {
        let (driver, _, recorder) = Self.make()
        recorder.commands = []
        driver.setSelectedIndex(3, animated: true)
        driver.setSelectedIndex(-1, animated: false)
        driver.update(progress: 0.5, from: 0, to: 7)
        driver.apply(.dragging(PagingMove(from: -2, to: 0, steps: 1, progress: 0.2)), animated: false)
        driver.tapItem(9)
        XCTAssertEqual(recorder.commands, [])
        XCTAssertEqual(driver.selectedIndex, 0)
    } }

    func testEmptyStripHasAZeroIndicatorAndIgnoresEverything() { onMain {
        let (driver, host, recorder) = Self.make(widths: [])
        XCTAssertEqual(recorder.commands, [
            .reloadLayout(LoopingTabLayout(itemWidths: [], spacing: 10, viewportWidth: 200)),
            .setOffset(0, animated: false),
            .placeIndicator(StripFrame(x: 0, width: 0), animated: false),
            .select(0),
        ])
        recorder.commands = []
        driver.tap(cell: 0)
        driver.setSelectedIndex(0, animated: true)
        host.drag(by: 500)
        XCTAssertEqual(recorder.commands, [])
    } }

    func testReconfigureKeepsTheSelectionClampedAndRecenters() { onMain {
        let (driver, host, recorder) = Self.make()
        driver.setSelectedIndex(2, animated: false)
        recorder.commands = []
        // A rotation: wider viewport, same items.
        host.viewportLength = 400
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 400, isLooping: true, direction: .leftToRight)
        let strip = LoopingTabLayout(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 400)
        XCTAssertEqual(strip.copyCount, 5)
        XCTAssertEqual(recorder.commands.first, .reloadLayout(strip))
        XCTAssertEqual(recorder.commands.last, .select(2))
        XCTAssertEqual(driver.strip.item(atCell: driver.anchorCell), 2)
        XCTAssertEqual(driver.indicatorFrame.midX - host.offsetAlongAxis, 200, accuracy: 1e-9, "centred")
        // Fewer items: the index is clamped.
        driver.configure(itemWidths: [80, 80], spacing: 0, viewportWidth: 400, isLooping: true, direction: .leftToRight)
        XCTAssertEqual(driver.selectedIndex, 1)
    } }

    func testFiniteStripNeverRecentersAndTapsGoByIndex() { onMain {
        let (driver, host, recorder) = Self.make(looping: false)
        XCTAssertEqual(recorder.commands.dropFirst().first, .setOffset(0, animated: false), "item 0 clamps to the start")
        recorder.commands = []
        host.drag(by: -40) // a bounce beyond the start
        XCTAssertEqual(host.offsetAlongAxis, -40)
        XCTAssertEqual(recorder.commands, [])
        driver.tap(cell: 2)
        XCTAssertEqual(recorder.commands, [
            .setOffset(40, animated: true), // 205 − 100 = 105 clamps to max 240 − 200
            .placeIndicator(StripFrame(x: 170, width: 70), animated: true),
            .select(2),
            .notifyTap(index: 2, direction: .forward),
        ])
        recorder.commands = []
        driver.update(progress: 0.5, from: 2, to: 0)
        XCTAssertEqual(recorder.commands.last, .placeIndicator(StripFrame(x: 85, width: 60), animated: false),
                       "a finite strip goes back along the strip")
    } }

    func testRightToLeftMirrorsOffsetsAndFrames() { onMain {
        let (driver, host, recorder) = Self.make(direction: .rightToLeft)
        // Layout offset 175 → visual 750 − 200 − 175 = 375; cell 3 (250, 50) → 750 − 300 = 450.
        XCTAssertEqual(Array(recorder.commands.dropFirst()), [
            .setOffset(375, animated: false),
            .placeIndicator(StripFrame(x: 450, width: 50), animated: false),
            .select(0),
        ])
        recorder.commands = []
        driver.tap(cell: 4) // item 1 lies to the visual left: forward in right to left
        XCTAssertEqual(recorder.commands.last, .notifyTap(index: 1, direction: .forward))
        XCTAssertEqual(recorder.commands.first, .setOffset(750 - 200 - 260, animated: true))
        recorder.commands = []
        host.drag(by: -300) // visual 290 − 300 = −10 → layout 560: past the band
        // Layout 310: the tapped copy (cell 4 → cell 1 after the recentring) is
        // off screen; the indicator goes to cell 4 again (layout 310, visual 340).
        XCTAssertEqual(recorder.commands, [.recentered(by: 250), .placeIndicator(StripFrame(x: 340, width: 100), animated: false)])
    } }

    func testFollowingAPagingScrollViewMovesTheIndicatorAndSelectsAtRest() { onMain {
        let (driver, _, recorder) = Self.make()
        recorder.commands = []
        driver.follow(offset: 150, pageWidth: 100, contentWidth: 900) // page 1.5 of 9: item 1 → 2
        XCTAssertEqual(driver.state, .dragging(PagingMove(from: 1, to: 2, steps: 1, progress: 0.5)))
        XCTAssertEqual(driver.selectedIndex, 0)
        driver.follow(offset: 500, pageWidth: 100, contentWidth: 900) // page 5 → item 2
        XCTAssertEqual(driver.state, .idle(index: 2))
        XCTAssertEqual(driver.selectedIndex, 2)
        XCTAssertEqual(recorder.commands.last, .select(2))
        XCTAssertFalse(recorder.commands.contains { if case .notifyTap = $0 { return true } else { return false } })
    } }

    func testAccessibilityFramesAreTheNearestCopyInViewportCoordinates() { onMain {
        let (driver, _, _) = Self.make()
        XCTAssertEqual(driver.accessibilityFrame(ofItem: 0), StripFrame(x: 75, width: 50))
        XCTAssertEqual(driver.accessibilityFrame(ofItem: 1), StripFrame(x: 135, width: 100))
        XCTAssertEqual(driver.accessibilityFrame(ofItem: 2), StripFrame(x: -5, width: 70))
        XCTAssertEqual(driver.accessibilityFrame(ofItem: 3), StripFrame(x: 0, width: 0))
    } }
}
