import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The scroll physics, the headless scroll view and the item transforms,
/// with every bad `Double` and `Int` (``BadInput``): no trap, finite
/// offsets, velocities and appearances, bounded frame counts.
final class ScrollingBadInputTests: XCTestCase {
    func testPhysicsAnswersEveryBadInputWithFiniteValues() {
        let law = LawChecker()
        let strip = TripledStrip(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200)
        law.withEvery("a", in: BadInput.doubles) { a in
            let rate = DecelerationRate(perMillisecond: a)
            law.expect(rate.perMillisecond >= 0 && rate.perMillisecond < 1, "rate \(rate.perMillisecond)")
            law.withEvery("b", in: BadInput.doubles + BadInput.ordinaryDoubles) { b in
                for r in [rate, .normal, .fast] {
                    law.expectFinite(ScrollPhysics.projectedDistance(velocity: a, rate: r), "projectedDistance")
                    law.expectFinite(ScrollPhysics.projectedOffset(b, velocity: a, rate: r), "projectedOffset")
                    law.expectFinite(ScrollPhysics.distance(afterMilliseconds: b, velocity: a, rate: r), "distance")
                    law.expectFinite(ScrollPhysics.velocity(afterMilliseconds: b, velocity: a, rate: r), "velocity")
                    law.expectFinite(ScrollPhysics.tabSnapOffset(in: strip, offset: b, velocity: a, rate: r), "tabSnapOffset")
                }
                for start in BadInput.ints {
                    let page = ScrollPhysics.pagingTarget(startPage: start, offset: b, velocity: a, pageWidth: b, pageCount: start,
                                                          flickVelocity: a)
                    if start > 0 { law.expect(page >= 0 && page < start, "pagingTarget \(page) outside 0..<\(start)") }
                }
                let transform = ItemTransform(minimumScale: a, minimumAlpha: b, maximumTilt: a)
                let look = transform.appearance(atDistance: b)
                law.expect(look.scale.isFinite && look.alpha.isFinite && look.tilt.isFinite, "appearance \(look)")
                law.expectFinite(ItemTransform.distance(itemStart: a, centerStart: b, pageLength: a), "distance")
                law.expectFinite(PageProgress.distanceFromCenter(pageStart: a, offset: b, pageLength: b), "distanceFromCentre")
            }
        }
        law.finish()
    }

    func testTheHeadlessScrollViewTakesEveryBadValue() { onMain {
        let law = LawChecker()
        law.withEvery("d", in: BadInput.doubles) { d in
            let sims = [ScrollSimulator(viewportWidth: d, contentWidth: 1000, offset: d),
                        ScrollSimulator(viewportWidth: 100, contentWidth: d, offset: 50),
                        ScrollSimulator(viewportWidth: 100, contentWidth: 1000, offset: 200)]
            for sim in sims {
                sim.pageWidth = d
                sim.framesPerSecond = d
                law.expect(sim.frames(forSeconds: d) >= 1 && sim.frames(forSeconds: d) <= 1_000_000, "frames(forSeconds:)")
                sim.beginDrag()
                sim.drag(by: d)
                sim.endDrag(velocity: d)
                law.expect(sim.settle(maxFrames: 2_000) <= 2_000, "settle")
                sim.setContentOffset(d, animated: true)
                sim.animate(to: d, frames: Int.max)
                sim.step()
                sim.setOffset(d)
                sim.animate(to: d, frames: Int.min)
                _ = sim.settle(maxFrames: 2_000)
                sim.resize(viewportWidth: d, contentWidth: d)
                law.expectFinite(sim.offset, "offset")
                law.expectFinite(sim.maxOffset, "maxOffset")
            }
        }
        law.finish()
    } }
}
