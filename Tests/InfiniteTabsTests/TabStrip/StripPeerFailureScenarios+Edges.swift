// Strip peer-failure scenarios, facts 6 and 7: no bounce at the edges, no gap when the copies are narrower than the screen.
#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

extension StripPeerFailureScenarios {
    // MARK: - Fact 6: no bounce at the edges

    /// Random drags, slow releases and flings both ways at 60 and 120 Hz:
    /// no motion meets the edge of the content and the bounds stay inside it.
    func testNoBounceEverShowsAtTheEdges() { onMain {
        for fps in [60.0, 120.0] {
            let s = Scene(widths: [70, 55, 120], spacing: 12, viewport: 390, fps: fps)
            var rng = SeededRandom(seed: 0x5B0)
            for step in 0..<20 {
                let sign: CGFloat = step % 4 < 2 ? 1 : -1
                s.screen.touchStrip()
                s.screen.moveFinger(by: sign * 11)
                for _ in 0..<rng.int(in: 4...30) { s.screen.moveFinger(by: sign * rng.cgFloat(in: 2...35)); s.checker.checkFrame() }
                if rng.chance(0.3) { for _ in 0..<4 { s.screen.moveFinger(by: 0); s.checker.checkFrame() } }
                s.screen.lift()
                s.checker.checkFrame()
                for _ in 0..<rng.int(in: 0...40) { s.frame() }
            }
            s.rest()
            XCTAssertEqual(s.cv.edgeHits, 0, "\(fps) Hz")
            s.assertClean()
        }
    } }

    // MARK: - Fact 7: copies narrower than the screen

    /// Three short tabs on an iPad: one copy (170 pt) is far narrower than
    /// the screen, so three copies would not cover it. On every frame of
    /// drags and flings both ways, in both layout directions and both iPad
    /// widths, every point across the strip lies on a cell on screen, or in
    /// a gap no wider than the spacing between two tabs. Never an empty gap.
    func testThreeShortTabsOnAnIPadNeverShowAGap() { onMain {
        for (viewport, rtl) in [(CGFloat(1024), false), (1366, true)] {
            let s = Scene(widths: [44, 60, 42], spacing: 8, viewport: viewport, rightToLeft: rtl)
            XCTAssertTrue(s.screen.strip.driver.strip.isLooping)
            @MainActor func noGap(_ context: String) {
                let picture = s.picture
                var x: CGFloat = 0.5
                while x < viewport {
                    if picture.cell(atScreenX: x) == nil {
                        XCTAssertTrue(picture.cell(atScreenX: x - 8.01) != nil || picture.cell(atScreenX: x + 8.01) != nil,
                                      "\(context): an empty gap at \(x)")
                    }
                    x += 11
                }
            }
            noGap("\(viewport) at start")
            for step in 0..<4 {
                let sign: CGFloat = step % 2 == 0 ? 1 : -1
                s.screen.touchStrip()
                s.screen.moveFinger(by: sign * 11)
                for _ in 0..<25 { s.screen.moveFinger(by: sign * 14); s.checker.checkFrame(); noGap("\(viewport) drag \(step)") }
                for _ in 0..<3 { s.screen.moveFinger(by: sign * 30); s.checker.checkFrame() }
                s.screen.lift()
                s.checker.checkFrame()
                var frame = 0
                s.screen.runUntilRest {
                    s.checker.checkFrame()
                    frame += 1
                    if frame % 4 == 0 { noGap("\(viewport) fling \(step)") }
                }
            }
            s.assertClean()
        }
    } }
}
#endif
