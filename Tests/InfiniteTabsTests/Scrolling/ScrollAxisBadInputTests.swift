import XCTest
import InfiniteTabsCore

/// The axis helpers and the transform pass with every bad `Double`
/// (``BadInput``): the helpers only swap components, so every value comes
/// back exactly as given (NaN in the same place), never mixed with another;
/// no trap.
final class ScrollAxisBadInputTests: XCTestCase {
    private func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

    func testTheAxisHelpersPassEveryValueThroughUnchanged() {
        let law = LawChecker()
        let doubles = BadInput.doubles + BadInput.ordinaryDoubles
        law.withEvery("a", in: doubles) { a in
            law.withEvery("b", in: doubles) { b in
                for axis in ScrollAxis.allCases {
                    let p = axis.point(along: a, across: b)
                    law.expect(same(axis.along(p), a), "along(point)")
                    let s = axis.size(along: a, across: b)
                    law.expect(same(axis.along(s), a) && same(axis.across(s), b), "along/across(size)")
                    let r = axis.replacing(p, along: b)
                    law.expect(same(axis.along(r), b), "replacing")
                    law.expect(same(axis == .horizontal ? r.y : r.x, b), "replacing keeps the other component")
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        _ = axis.layoutDirection(direction)
                        for scroll in AccessibilityScrollDirection.allCases {
                            if let step = PageAccessibility.pageStep(for: scroll, layout: direction, axis: axis) {
                                law.expect(step == 1 || step == -1, "page step \(step)")
                            }
                        }
                    }
                }
                let transform = ItemTransform(minimumScale: a, minimumAlpha: b, maximumTilt: a)
                for carries in [true, false] {
                    let pass = transform.pass(viewsCarryLook: carries)
                    law.expect(transform.isIdentity ? pass == (carries ? .reset : .skip) : pass == .apply, "pass \(pass)")
                }
            }
        }
        law.finish()
    }
}
