import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Item transforms on wrapping pages, per frame: the fake page view
/// controller reports its inner scroll view's offset on every frame of
/// swipes, animated sets and the return to rest; each page's look comes from
/// ``PageProgress/distanceFromCenter(pageStart:offset:pageLength:)`` with the
/// page's place in the scroll view as UIKit lays it out (the page on screen
/// one width in, the incoming page beside it, the outgoing page during an
/// animated set on the other side).
final class PageTransformContinuityTests: XCTestCase {
    @MainActor
    private static func record(_ h: PagesHarness, transform: ItemTransform,
                               into frames: UnsafeMutablePointer<[[ObjectIdentifier: (d: CGFloat, look: ItemAppearance)]]>) {
        let host = h.host
        host.onScroll = { offset in
            var slots: [(FakePage, Int)] = []
            if let shown = host.shownPage {
                if host.isAnimatingSet {
                    slots.append((shown, host.animationVisualStep))
                    if let old = host.previousPage { slots.append((old, 0)) }
                } else {
                    slots.append((shown, 0))
                    if let g = host.gesture, g.target !== shown { slots.append((g.target, g.visualStep)) }
                }
            }
            var frame: [ObjectIdentifier: (d: CGFloat, look: ItemAppearance)] = [:]
            for (page, slot) in slots {
                let d = PageProgress.distanceFromCenter(pageStart: host.width * CGFloat(1 + slot), offset: offset,
                                                        pageLength: host.width)
                frame[ObjectIdentifier(page)] = (d, transform.appearance(atDistance: d))
            }
            frames.pointee.append(frame)
        }
    }

    func testEveryPageLookMovesSmoothlyThroughSwipesSetsAndTheSeam() { onMain {
        let transform = ItemTransform.coverFlow
        for layout in [LayoutDirection.leftToRight, .rightToLeft] {
            var frames: [[ObjectIdentifier: (d: CGFloat, look: ItemAppearance)]] = []
            var offsets: [CGFloat] = []
            let h = PagesHarness(count: 3, selectedIndex: 2, layout: layout)
            withUnsafeMutablePointer(to: &frames) { pointer in
                Self.record(h, transform: transform, into: pointer)
                let recordFrame = h.host.onScroll
                h.host.onScroll = { offset in offsets.append(offset); recordFrame?(offset) }
                var random = SeededRandom(seed: 12)
                var clock = AutoScroll(interval: 1)
                for i in 0..<300 {
                    switch random.int(in: 0...3) {
                    case 0: h.host.swipe(visualStep: random.chance(0.6) ? 1 : -1, completed: random.chance(0.7))
                    case 1: h.driver.select(random.int(in: 0...2)); h.host.finishAnimation()
                    default:
                        if h.driver.autoScrollTick(&clock, now: Double(i) / 2) != nil { h.host.finishAnimation() }
                    }
                }
                h.host.onScroll = nil
            }
            XCTAssertGreaterThan(frames.count, 500)
            XCTAssertEqual(h.host.violations, [])
            var seen = 0
            for (i, (a, b)) in zip(frames, frames.dropFirst()).enumerated() {
                for (id, after) in b {
                    guard let before = a[id] else { continue }
                    seen += 1
                    let step = abs(after.d - before.d)
                    let scrolled = (offsets[i + 1] - offsets[i]) / h.host.width
                    // A page moves with the content: by the offset change, or not at
                    // all when UIKit puts the scroll view back to rest under the page
                    // that stays (an offset jump of exactly one page).
                    let withContent = abs((after.d - before.d) + scrolled) < 1e-9
                    let reset = step < 1e-9 && abs(abs(scrolled) - 1) < 1e-9
                    XCTAssertTrue(withContent || reset,
                                  "\(layout): a page moved \(after.d - before.d) pages as the offset moved \(scrolled)")
                    XCTAssertLessThanOrEqual(abs(after.look.scale - before.look.scale), 0.15 * step + 1e-9)
                    XCTAssertLessThanOrEqual(abs(after.look.alpha - before.look.alpha), 0.4 * step + 1e-9)
                }
            }
            XCTAssertGreaterThan(seen, 500)
            // At rest the page on screen is untransformed.
            XCTAssertEqual(frames.last?[ObjectIdentifier(h.host.shownPage!)]?.look, .identity)
        }
    } }
}
