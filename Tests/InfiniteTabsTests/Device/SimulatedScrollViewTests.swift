import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The simulated `UIScrollView` behaves as UIKit's does where the drivers
/// care (each fact's source is cited in `SimulatedScrollView` and
/// `ScrollSimulator`).
final class SimulatedScrollViewTests: XCTestCase {
    @MainActor private final class Log {
        var calls: [String] = []
        func attach(_ sv: SimulatedScrollView) {
            sv.delegate.didScroll = { [unowned self, unowned sv] in self.calls.append("scroll \(sv.contentOffsetX)") }
            sv.delegate.willBeginDragging = { [unowned self] in self.calls.append("willBegin") }
            sv.delegate.willEndDragging = { [unowned self] v, _ in self.calls.append("willEnd \(v)") }
            sv.delegate.didEndDragging = { [unowned self] d in self.calls.append("didEndDragging \(d)") }
            sv.delegate.didEndDecelerating = { [unowned self] in self.calls.append("didEndDecelerating") }
            sv.delegate.didEndScrollingAnimation = { [unowned self] in self.calls.append("didEndAnimation") }
        }
        var scrolls: Int { calls.filter { $0.hasPrefix("scroll") }.count }
    }

    func testAnAnimatedSetTravelsAnEasedPathOverPointThreeSecondsAtBothRates() { onMain {
        for fps in [60.0, 120.0] {
            let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 1_000, offset: 0, framesPerSecond: fps)
            let log = Log()
            log.attach(sv)
            sv.setContentOffsetX(300, animated: true)
            XCTAssertEqual(sv.contentOffsetX, 0, "nothing moves before the next frame")
            var offsets: [CGFloat] = []
            while sv.isAnimating { sv.step(); offsets.append(sv.contentOffsetX) }
            XCTAssertEqual(offsets.count, Int(0.3 * fps), "0.3 s of frames at \(fps) Hz")
            XCTAssertEqual(offsets.last, 300)
            XCTAssertEqual(offsets, offsets.sorted(), "the path only heads for the target")
            XCTAssertGreaterThan(offsets[0], 300 / CGFloat(offsets.count), "eased: fast at first")
            XCTAssertEqual(log.scrolls, offsets.count, "one didScroll a frame")
            XCTAssertEqual(log.calls.last, "didEndAnimation")
        }
    } }

    func testAnAnimatedSetToWhereTheContentIsDoesNothing() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 1_000, offset: 200)
        let log = Log()
        log.attach(sv)
        sv.setContentOffsetX(200, animated: true)
        sv.step()
        XCTAssertEqual(log.calls, [])
    } }

    func testAPlainSetCallsDidScrollOnceAndStopsAFling() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 100_000, offset: 50_000)
        let log = Log()
        log.attach(sv)
        sv.touchDown()
        sv.moveFinger(by: 10)
        sv.lift(velocity: 3_000)
        XCTAssertTrue(sv.isDecelerating)
        sv.step()
        log.calls = []
        sv.setContentOffsetX(10, animated: false)
        XCTAssertEqual(log.calls, ["scroll 10.0"])
        XCTAssertFalse(sv.isDecelerating)
        sv.step()
        XCTAssertEqual(sv.contentOffsetX, 10)
    } }

    func testAssigningTheOffsetKeepsAFlingGoing() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 100_000, offset: 50_000)
        sv.touchDown()
        sv.moveFinger(by: 10)
        sv.lift(velocity: 3_000)
        sv.step()
        sv.recenterContentOffsetX(sv.contentOffsetX - 1_000)
        XCTAssertTrue(sv.isDecelerating)
        let before = sv.contentOffsetX
        sv.step()
        XCTAssertGreaterThan(sv.contentOffsetX, before)
    } }

    func testADragReportsItsCallbacksInUIKitsOrderAndAFlingRestsWhereTheRateProjects() { onMain {
        for (rate, fps) in [(DecelerationRate.normal, 120.0), (.fast, 60.0)] {
            let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 100_000, offset: 50_000, framesPerSecond: fps)
            sv.physics.rate = rate
            let log = Log()
            log.attach(sv)
            sv.touchDown()
            sv.moveFinger(by: 10)
            sv.lift(velocity: 2_000)
            XCTAssertEqual(log.calls, ["willBegin", "scroll 50010.0", "willEnd 2.0", "didEndDragging true"])
            while sv.isDecelerating { sv.step() }
            XCTAssertEqual(log.calls.last, "didEndDecelerating")
            let projected = ScrollPhysics.projectedOffset(50_010, velocity: 2_000, rate: rate)
            XCTAssertEqual(sv.contentOffsetX, projected, accuracy: abs(ScrollPhysics.projectedDistance(velocity: 5, rate: rate)) + 2)
        }
    } }

    func testADelegateTargetEndsTheMotionThere() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 10_000, offset: 5_000)
        sv.delegate.willEndDragging = { _, target in target = 5_300 }
        sv.touchDown()
        sv.moveFinger(by: 10)
        sv.lift(velocity: 100)
        while sv.isDecelerating { sv.step() }
        XCTAssertEqual(sv.contentOffsetX, 5_300)
    } }

    func testAFingerBeyondTheEdgeRubberBandsAndTheReleaseBouncesBack() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 1_000, offset: 0)
        sv.touchDown()
        sv.moveFinger(by: -10)
        XCTAssertEqual(sv.contentOffsetX, -5.5, accuracy: 1e-9, "the band's slope at the edge is 0.55")
        sv.moveFinger(by: -10)
        XCTAssertGreaterThan(sv.contentOffsetX, -11, "resisted more the further out")
        sv.lift(velocity: 0)
        while sv.isDecelerating { sv.step() }
        XCTAssertEqual(sv.contentOffsetX, 0)
        XCTAssertGreaterThan(sv.physics.edgeHits, 0)
    } }

    func testAFingerCatchesAMotionWithoutAnEndCallback() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 10_000, offset: 0)
        let log = Log()
        log.attach(sv)
        sv.setContentOffsetX(500, animated: true)
        sv.step()
        sv.touchDown()
        XCTAssertFalse(sv.isAnimating)
        sv.lift(velocity: 0)
        for _ in 0..<40 { sv.step() }
        XCTAssertFalse(log.calls.contains("didEndAnimation"))
    } }

    /// Unknown in UIKit's documentation (jverkoey/nimbus#623 reports the
    /// first): whether a plain set that stops an animated move reports the
    /// animation's end. Both are modelled.
    func testAPlainSetStoppingAnAnimationReportsItsEndOnlyWhenModelledSo() { onMain {
        for reports in [false, true] {
            let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 10_000, offset: 0)
            sv.physics.stoppedAnimationReportsEnd = reports
            let log = Log()
            log.attach(sv)
            sv.setContentOffsetX(500, animated: true)
            sv.step()
            log.calls = []
            sv.setContentOffsetX(50, animated: false)
            XCTAssertEqual(log.calls, reports ? ["didEndAnimation", "scroll 50.0"] : ["scroll 50.0"])
        }
    } }

    func testLikeUIKitAResizeLeavesTheOffsetAlone() { onMain {
        let sv = SimulatedScrollView(name: "s", boundsWidth: 100, contentWidth: 1_000, offset: 800)
        let log = Log()
        log.attach(sv)
        sv.resize(boundsWidth: 100, contentWidth: 300)
        XCTAssertEqual(sv.contentOffsetX, 800)
        XCTAssertEqual(log.calls, [])
    } }
}
