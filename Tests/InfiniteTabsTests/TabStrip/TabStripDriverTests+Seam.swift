import XCTest
import InfiniteTabsCore
import TestSupport

// The strip driver across the seam: progress from the last tab to the first, and a move several tabs long (the
// default strip of ``TabStripDriverTests``).
extension TabStripDriverTests {
    func testProgressFromTheLastTabCrossesTheSeamForwardAndLandsOnTheNextCopy() { onMain {
        let (driver, _, recorder) = Self.make()
        driver.setSelectedIndex(2, animated: false)
        XCTAssertEqual(driver.anchorCell, 5)
        recorder.commands = []
        driver.update(progress: 0.5, from: 2, to: 0)
        XCTAssertEqual(recorder.commands, [
            .setOffset(390, animated: false),
            .placeIndicator(StripFrame(x: 460, width: 60), animated: false),
        ])
        XCTAssertEqual(driver.selectedIndex, 2, "progress does not change the selection")
        recorder.commands = []
        driver.apply(.idle(index: 0), animated: true)
        XCTAssertEqual(recorder.commands, [
            .recentered(by: -250), // the view moves back a period (390 → 140), then forward 35 pt
            .setOffset(175, animated: true),
            .placeIndicator(StripFrame(x: 250, width: 50), animated: true),
            .select(0),
        ])
    } }

    func testIndicatorMovesMonotonicallyForwardAcrossTheSeam() { onMain {
        let (driver, host, _) = Self.make()
        driver.setSelectedIndex(2, animated: false)
        var last = -CGFloat.infinity
        for step in 0...20 {
            driver.update(progress: CGFloat(step) / 20, from: 2, to: 0)
            // In content coordinates at a fixed band, the indicator's position
            // relative to its source cell only grows.
            let x = driver.indicatorFrame.x - driver.strip.frame(ofCell: driver.anchorCell).x
            XCTAssertGreaterThanOrEqual(x, last)
            last = x
            XCTAssert(host.offsetAlongAxis >= 150 && host.offsetAlongAxis < 400)
        }
        XCTAssertEqual(last, 80)
    } }

    func testTransitionStateWithSeveralStepsTargetsTheCellThatFarAlong() { onMain {
        let (driver, _, recorder) = Self.make()
        recorder.commands = []
        driver.apply(.transitioning(PagingMove(from: 0, to: 2, steps: 2, progress: 1)), animated: false)
        XCTAssertEqual(recorder.commands, [
            .setOffset(355, animated: false),
            .placeIndicator(StripFrame(x: 420, width: 70), animated: false),
            .select(2), // a transition selects its target when it starts (issue 29 finding 3)
        ])
    } }
}
