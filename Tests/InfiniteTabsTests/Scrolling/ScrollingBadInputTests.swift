import XCTest
import InfiniteTabsCore

/// The picker's paging snap and the item transforms with every bad `Double`
/// and `Int` (``BadInput``): no trap, finite distances and appearances.
/// (The scroll view's own motion with bad input: UIKitModelTests,
/// ScrollViewBadInputTests.)
final class ScrollingBadInputTests: XCTestCase {
    func testPhysicsAnswersEveryBadInputWithFiniteValues() {
        let law = LawChecker()
        law.withEvery("a", in: BadInput.doubles) { a in
            let rate = DecelerationRate(perMillisecond: a)
            law.expect(rate.perMillisecond >= 0 && rate.perMillisecond < 1, "rate \(rate.perMillisecond)")
            law.withEvery("b", in: BadInput.doubles + BadInput.ordinaryDoubles) { b in
                for r in [rate, .normal, .fast] {
                    law.expectFinite(ScrollPhysics.projectedDistance(velocity: a, rate: r), "projectedDistance")
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
}
