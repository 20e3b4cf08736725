import XCTest
import InfiniteTabsCore

/// The one animation rule of the four SwiftUI wrappers.
final class SelectionBindingAnimationTests: XCTestCase {
    func testAMoveAnimatesUnlessTheTransactionDisablesAnimations() {
        XCTAssertTrue(SelectionBinding.animatesMove(disablesAnimations: false),
                      "a plain binding change (no withAnimation) slides like a UIKit control moved by code")
        XCTAssertFalse(SelectionBinding.animatesMove(disablesAnimations: true))
    }

    /// The rule's answer is what a wrapper's update step carries: the step
    /// moves the control animated exactly when the rule says so.
    func testTheUpdateStepCarriesTheRulesAnswer() {
        for disables in [false, true] {
            let animated = SelectionBinding.animatesMove(disablesAnimations: disables)
            XCTAssertEqual(SelectionBinding.update(bound: 2, target: 0, count: 4, itemsChanged: false, animated: animated),
                           .select(2, animated: !disables))
        }
    }
}
