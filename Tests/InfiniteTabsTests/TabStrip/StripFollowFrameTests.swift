import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Each frame of a move the strip already shows (the pages swiping) takes
/// the driver's direct path when nothing needs deciding: the commands and the
/// strip's offset must be exactly what the whole placement gives, the
/// indicator centred and recentred by whole periods, in both directions and
/// across the band's edges; with drift, a finger or VoiceOver's tab the
/// whole placement still decides.
final class StripFollowFrameTests: XCTestCase {
    private static let widths: [CGFloat] = [80, 100, 90, 70, 110, 95]

    @MainActor
    private static func make(direction: LayoutDirection) -> (StripDriverHarness, FakeScrollHost, Box) {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 240)
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        driver.host = host
        driver.selectsOnTap = false
        let box = Box()
        driver.onCommand = { box.commands.append($0) }
        driver.configure(itemWidths: widths, spacing: 8, viewportWidth: 240, isLooping: true, direction: direction)
        return (driver, host, box)
    }

    private final class Box { var commands: [TabStripCommand] = [] }

    /// The layout offset that centres the indicator, recentred, in host
    /// coordinates: what the whole placement sets.
    @MainActor
    private static func expectedHostOffset(_ driver: StripDriverHarness) -> CGFloat {
        let strip = driver.strip
        let centering = driver.indicatorFrame.midX - strip.viewportWidth / 2
        return strip.mirroredOffset(strip.recentered(centering), direction: driver.direction)
    }

    func testEveryFrameOfAMoveCentersTheIndicatorExactlyInBothDirectionsAcrossTheSeam() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (driver, host, box) = Self.make(direction: direction)
            // Page after page forward across the seam (5 → 0), then back.
            let moves: [(Int, Int, Int)] = [(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 5, 1), (5, 0, 1),
                                            (0, 5, -1), (5, 4, -1), (4, 2, -2)]
            for (from, to, steps) in moves {
                for k in 1...20 {
                    box.commands.removeAll()
                    let progress = CGFloat(k) / 20
                    driver.apply(.dragging(PagingMove(from: from, to: to, steps: steps, progress: progress)),
                                 animated: false)
                    let x = Self.expectedHostOffset(driver)
                    XCTAssertEqual(host.offsetAlongAxis, x, "\(direction) \(from)→\(to) at \(progress)")
                    let frame = driver.strip.mirroredFrame(driver.indicatorFrame, direction: direction)
                    let setOffsets = box.commands.filter { if case .setOffset = $0 { return true } else { return false } }
                    XCTAssertEqual(setOffsets.last, .setOffset(host.offsetAlongAxis, animated: false))
                    if case .placeIndicator(let placed, let animated) = box.commands.last {
                        XCTAssertFalse(animated)
                        // The indicator moves with any recentre: its frame is
                        // the anchor copy's, whole periods from the unshifted one.
                        XCTAssertEqual(placed.width, frame.width, accuracy: 1e-9)
                        XCTAssertEqual(placed.x, frame.x, accuracy: 1e-9, "\(direction) \(from)→\(to) at \(progress)")
                    } else {
                        XCTFail("the frame ends with the indicator placed: \(box.commands)")
                    }
                    let layoutX = driver.strip.mirroredOffset(host.offsetAlongAxis, direction: direction)
                    XCTAssert(layoutX >= driver.strip.bandStart && layoutX < driver.strip.bandStart + driver.strip.bandWidth,
                              "the strip stays in its band: \(layoutX)")
                }
                driver.apply(.idle(index: to), animated: false)
            }
        }
    } }

    func testAFrameWithDriftEasesInsteadOfCentering() { onMain {
        let (driver, host, _) = Self.make(direction: .leftToRight)
        driver.apply(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.1)), animated: false)
        // A hand (or VoiceOver) moved the strip 60 pt off centre.
        host.offsetAlongAxis += 60
        let before = host.offsetAlongAxis
        driver.apply(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.15)), animated: false)
        let centered = Self.expectedHostOffset(driver)
        XCTAssertNotEqual(host.offsetAlongAxis, centered, "the drift is eased, not dropped in one frame")
        XCTAssertLessThan(abs(host.offsetAlongAxis - centered), 60, "but it shrinks")
        XCTAssertGreaterThan(abs(host.offsetAlongAxis - before), 0)
    } }

    func testAFingerOnTheStripKeepsItWhereItIs() { onMain {
        let (driver, host, _) = Self.make(direction: .leftToRight)
        driver.apply(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.1)), animated: false)
        host.isTracking = true
        let x = host.offsetAlongAxis
        driver.apply(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.5)), animated: false)
        XCTAssertEqual(host.offsetAlongAxis, x, "the finger owns the offset; only the indicator follows")
    } }

    func testVoiceOversTabStaysInViewDuringTheMove() { onMain {
        let (driver, host, _) = Self.make(direction: .leftToRight)
        driver.apply(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.1)), animated: false)
        _ = driver.accessibilityFocus(item: 5)
        for k in 2...20 {
            driver.apply(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: CGFloat(k) / 20)), animated: false)
            let x = driver.strip.mirroredOffset(host.offsetAlongAxis, direction: .leftToRight)
            let focused = driver.strip.frame(ofCell: driver.strip.nearestCell(ofItem: 5, toOffset: x))
            XCTAssert(focused.minX >= x - 1e-9 && focused.maxX <= x + 240 + 1e-9, "tab 5 wholly in view at frame \(k)")
        }
    } }
}
