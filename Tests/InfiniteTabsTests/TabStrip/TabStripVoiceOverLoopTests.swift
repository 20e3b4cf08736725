import XCTest
@testable import InfiniteTabsCore

/// While VoiceOver runs, a strip that could show one tab twice at once stops looping (issue 29, finding 6): each tab on
/// screen is then the one copy its element's frame covers.
final class TabStripVoiceOverLoopTests: XCTestCase {
    private func loops(_ widths: [CGFloat], spacing: CGFloat = 0, viewport: CGFloat, voiceOver: Bool = true) -> Bool {
        TabStripSizing.resolve(measured: widths, mode: .fitting, spacing: spacing, viewportWidth: viewport, scale: 1, loops: true,
                               voiceOverRunning: voiceOver).isLooping
    }

    func testShortTabsStopLoopingOnlyWhileVoiceOverRuns() {
        XCTAssertFalse(loops([40, 40, 40], viewport: 390), "three copies and more on screen")
        XCTAssertTrue(loops([40, 40, 40], viewport: 390, voiceOver: false), "the loop stays without VoiceOver")
    }

    func testTheBoundaryIsTheViewportPlusTheWidestTab() {
        // Period 520 = 390 + 130: the two copies of the widest tab can only touch the edges, never both show.
        XCTAssertTrue(loops([130, 130, 130, 130], viewport: 390))
        XCTAssertFalse(loops([130, 130, 130, 129], viewport: 390), "period 519: the widest tab can show at both edges")
        // Spacing counts once per tab, as in the period: 470 + 5 × 5 = 495 against 490, then 489.
        XCTAssertTrue(loops([100, 100, 100, 100, 70], spacing: 5, viewport: 390))
        XCTAssertFalse(loops([100, 100, 100, 100, 64], spacing: 5, viewport: 390))
    }

    func testAStripThatDoesNotLoopIsLeftAlone() {
        XCTAssertFalse(TabStripSizing.resolve(measured: [400, 400], mode: .fitting, spacing: 0, viewportWidth: 390, scale: 1,
                                              loops: false, voiceOverRunning: true).isLooping)
        XCTAssertTrue(loops([200, 200, 200], viewport: 390), "long tabs keep looping with VoiceOver")
    }

    func testBadInputNeverTrapsAndLoopsStayWithoutAUsableViewport() {
        for viewport in [0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude] as [CGFloat] {
            for widths in [[], [.nan], [.infinity, 10], [-5, 20], [.greatestFiniteMagnitude, .greatestFiniteMagnitude]] as [[CGFloat]] {
                _ = TabStripSizing.showsATabTwice(widths: widths, spacing: .nan, viewportWidth: viewport)
                _ = loops(widths, spacing: -3, viewport: viewport)
            }
        }
        for viewport in [0, -1, .nan, -.infinity] as [CGFloat] {
            XCTAssertFalse(TabStripSizing.showsATabTwice(widths: [10, 10], spacing: 0, viewportWidth: viewport), "viewport \(viewport)")
        }
        XCTAssertFalse(TabStripSizing.showsATabTwice(widths: [], spacing: 0, viewportWidth: 390), "no tabs, nothing shown twice")
        XCTAssertTrue(loops([40, 40], viewport: 0), "before the first layout nothing is decided")
    }
}
