import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// A view with a natural size, as a title view of a navigation item.
@MainActor
private final class SizedView: UIView {
    var natural: CGSize
    init(_ natural: CGSize) { self.natural = natural; super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

/// A view that answers `sizeThatFits` only.
@MainActor
private final class FittingView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 30) }
}

/// `UINavigationItem.titleView` in the bar of a navigation controller: sized
/// from its intrinsic size or `sizeThatFits`, within the bar's margins.
final class NavigationTitleViewTests: XCTestCase {
    func testTheTopItemsTitleViewIsCentredInTheBarAtItsNaturalSizeWithinTheMargins() { onMain {
        let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        let sized = SizedView(CGSize(width: 200, height: 30))
        root.navigationItem.titleView = sized
        let nav = UINavigationController(rootViewController: root)
        device.show(nav)
        device.settle()
        XCTAssertTrue(sized.superview === nav.navigationBar)
        XCTAssertEqual(sized.convert(sized.bounds, to: nil), CGRect(x: 95, y: 47 + 7, width: 200, height: 30))
        sized.natural = CGSize(width: 1000, height: 80)
        sized.invalidateIntrinsicContentSize()
        device.settle()
        XCTAssertEqual(sized.frame, CGRect(x: 16, y: 0, width: 358, height: 44), "at most the bar less 16 points a side, 44 high")

        let fitting = FittingView()
        root.navigationItem.titleView = fitting
        device.settle()
        XCTAssertNil(sized.superview, "the old title view leaves the bar")
        XCTAssertEqual(fitting.frame, CGRect(x: 195, y: 22, width: 0, height: 0), "no intrinsic size: nothing, by default")
        UIKitModel.configuration.titleViewWithoutIntrinsicSize = .sizeThatFits
        nav.navigationBar.setNeedsLayout()
        device.settle()
        XCTAssertEqual(fitting.frame, CGRect(x: 135, y: 7, width: 120, height: 30), "no intrinsic size: sizeThatFits, the other value")

        let second = UIViewController()
        nav.pushViewController(second, animated: false)
        device.settle()
        XCTAssertNil(fitting.superview, "only the top item's title view shows")
        XCTAssertTrue(nav.popViewController(animated: false) === second)
        device.settle()
        XCTAssertTrue(fitting.superview === nav.navigationBar)
        XCTAssertEqual(device.violations, [])
    } }
}
