import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// Records size transitions and trait changes.
@MainActor
final class TransitionRecorder: UIViewController {
    var log: [String] = []
    var traits: [UITraitCollection?] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("will \(Int(size.width)) (view \(Int(view.bounds.width)))")
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.log.append("alongside (view \(Int(self.view.bounds.width)))")
        }, completion: { [weak self] context in
            self?.log.append("completion \(context.isCancelled)")
        })
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traits.append(previousTraitCollection)
    }
}

/// `viewWillTransition(to:with:)` on every window size change, size classes
/// and dark mode (issue 26 point 5).
final class SizeTransitionTests: XCTestCase {
    func testARotationTellsControllersBeforeAndAfter() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let root = TransitionRecorder()
            let child = TransitionRecorder()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            device.show(root)
            XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
            XCTAssertEqual(root.traitCollection.verticalSizeClass, .regular)
            device.resize(width: 844, height: 390)
            XCTAssertEqual(root.log, ["will 844 (view 390)", "alongside (view 844)"])
            XCTAssertEqual(child.log.first, "will 844 (view 390)", "super forwards to the children")
            device.advance(by: 0.35)
            XCTAssertEqual(root.log.last, "completion false")
            // Apple's size-class table: an 844-point iPhone in landscape is
            // compact both ways (UIKitModel.Configuration.regularWidthFromPoints).
            XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
            XCTAssertEqual(root.traitCollection.verticalSizeClass, .compact)
            XCTAssertEqual(root.traits.last??.verticalSizeClass, .regular, "traitCollectionDidChange with the old traits")
            device.resize(width: 844, height: 390)
            XCTAssertEqual(root.log.count, 3, "no change of size, no transition")
        }
    }

    func testDarkMode() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let root = TransitionRecorder()
            device.show(root)
            XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
            let before = root.traits.count
            device.setTraits(userInterfaceStyle: .dark)
            XCTAssertEqual(root.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(root.traits.count, before + 1)
            XCTAssertTrue(root.traitCollection.hasDifferentColorAppearance(comparedTo: root.traits.last ?? nil))
        }
    }
}
