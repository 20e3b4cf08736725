import UIKit
import XCTest
import TestSupport

/// The visual effect view's content rule and a stack view passing on a
/// change of its arranged subviews' size.
final class VisualEffectAndStackModelTests: XCTestCase {
    /// A 10-point "abcd" label in a stack centred in a 300 × 40 view.
    @MainActor
    private static func centredStack() -> (root: UIView, stack: UIStackView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let stack = UIStackView(), label = UILabel()
        label.text = "abcd"
        label.font = .systemFont(ofSize: 10)
        stack.addArrangedSubview(label)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        return (root, stack, label)
    }

    // Apple, "invalidateIntrinsicContentSize()": the next layout pass takes
    // the new size into account, also through a stack view's own size.
    func testALabelGrowingInACentredStackIsCentredAgainOnTheNextLayoutPass() {
        onModel {
            let (root, stack, label) = Self.centredStack()
            root.layoutIfNeeded()
            XCTAssertEqual(stack.frame.midX, 150)
            XCTAssertEqual(stack.frame.width, 20)
            root.layoutIfNeeded() // a second pass: nothing left marked
            XCTAssertFalse(root.needsLayout)
            label.font = .systemFont(ofSize: 20)
            root.layoutIfNeeded()
            XCTAssertEqual(stack.frame.width, 40, "the stack takes the label's new size")
            XCTAssertEqual(stack.frame.midX, 150, "and is centred again")
        }
    }

    // Apple, "UIStackView": the stack sizes its arranged views with Auto
    // Layout, so a label's own `≤` width narrows it (it truncates) and the
    // stack with it, and a new constant is taken on the next pass.
    func testAnArrangedLabelsOwnWidthLimitNarrowsItAndItsStack() {
        onModel {
            let (root, stack, label) = Self.centredStack()
            let limit = label.widthAnchor.constraint(lessThanOrEqualToConstant: 12)
            limit.isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.width, 12)
            XCTAssertEqual(stack.frame.width, 12)
            limit.constant = 100
            root.layoutIfNeeded()
            XCTAssertEqual(stack.frame.width, 20, "a limit above its text leaves the label its own width")
            XCTAssertEqual(stack.frame.midX, 150)
        }
    }

    // pkluz/PKHUD#190, iosphere/ISHPermissionKit#90: UIKit throws on a
    // subview added to the effect view itself.
    func testASubviewAddedToTheEffectViewItselfIsAViolationAndToItsContentViewIsNot() {
        onModel {
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            effect.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            effect.layoutIfNeeded()
            XCTAssertEqual(effect.contentView.frame, effect.bounds, "the content view fills it")
            effect.contentView.addSubview(UIView())
            XCTAssertEqual(UIKitModel.violations, [])
            effect.addSubview(UIView())
            XCTAssertEqual(UIKitModel.violations.count, 1)
            XCTAssertEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .dark))
            XCTAssertNotEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .light))
        }
    }
}
