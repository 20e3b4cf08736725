import UIKit
import XCTest

/// A view the focus system can focus.
@MainActor
private final class Box: UIView {
    let name: String
    init(_ name: String, x: CGFloat, y: CGFloat = 0) {
        self.name = name
        super.init(frame: CGRect(x: x, y: y, width: 40, height: 40))
    }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFocused: Bool { true }
}

/// A view whose focus updates go to `preferred`.
@MainActor
private final class Preferring: UIView {
    weak var preferred: UIView?
    override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred.map { [$0] } ?? [] }
}

@MainActor
private func boxName(_ view: UIView?) -> String { (view as? Box)?.name ?? "nothing" }

/// The focus system of an iPad with a hardware keyboard: groups, Tab,
/// arrows, focus updates, and the off-screen switch.
final class FocusSystemModelTests: XCTestCase {
    func testTabMovesBetweenGroupsAndArrowsWithinOne() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.makeKeyAndVisible()
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
            row.focusGroupIdentifier = "row"
            let a = Box("a", x: 0), b = Box("b", x: 100), c = Box("c", x: 200)
            b.focusGroupPriority = .prioritized
            [a, b, c].forEach(row.addSubview)
            let alone = Box("alone", x: 0, y: 100), other = Box("other", x: 100, y: 100)
            [row, alone, other].forEach(window.addSubview)
            XCTAssertEqual(UIKeyboardModel.focusGroup(of: c), "row", "a subview inherits its superview's group")
            UIKeyboardModel.moveFocus(in: window)
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "b", "entering a group: its prioritized item")
            XCTAssertTrue(UIKeyboardModel.press(UIKeyCommand.inputRightArrow, in: window))
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "c", "an arrow moves within the group")
            XCTAssertFalse(UIKeyboardModel.press(UIKeyCommand.inputRightArrow, in: window), "nothing further right")
            XCTAssertTrue(c.isFocused)
            UIKeyboardModel.moveFocus(in: window)
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "alone", "Tab leaves the group: views in no group are one stop each")
            XCTAssertFalse(UIKeyboardModel.press(UIKeyCommand.inputRightArrow, in: window), "an arrow does not leave a group")
            UIKeyboardModel.moveFocus(in: window)
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "other")
            UIKeyboardModel.moveFocus(in: window)
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "b", "the prioritized item beats the one focused last")
            b.focusGroupPriority = .ignored
            UIKeyboardModel.moveFocus(in: window, reverse: true)
            UIKeyboardModel.moveFocus(in: window)
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "b", "the item focused last in the group")
        }
    }

    func testAFocusUpdateGoesToThePreferredViewAndAnUnfocusableViewLosesTheFocus() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.makeKeyAndVisible()
            let holder = Preferring(frame: window.bounds)
            let a = Box("a", x: 0), b = Box("b", x: 100)
            [a, b].forEach(holder.addSubview)
            window.addSubview(holder)
            XCTAssertTrue(UIKeyboardModel.focus(a))
            holder.preferred = b
            b.setNeedsFocusUpdate()
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "a", "a view without the focus asks for nothing")
            holder.setNeedsFocusUpdate()
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "a", "the update waits for the end of the turn")
            holder.updateFocusIfNeeded()
            XCTAssertEqual(boxName(UIKeyboardModel.focusedView), "b")
            b.isHidden = true
            UIKitModel.runLoop.finishEvent()
            XCTAssertNil(UIKeyboardModel.focusedView, "a hidden view loses the focus")
        }
    }

    /// ``UIKitModel/Configuration/scrollViewsAreFocusGroups``: two boxes in a
    /// scroll view under a named group are in that group, or in the scroll
    /// view's own.
    func testTheScrollViewGroupSwitchDecidesTheGroupOfItsContent() {
        for automatic in [false, true] {
            onModel {
                UIKitModel.configuration.scrollViewsAreFocusGroups = automatic
                let (scrollView, _, window) = makeScrollView(width: 300, content: 3000)
                let named = UIView(frame: window.bounds)
                named.focusGroupIdentifier = "named"
                window.addSubview(named)
                named.addSubview(scrollView)
                let box = Box("box", x: 10)
                scrollView.addSubview(box)
                let group = UIKeyboardModel.focusGroup(of: box)
                XCTAssertEqual(group == "named", !automatic, "scrollViewsAreFocusGroups=\(automatic): \(group ?? "none")")
                XCTAssertNotNil(group)
            }
        }
    }

    /// ``UIKitModel/Configuration/lostFocus``: a focused box removed from the
    /// window leaves nothing focused, or the window's first focusable view.
    func testTheLostFocusSwitchDecidesWhereAFocusGoesWhenItsViewLeaves() {
        for (lost, expected) in [(UIKitModel.LostFocus.nowhere, "nothing"), (.windowsFirstItem, "first")] {
            onModel {
                UIKitModel.configuration.lostFocus = lost
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                window.makeKeyAndVisible()
                let first = Box("first", x: 0), second = Box("second", x: 100)
                [first, second].forEach(window.addSubview)
                XCTAssertTrue(UIKeyboardModel.focus(second))
                second.removeFromSuperview()
                UIKitModel.runLoop.finishEvent()
                XCTAssertEqual(boxName(UIKeyboardModel.focusedView), expected, "lostFocus=\(lost)")
            }
        }
    }

    /// ``UIKitModel/Configuration/focusReachesViewsOffScreen``: a box
    /// scrolled out of a scroll view's bounds is a Tab stop or not.
    func testTheOffScreenSwitchDecidesWhetherTabReachesAViewScrolledAway() {
        for (reaches, expected) in [(true, ["shown", "hidden"]), (false, ["shown", "shown"])] {
            onModel {
                UIKitModel.configuration.focusReachesViewsOffScreen = reaches
                let (scrollView, _, window) = makeScrollView(width: 300, content: 3000)
                scrollView.addSubview(Box("shown", x: 10))
                scrollView.addSubview(Box("hidden", x: 1_000))
                var stops: [String] = []
                for _ in 0..<2 {
                    UIKeyboardModel.moveFocus(in: window)
                    stops.append(boxName(UIKeyboardModel.focusedView))
                }
                XCTAssertEqual(stops, expected, "focusReachesViewsOffScreen=\(reaches)")
                scrollView.contentOffset = CGPoint(x: 900, y: 0)
                XCTAssertTrue(UIKeyboardModel.canReach(scrollView.subviews.compactMap { $0 as? Box }.first { $0.name == "hidden" }!))
            }
        }
    }

    func testTheSwitchParses() throws {
        let configuration = try UIKitModel.Configuration.parsing("focusReachesViewsOffScreen=false")
        XCTAssertFalse(configuration.focusReachesViewsOffScreen)
        XCTAssertTrue(UIKitModel.Configuration().focusReachesViewsOffScreen)
    }
}
