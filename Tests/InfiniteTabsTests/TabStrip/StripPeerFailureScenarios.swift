#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Peers' looping tab strip failures (a fixed offset reset that throws the
/// overshoot away, EndouMari/TabPageViewController; an indicator sweeping
/// back across the seam, uias/Tabman#537; selection tracked on one copy;
/// gaps when the copies are narrower than the screen) replayed as named scenarios on the real
/// `InfiniteTabStripView` through the UIKit model, frame by frame. Every
/// frame goes through `StripChecker` (the item under each screen x moves
/// only with the finger, the deceleration or an animation; offsets inside
/// the content; the indicator heads towards its target), and each scenario
/// adds what its name promises.
final class StripPeerFailureScenarios: XCTestCase {
    /// A strip with its checker and a log of its collection view's offsets
    /// (key-value observation, as an app would watch it).
    @MainActor final class Scene: CheckedScene {
        let screen: StripScreen
        let checker: StripChecker
        /// Recentres seen (offset changes of at least half a period in one
        /// report), with whether a finger or a fling moved the strip.
        private(set) var recentres: [(dx: CGFloat, whileMoving: Bool)] = []
        private var observation: NSKeyValueObservation?
        private var lastOffset: CGFloat

        init(widths: [CGFloat], spacing: CGFloat = 10, viewport: CGFloat = 200, rightToLeft: Bool = false,
             selected: Int = 0, fps: Double = 120) {
            screen = StripScreen(widths: widths, viewportWidth: viewport, spacing: spacing, rightToLeft: rightToLeft,
                                 selectedIndex: selected, frameRate: fps)
            checker = StripChecker(screen: screen)
            let cv = screen.strip.collectionView
            lastOffset = cv.contentOffset.x
            observation = cv.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
                onMain { self?.offsetChanged(scrollView) }
            }
        }

        private func offsetChanged(_ scrollView: UIScrollView) {
            let x = scrollView.contentOffset.x
            let p = period
            defer { lastOffset = x }
            guard p > 0, abs(x - lastOffset) >= p / 2 else { return }
            recentres.append(((x - lastOffset) / p).rounded() * p == 0 ? (0, false)
                : (((x - lastOffset) / p).rounded() * p, scrollView.isDragging || scrollView.isDecelerating))
        }

        var period: CGFloat { screen.strip.driver.strip.period }
        var cv: UICollectionView { screen.strip.collectionView }
        var picture: StripPicture { StripPicture(screen) }

        var checkers: [any FrameChecker] { [checker] }

        /// A finger down, past the pan's slop, `frames` moves of `dx`, lifted
        /// (flinging at the speed of the last moves).
        func fling(_ dx: CGFloat, frames: Int) {
            screen.touchStrip()
            checker.checkFrame()
            screen.moveFinger(by: dx < 0 ? -11 : 11)
            checker.checkFrame()
            for _ in 0..<frames { screen.moveFinger(by: dx); checker.checkFrame() }
            screen.lift()
            checker.checkFrame()
        }

        private var lastIndicatorScreenX: CGFloat = 0
        private var trackedOffset: CGFloat = 0

        /// Starts measuring the indicator's moves from the frame on screen.
        func trackIndicator() {
            lastIndicatorScreenX = picture.indicatorOnScreen.midX
            trackedOffset = cv.contentOffset.x
        }

        /// How far the indicator moved along the content since the last
        /// call (visual points, + to the right): its move on screen plus the
        /// content's visible move (less whole periods).
        func indicatorMove() -> CGFloat {
            var d = cv.contentOffset.x - trackedOffset
            if period > 0 { d -= (d / period).rounded() * period }
            let move = picture.indicatorOnScreen.midX - lastIndicatorScreenX + d
            trackIndicator()
            return move
        }

    }

    // MARK: - Fact 1: whole periods, never a fixed reset

    /// TabPageViewController resets `contentOffset.x = pageTabItemsWidth`,
    /// throwing the overshoot away. Dragging across the band here, every
    /// recentre is a whole number of periods, the offset keeps the finger's
    /// overshoot, and the indicator on screen moves exactly with the finger
    /// on that frame (it is shifted with the content).
    func testRecentreKeepsTheOvershootNoFixedReset() { onMain {
        for rtl in [false, true] {
            let s = Scene(widths: [50, 100, 70], rightToLeft: rtl)
            let period = s.period
            s.screen.touchStrip()
            s.screen.moveFinger(by: UIPanGestureRecognizer.slop + 1) // past the configured pan slop
            s.checker.checkFrame()
            var recentreFrames = 0
            for step in 0..<160 {
                let before = s.cv.contentOffset.x
                let indicatorBefore = s.picture.indicatorOnScreen.midX
                let move: CGFloat = step % 2 == 0 ? 7.25 : 6.5
                s.screen.moveFinger(by: move)
                let after = s.cv.contentOffset.x
                let periods = ((after - before - move) / period).rounded()
                XCTAssertEqual(after, before + move + periods * period, accuracy: 1e-9, "rtl \(rtl): whole periods, the overshoot kept")
                if periods != 0 {
                    recentreFrames += 1
                    let indicatorNow = s.picture.indicatorOnScreen.midX
                    if (0...200).contains(indicatorBefore) && (0...200).contains(indicatorNow) {
                        XCTAssertEqual(indicatorNow, indicatorBefore - move, accuracy: 1e-9, "rtl \(rtl): the indicator rides with the content")
                    }
                }
                s.checker.checkFrame("rtl \(rtl) step \(step)")
            }
            s.screen.lift()
            s.rest()
            XCTAssertGreaterThanOrEqual(recentreFrames, 2, "rtl \(rtl): the drag crossed the band")
            s.assertClean()
        }
    } }

    // MARK: - Fact 2: recentre while moving

    /// Fast repeated flings, each caught by the next finger, never reach the
    /// real edge of the content: the strip recentres on every scroll, while
    /// the finger drags and while it decelerates.
    func testFastRepeatedFlingsNeverReachTheRealEdge() { onMain {
        let s = Scene(widths: [64, 80, 72, 90], viewport: 390, fps: 60)
        for sign: CGFloat in [1, -1] {
            for _ in 0..<10 {
                s.fling(sign * 150, frames: 3)
                for _ in 0..<8 { s.frame() }
            }
            s.rest()
        }
        XCTAssertGreaterThan(s.recentres.filter(\.whileMoving).count, 4, "recentred while moving")
        XCTAssertEqual(s.cv.edgeHits, 0)
        s.assertClean()
    } }

    // MARK: - Fact 3: re-entrant didScroll

    /// Assigning the offset re-enters `scrollViewDidScroll` at once (the
    /// model's collection view does). Each recentring frame holds exactly
    /// one recentre and one nested `didScroll`, which the driver ignores.
    func testReentrantDidScrollDuringARecentreIsIgnored() { onMain {
        let s = Scene(widths: [50, 100, 70])
        s.screen.touchStrip()
        s.screen.moveFinger(by: -11)
        var recentringFrames = 0
        for _ in 0..<120 {
            let reentries = s.cv.reentrantDidScrollCount
            let made = s.recentres.count
            s.screen.moveFinger(by: -9.5)
            let nested = s.cv.reentrantDidScrollCount - reentries
            if s.recentres.count > made {
                recentringFrames += 1
                XCTAssertEqual(s.recentres.count - made, 1, "one recentre a frame")
                XCTAssertEqual(nested, 1, "the recentre re-entered didScroll once")
            } else {
                XCTAssertEqual(nested, 0)
            }
            s.checker.checkFrame()
        }
        s.screen.lift()
        s.rest()
        XCTAssertGreaterThan(recentringFrames, 1)
        s.assertClean()
    } }

    // MARK: - Fact 4: the period from the layout, pixel-aligned

    /// The period is one copy's width from the layout (pixel-aligned
    /// widths plus a spacing each), not `floor(contentSize / 3)`, and it is
    /// taken again after a rotation and after new tabs: every recentre
    /// shifts by exactly the layout's current period.
    func testPeriodComesFromTheLayoutPixelAlignedAfterEveryResizeAndReload() { onMain {
        let s = Scene(widths: [50.3, 99.7, 70.2], spacing: 10, viewport: 200)
        var widths: [CGFloat] = [50.3, 99.7, 70.2]
        let steps: [(widths: [CGFloat]?, viewport: CGFloat?)] = [(nil, nil), (nil, 320), ([44.1, 61.9, 58.25, 90.6], nil), (nil, 375)]
        for (i, step) in steps.enumerated() {
            s.checker.jumpAllowed = true
            if let w = step.widths { widths = w; s.screen.setWidths(w) }
            if let v = step.viewport { s.screen.resize(viewportWidth: v) }
            s.checker.checkFrame("layout \(i)")
            let strip = s.screen.strip.driver.strip
            let scale = s.screen.strip.window?.screen.scale ?? 1
            let aligned = widths.map { ($0 * scale).rounded(.up) / scale }
            XCTAssertEqual(strip.itemWidths, aligned, "layout \(i): pixel-aligned at the screen's scale")
            XCTAssertEqual(strip.period, aligned.reduce(0, +) + 10 * CGFloat(aligned.count), accuracy: 1e-9, "layout \(i)")
            XCTAssertEqual(s.cv.contentSize.width, strip.scrollableWidth, "layout \(i)")
            let cells = s.picture.cells.filter { $0.item != nil }
            for c in cells { XCTAssertEqual(c.maxX - c.minX, aligned[c.item!], accuracy: 1e-9, "layout \(i): the cell on screen is as wide") }
            let first = s.recentres.count
            s.fling(-11, frames: Int((strip.period * 1.6 / 11).rounded(.up)))
            s.rest()
            let shifts = s.recentres[first...]
            XCTAssertFalse(shifts.isEmpty, "layout \(i): crossed the band")
            for r in shifts { XCTAssertEqual(abs(r.dx), strip.period, accuracy: 1e-9, "layout \(i): the layout's period") }
        }
        s.assertClean()
    } }
}
#endif
