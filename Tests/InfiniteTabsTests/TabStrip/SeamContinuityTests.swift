#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Per frame, on the real strip following a real paging `UIScrollView`:
/// while the pages lap round, forward and back (moved a little each frame,
/// or flung by the finger), the indicator view of every shape and every
/// title's colour change continuously, keep moving the way the pages move
/// (also from the last tab to the first and back), and never jump at a
/// recentre. Read from the view tree: the indicator view's frame, the
/// labels' colours.
final class SeamContinuityTests: XCTestCase {
    /// What one frame shows, and its judge against the frame before.
    @MainActor private struct Frame {
        var pagesOffset: CGFloat
        var indicator: CGRect
        /// The red component of each item's title (the same on every copy).
        var titleRed: [Int: CGFloat]

        init(_ screen: StripScreen) {
            pagesOffset = screen.pages?.contentOffset.x ?? 0
            indicator = screen.strip.indicatorView.frame
            var red: [Int: CGFloat] = [:]
            for cell in StripPicture(screen).cells {
                guard let item = cell.item, let color = cell.label?.textColor else { continue }
                var r: CGFloat = 0
                _ = color.getRed(&r, green: nil, blue: nil, alpha: nil)
                red[item] = r
            }
            titleRed = red
        }
    }

    /// Checks `now` against `before`: `step` bounds the indicator's move per
    /// page moved, `redPerPage` a title colour's change per page moved.
    @MainActor
    private static func judge(_ now: Frame, after before: Frame, screen: StripScreen, pageWidth: CGFloat, step: CGFloat,
                              redPerPage: CGFloat, _ context: String) {
        let period = screen.strip.driver.strip.period
        let pagesMoved = (now.pagesOffset - before.pagesOffset) / pageWidth
        let raw = now.indicator.midX - before.indicator.midX
        let shift = (raw / period).rounded() * period
        let d = raw - shift
        let bound = step * abs(pagesMoved) + 1e-6
        XCTAssertGreaterThanOrEqual(d * pagesMoved, -1e-6, "the indicator went against the pages: \(context)")
        XCTAssertLessThanOrEqual(abs(d), bound, "the indicator jumped: \(context)")
        XCTAssertLessThanOrEqual(abs(now.indicator.minX - shift - before.indicator.minX), 2 * bound, "its leading edge jumped: \(context)")
        XCTAssertLessThanOrEqual(abs(now.indicator.maxX - shift - before.indicator.maxX), 2 * bound, "its trailing edge jumped: \(context)")
        let onScreen = now.indicator.midX - screen.strip.collectionView.contentOffset.x
        XCTAssertTrue((0...screen.viewportWidth).contains(onScreen), "indicator off screen: \(context)")
        for (item, red) in now.titleRed {
            guard let was = before.titleRed[item] else { continue }
            // Titles are restyled in steps of emphasis (TitleLook.Ramp.emphasisSteps):
            // a frame may round to the next step, never jump farther.
            let oneStep = redPerPage / CGFloat(TitleLook.Ramp.emphasisSteps)
            XCTAssertLessThanOrEqual(abs(red - was), redPerPage * abs(pagesMoved) + oneStep + 1e-9,
                                     "title \(item) flickered: \(context)")
        }
    }

    func testIndicatorShapesAndTitlesFollowLapsForwardAndBackWithoutJumps() { onMain {
        var rng = SeededRandom(seed: 17)
        let framesPerPage = 24
        let shapes: [TabIndicatorShape] = [.underline, .background, .dot]
        for n in 1...6 {
            let shape = shapes[n % 3]
            let titles = (0..<n).map { "T\($0)" + String(repeating: "·", count: rng.int(in: 0...12)) }
            let viewport: CGFloat = [320, 390, 1024][rng.int(in: 0...2)]
            let screen = StripScreen(titles: titles, viewportWidth: viewport, spacing: [0, 8, 12.5][rng.int(in: 0...2)])
            screen.strip.indicatorStyle.shape = shape
            screen.strip.selectsOnTap = false
            let strip = screen.strip.driver.strip
            guard strip.isLooping else { continue } // all tabs fit: nothing to cross
            let pageWidth: CGFloat = 375
            let pages = screen.followPages(pageWidth: pageWidth, pageCount: 4 * n + 2)
            // Start on the last tab so that the first page forward crosses the seam.
            var page = n + n - 1
            screen.app("to page \(page)") { pages.contentOffset = CGPoint(x: CGFloat(page) * pageWidth, y: 0) }
            screen.runUntilRest()
            let step = (strip.itemWidths.max()! + strip.spacing) + 1e-6
            let redPerPage = abs(UIColor.secondaryLabel.red - UIColor.label.red)
            var previous = Frame(screen)
            var crossedSeam = false
            for way in [1, -1] {
                for _ in 0..<(n + 1) {
                    for f in 1...framesPerPage {
                        let x = (CGFloat(page) + CGFloat(way * f) / CGFloat(framesPerPage)) * pageWidth
                        screen.app("pages at \(x)") { pages.contentOffset = CGPoint(x: x, y: 0) }
                        let now = Frame(screen)
                        Self.judge(now, after: previous, screen: screen, pageWidth: pageWidth, step: step, redPerPage: redPerPage,
                                   "n \(n) \(shape) page \(page) way \(way) frame \(f)")
                        let move = screen.strip.driver.state.move
                        if n > 1, way == 1, move?.from == n - 1, move?.to == 0 { crossedSeam = true }
                        previous = now
                    }
                    page += way
                    XCTAssertEqual(screen.strip.selectedIndex, ((page % n) + n) % n)
                }
            }
            XCTAssertEqual(crossedSeam, n > 1, "n \(n): the forward lap crossed from the last tab to the first")
            XCTAssertEqual(screen.device.violations, [])
        }
    } }

    /// Flings of the pages by the finger across the seam, forward and back:
    /// every frame the indicator and the titles move the way the pages do,
    /// by no more than the pages moved, and never jump at a recentre.
    func testFlingsAcrossTheSeamMoveIndicatorAndTitlesContinuously() { onMain {
        let n = 5
        let screen = StripScreen(titles: ["T0 abc", "T1 abcdefghijkl", "T2 abcdefg", "T3 abcdefghijklmnop", "T4 abcd"],
                                 viewportWidth: 390, spacing: 8, selectedIndex: n - 1, frameRate: 120)
        screen.strip.selectsOnTap = false
        let pageWidth: CGFloat = 375
        let pages = screen.followPages(pageWidth: pageWidth, pageCount: 8 * n)
        screen.app("to the last tab") { pages.contentOffset = CGPoint(x: CGFloat(4 * n - 1) * pageWidth, y: 0) }
        screen.runUntilRest()
        let step = screen.strip.driver.strip.itemWidths.max()! + 8 + 1e-6
        var previous = Frame(screen)
        var frames = 0
        var crossed = false
        @MainActor func check() {
            let now = Frame(screen)
            frames += 1
            Self.judge(now, after: previous, screen: screen, pageWidth: pageWidth, step: step,
                       redPerPage: abs(UIColor.label.red - UIColor.secondaryLabel.red), "frame \(frames)")
            if screen.strip.driver.state.move?.from == n - 1, screen.strip.driver.state.move?.to == 0 { crossed = true }
            previous = now
        }
        for speed: CGFloat in [15, -15, 22, -22] {
            screen.touchPages()
            check()
            screen.moveFinger(by: speed > 0 ? 11 : -11)
            check()
            for _ in 0..<6 { screen.moveFinger(by: speed); check() }
            screen.lift()
            check()
            screen.runUntilRest { check() }
            let page = Int((pages.contentOffset.x / pageWidth).rounded())
            XCTAssertEqual(screen.strip.selectedIndex, ((page % n) + n) % n, "the strip agrees with the page at rest")
        }
        XCTAssertTrue(crossed, "a fling crossed from the last tab to the first")
        XCTAssertGreaterThan(frames, 100)
        XCTAssertEqual(screen.device.violations, [])
    } }
}
#endif
