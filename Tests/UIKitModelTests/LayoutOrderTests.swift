import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// The model's Auto Layout does not depend on the order constraints were
/// activated in: higher priorities win, and required ones that disagree are
/// recorded as UIKit's "Unable to simultaneously satisfy constraints".
final class LayoutOrderTests: XCTestCase {
    /// A device showing a root view, and a box in it that Auto Layout places.
    @MainActor
    private static func stagedBox() -> (SimulatedDevice, UIView, UIView) {
        let (device, root) = GestureArbitrationTests.stage()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        return (device, root, box)
    }

    /// A box pinned leading and top, 120 wide at a low priority and 200 wide
    /// required, in one order and in the reverse.
    @MainActor
    private static func frame(reversed: Bool) -> (CGRect, [String]) {
        let (device, root, box) = stagedBox()
        let preferred = box.widthAnchor.constraint(equalToConstant: 120)
        preferred.priority = .defaultLow
        var constraints = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            preferred,
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 44),
        ]
        if reversed { constraints.reverse() }
        NSLayoutConstraint.activate(constraints)
        device.settle()
        return (box.frame, device.violations)
    }

    func testTheSameConstraintsInEitherOrderGiveTheSameFrames() {
        onMain {
            let (forward, forwardViolations) = Self.frame(reversed: false)
            let (backward, backwardViolations) = Self.frame(reversed: true)
            XCTAssertEqual(forward, CGRect(x: 20, y: 10, width: 200, height: 44), "the required width wins over the low one")
            XCTAssertEqual(backward, forward)
            XCTAssertEqual(forwardViolations, [])
            XCTAssertEqual(backwardViolations, [])
        }
    }

    func testTwoRequiredConstraintsThatDisagreeAreRecorded() {
        onMain {
            let (device, root, box) = Self.stagedBox()
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 44),
            ])
            device.settle()
            XCTAssertTrue(device.violations.contains { $0.contains("Unable to simultaneously satisfy constraints") },
                          "\(device.violations)")
        }
    }
}
