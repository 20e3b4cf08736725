// Strip peer-failure scenarios, facts 20 and 22: VoiceOver sees n tabs, a hundred thousand tabs show only the cells on screen.
#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

extension StripPeerFailureScenarios {
    // MARK: - Fact 20: VoiceOver sees n tabs, never the copies

    /// The strip is one container of exactly n elements: each element's
    /// frame is one copy of its own tab, the copy on screen, so VoiceOver
    /// never meets a copy; only the selected tab reads as selected; moving
    /// the focus to a tab off screen brings it wholly into view without
    /// changing the selection.
    func testVoiceOverSeesExactlyNTabsAndFocusBringsEachIntoView() { onMain {
        let widths: [CGFloat] = [90, 120, 75, 110, 95, 130, 85]
        let s = Scene(widths: widths, spacing: 8, viewport: 320, selected: 2)
        let n = widths.count
        let strip = s.screen.strip
        XCTAssertEqual(strip.accessibilityElementCount(), n)
        XCTAssertNil(strip.accessibilityElement(at: n), "no element past the n tabs")
        for (step, item) in ([3, 6, 0, 5, 1, 4, 2, 6, 0] as [Int]).enumerated() {
            s.checker.jumpAllowed = true
            s.screen.voiceOverFocus(item: item)
            s.checker.checkFrame("focus \(item)")
            s.rest()
            guard let element = strip.accessibilityElement(at: item) as? UIAccessibilityElement else { return XCTFail("no element") }
            let frame = element.accessibilityFrame
            XCTAssertGreaterThanOrEqual(frame.minX, -1e-9, "step \(step): tab \(item) wholly on screen")
            XCTAssertLessThanOrEqual(frame.maxX, 320 + 1e-9, "step \(step): tab \(item) wholly on screen")
            XCTAssertEqual(s.picture.cell(atScreenX: frame.midX)?.item, item, "step \(step): the element covers its own tab")
            XCTAssertEqual(strip.selectedIndex, 2, "focus does not select")
            for i in 0..<n {
                let traits = (strip.accessibilityElement(at: i) as? UIAccessibilityElement)?.accessibilityTraits ?? []
                XCTAssertEqual(traits.contains(.selected), i == 2, "only the selected tab reads as selected")
            }
        }
        s.assertClean()
    } }

    // MARK: - Fact 22: per-frame work bounded, views reused

    /// A hundred thousand tabs: on every frame of long drags and flings the
    /// cells on screen number no more than the viewport holds, and nothing
    /// is reloaded or laid out again mid-motion.
    func testAHundredThousandTabsShowOnlyTheCellsTheViewportHolds() { onMain {
        let n = 100_000
        let s = Scene(widths: Array(repeating: 61.5, count: n), spacing: 8, viewport: 390, selected: n - 2)
        let most = Int((390 / 69.5).rounded(.up)) + 1
        let work = UIKitModel.counters
        for sign: CGFloat in [1, -1, 1] {
            s.screen.touchStrip()
            s.screen.moveFinger(by: sign * 11)
            for _ in 0..<30 {
                s.screen.moveFinger(by: sign * 20)
                s.checker.checkFrame()
                XCTAssertLessThanOrEqual(s.picture.cells.count, most)
            }
            for _ in 0..<3 { s.screen.moveFinger(by: sign * 130); s.checker.checkFrame() }
            s.screen.lift()
            s.checker.checkFrame()
            for _ in 0..<60 { s.frame(); XCTAssertLessThanOrEqual(s.picture.cells.count, most) }
        }
        let done = UIKitModel.counters.since(work)
        XCTAssertEqual(done.reloadDataCalls, 0, "no reload mid-motion")
        XCTAssertEqual(done.layoutInvalidations, 0, "no layout mid-motion")
        s.assertClean()
    } }
}
#endif
