import XCTest
import InfiniteTabsCore

/// The one animation rule of the four SwiftUI wrappers: the transaction's.
final class SelectionBindingAnimationTests: XCTestCase {
    /// Defect 12: every binding change slid, though the docs said "inside a
    /// SwiftUI animation"; the rule now honours the transaction.
    func testAMoveAnimatesOnlyWithAnAnimationThatIsNotDisabled() {
        XCTAssertFalse(SelectionBinding.animatesMove(hasAnimation: false, disablesAnimations: false),
                       "a plain binding change moves at once")
        XCTAssertTrue(SelectionBinding.animatesMove(hasAnimation: true, disablesAnimations: false), "withAnimation slides")
        XCTAssertFalse(SelectionBinding.animatesMove(hasAnimation: true, disablesAnimations: true))
        XCTAssertFalse(SelectionBinding.animatesMove(hasAnimation: false, disablesAnimations: true))
    }

    /// The rule's answer is what a wrapper's update step carries.
    func testTheUpdateStepCarriesTheRulesAnswer() {
        for has in [false, true] {
            for disables in [false, true] {
                let animated = SelectionBinding.animatesMove(hasAnimation: has, disablesAnimations: disables)
                XCTAssertEqual(SelectionBinding.update(bound: 2, target: 0, count: 4, itemsChanged: false, animated: animated),
                               .select(2, animated: has && !disables))
            }
        }
    }
}
