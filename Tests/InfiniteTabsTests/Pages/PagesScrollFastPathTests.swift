import XCTest
@testable import InfiniteTabsCore

/// The pages' scroll callback reads progress with a test of the bits
/// (``PageProgress/isUsable(width:offset:)``) and feeds the coordinator
/// without clamping again (``PagingCoordinator/scrolled(clampedProgress:isDragging:)``):
/// both must give exactly what the general path gives, on many values and
/// frames, bad ones included.
final class PagesScrollFastPathTests: XCTestCase {
    /// The progress as written before the test of the bits: through
    /// `positiveOrZero` and `isFinite`.
    private static func referenceProgress(offset: CGFloat, pageWidth: CGFloat, direction: LayoutDirection) -> CGFloat {
        let w = pageWidth.positiveOrZero
        guard w > 0, offset.isFinite else { return 0 }
        let p = Swift.min(Swift.max((offset - w) / w, -1), 1)
        return direction == .leftToRight ? p : -p
    }

    private static let special: [CGFloat] = [
        0, -0.0, 1, -1, 300, -300, 450, 1e-300, -1e-300, 1e300, -1e300,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
        .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, -.nan, .signalingNaN, CGFloat(bitPattern: 0x7FF8_0000_0000_0001),
    ]

    func testUsableMatchesPositiveOrZeroAndIsFinite() {
        var rng = SeededRandom(seed: 41)
        var values = Self.special
        for _ in 0..<2_000 {
            // Any bit pattern: NaNs, infinities, denormals and both signs.
            values.append(CGFloat(bitPattern: UInt(truncatingIfNeeded: rng.next())))
        }
        var usable = 0
        for w in values {
            for x in values {
                let expected = w.positiveOrZero > 0 && x.isFinite
                XCTAssertEqual(PageProgress.isUsable(width: w, offset: x), expected, "width \(w), offset \(x)")
                if expected { usable += 1 }
            }
        }
        XCTAssertGreaterThan(usable, 100_000, "the values must reach the usable side too")
    }

    func testProgressIsBitIdenticalToTheGeneralFormula() {
        var rng = SeededRandom(seed: 42)
        var pairs: [(CGFloat, CGFloat)] = []
        for w in Self.special { for x in Self.special { pairs.append((x, w)) } }
        for _ in 0..<20_000 {
            let w = CGFloat.random(in: -10...2_000, using: &rng)
            pairs.append((CGFloat.random(in: -3 * abs(w) - 1...4 * abs(w) + 1, using: &rng), w))
            pairs.append((CGFloat(bitPattern: UInt(truncatingIfNeeded: rng.next())),
                          CGFloat(bitPattern: UInt(truncatingIfNeeded: rng.next()))))
        }
        for (offset, width) in pairs {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let fast = PageProgress.progress(offset: offset, pageWidth: width, direction: direction)
                let general = Self.referenceProgress(offset: offset, pageWidth: width, direction: direction)
                XCTAssertEqual(fast.bitPattern, general.bitPattern, "offset \(offset), width \(width), \(direction)")
            }
        }
    }

    /// Two coordinators fed the same frames, one through the public
    /// `pagesScrolled(progress:isDragging:)`, the other as the driver feeds
    /// it (progress already clamped, commands only on arrival): the same
    /// state, settled index and commands after every frame.
    func testClampedProgressMatchesThePublicPathOnManyFrames() {
        var rng = SeededRandom(seed: 43)
        let grid: [CGFloat] = [-1, -0.999, -0.5, -0.0, 0, 0.25, 0.999, 1]
        for count in [1, 2, 3, 7] {
            for wraps in [true, false] {
                var general = PagingCoordinator(count: count, selectedIndex: count / 2, wraps: wraps)
                var fast = general
                var arrivals = 0
                for frame in 0..<4_000 {
                    let p = Bool.random(using: &rng) ? grid.randomElement(using: &rng)!
                                                     : CGFloat.random(in: -1...1, using: &rng)
                    let dragging = rng.next() % 3 != 0
                    let expected = general.pagesScrolled(progress: p, isDragging: dragging)
                    let arrived = fast.scrolled(clampedProgress: p, isDragging: dragging)
                    let commands = arrived.map { fast.arrival(at: $0) } ?? PagingCommands()
                    if arrived != nil { arrivals += 1 }
                    XCTAssertEqual(Array(commands), Array(expected), "frame \(frame), \(count) pages")
                    XCTAssertEqual(fast.state, general.state, "frame \(frame), \(count) pages")
                    XCTAssertEqual(fast.settledIndex, general.settledIndex, "frame \(frame)")
                    if frame % 50 == 49 {
                        // The page view controller finishes the gesture now and then.
                        let shown = general.state.index
                        XCTAssertEqual(Array(fast.swipeFinished(showing: shown)), Array(general.swipeFinished(showing: shown)))
                        XCTAssertEqual(fast, general)
                    }
                }
                if count > 1 { XCTAssertGreaterThan(arrivals, 10, "\(count) pages must arrive on neighbours") }
            }
        }
    }

    /// A frame that goes on the same way as the dragging or settling move
    /// takes a shortcut (the move's own target, its progress not clamped
    /// again): after every such frame of many swipes the whole coordinator
    /// (its private swipe bookkeeping included) and the index returned are
    /// those of the general step, `scrolledFromMove`, and the progress is
    /// bit for bit the one `PagingMove`'s initialiser gives.
    func testSameWayFramesMatchTheGeneralStep() {
        var rng = SeededRandom(seed: 44)
        let grid: [CGFloat] = [-1, -0.999, -0.5, -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude, 0.25, 0.999, 1]
        var sameWay = 0, arrivals = 0
        for count in [1, 2, 3, 7] {
            for wraps in [true, false] {
                var coordinator = PagingCoordinator(count: count, selectedIndex: count / 2, wraps: wraps)
                for frame in 0..<4_000 {
                    let p = Bool.random(using: &rng) ? grid.randomElement(using: &rng)!
                                                     : CGFloat.random(in: -1...1, using: &rng)
                    let dragging = rng.next() % 3 != 0
                    let move: PagingMove?
                    switch coordinator.state {
                    case .dragging(let m), .settling(let m): move = m
                    default: move = nil
                    }
                    if let m = move, p != 0, (p > 0) == (m.steps > 0) {
                        sameWay += 1
                        var general = coordinator
                        let expected = general.scrolledFromMove(m, progress: p, isDragging: dragging)
                        let arrived = coordinator.scrolled(clampedProgress: p, isDragging: dragging)
                        if arrived != nil { arrivals += 1 }
                        XCTAssertEqual(arrived, expected, "frame \(frame), \(count) pages, p \(p)")
                        XCTAssertEqual(coordinator, general, "frame \(frame), \(count) pages, p \(p)")
                        if let shown = coordinator.state.move {
                            let reference = PagingMove(from: m.from, to: m.to, steps: m.steps, progress: abs(p))
                            XCTAssertEqual(shown.progress.bitPattern, reference.progress.bitPattern, "frame \(frame)")
                        }
                    } else {
                        _ = coordinator.scrolled(clampedProgress: p, isDragging: dragging)
                    }
                    if frame % 50 == 49 {
                        // The page view controller finishes the gesture now and then.
                        _ = coordinator.swipeFinished(showing: coordinator.state.index)
                    }
                }
            }
        }
        XCTAssertGreaterThan(sameWay, 5_000, "the frames must reach the shortcut")
        XCTAssertGreaterThan(arrivals, 100, "the shortcut must arrive on whole pages too")
    }
}
