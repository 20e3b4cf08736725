import XCTest
import InfiniteTabsCore
import TestSupport

/// A tap (or an animated selection) moves the strip the short way: the
/// driver shifts the offset by whole periods before it animates, and an
/// animated move delivered frame by frame is never recentred half-way.
/// Strip: widths 50, 100, 70, spacing 10, viewport 200 → period 250,
/// 3 copies, content 750, middle band 150..<400.
final class TabStripTapDirectionTests: XCTestCase {
    @MainActor private static func make(direction: LayoutDirection = .leftToRight)
        -> (StripDriverHarness, FakeScrollHost, TabStripDriverTests.Recorder) {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 200)
        let recorder = TabStripDriverTests.Recorder()
        recorder.host = host
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        host.onAnimationEnd = { [unowned driver] in driver.didEndScrollingAnimation() }
        driver.host = host
        driver.onCommand = { recorder.commands.append($0) }
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: direction)
        return (driver, host, recorder)
    }

    /// Issue 8: dragged from 175 to 390, a tap on cell 6 animated to 175,
    /// 215 pt back across a whole copy.
    func testATapAfterDraggingToTheBandEndMovesAShortWayForward() { onMain {
        let (driver, host, recorder) = Self.make()
        host.drag(by: 215)
        host.lift()
        XCTAssertEqual(host.offsetAlongAxis, 390)
        recorder.commands = []
        driver.tap(cell: 6) // item 0 at x 500..<550, centred at offset 425
        XCTAssertEqual(host.recenters, [140], "the offset moved back one period first, keeping the view")
        XCTAssertEqual(host.sets.last?.x, 175)
        XCTAssertEqual(host.sets.last?.animated, true)
        XCTAssertEqual(recorder.commands, [
            .recentered(by: -250),
            .setOffset(175, animated: true),
            .placeIndicator(StripFrame(x: 250, width: 50), animated: true),
            .notifyReselect(index: 0), // the selected tab tapped at rest (issue 30)
        ])
        XCTAssertEqual(175 - host.offsetAlongAxis, 35, "a 35 pt move forward, not 215 pt back")
    } }

    func testAnAnimatedTapDeliveredFrameByFrameKeepsHeadingTheSameWay() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (driver, host, _) = Self.make(direction: direction)
            let sign: CGFloat = direction == .leftToRight ? 1 : -1
            host.drag(by: 215 * sign)
            host.lift()
            driver.tap(cell: 6) // cells are in layout order either way
            let start = host.offsetAlongAxis
            guard let target = host.pendingAnimation else { return XCTFail("no animated move") }
            var path: [CGFloat] = [start]
            host.onDidScroll = { [unowned driver, unowned host] in
                path.append(host.offsetAlongAxis) // the frame UIKit shows
                driver.didScroll()
            }
            host.finishAnimation(frames: 12)
            XCTAssertLessThan(abs(target - start), 200, "\(direction): the move is shorter than the viewport")
            let steps = zip(path, path.dropFirst()).map { $1 - $0 }
            XCTAssertTrue(steps.allSatisfy { $0 * (target - start) >= 0 }, "\(direction): the strip turned back: \(path)")
            XCTAssertEqual(host.offsetAlongAxis, target, "\(direction): the move ended on its target")
            XCTAssertNil(driver.animationTarget)
            XCTAssertEqual(driver.strip.recentered(driver.strip.mirroredOffset(host.offsetAlongAxis, direction: direction)),
                           driver.strip.mirroredOffset(host.offsetAlongAxis, direction: direction), "ends in the band")
        }
    } }

    func testEveryAnimatedTapIsShorterThanTheViewport() { onMain {
        // After any drag, tapping any visible cell animates less than a
        // viewport from where the strip is.
        var rng = SeededRandom(seed: 81)
        let (driver, host, _) = Self.make()
        for _ in 0..<2_000 {
            host.drag(by: rng.cgFloat(in: -300...300))
            host.lift()
            let x = driver.strip.mirroredOffset(host.offsetAlongAxis, direction: .leftToRight)
            let visible = driver.strip.cells(overlapping: x, x + 200)
            guard !visible.isEmpty else { return XCTFail("nothing visible at \(x)") }
            driver.tap(cell: rng.int(in: visible.lowerBound...(visible.upperBound - 1)))
            if let target = host.pendingAnimation {
                XCTAssertLessThanOrEqual(abs(target - host.offsetAlongAxis), 200, "at \(x)")
                host.finishAnimation(frames: 5)
            }
        }
    } }
}
