import XCTest
import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real `InfinitePageViewController` and `InfiniteTabsViewController`
/// on a `SimulatedDevice`, let go by the app inside their own callbacks
/// (`onSelect`, a delegate method) in the middle of an event: the screen
/// holding them removes them and drops the last reference. The event
/// finishes, the controller is freed, later touches and frames reach
/// nothing, and UIKit records no misuse.
final class PagesReleasedInCallbackTests: XCTestCase {
    /// A screen showing one child controller filling it, which it can let go.
    @MainActor
    private final class Screen: UIViewController {
        var child: UIViewController?

        func embed(_ controller: UIViewController) {
            child = controller
            addChild(controller)
            controller.view.frame = view.bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
        }

        /// Removes the child and drops the last reference to it.
        func release() {
            child?.willMove(toParent: nil)
            child?.view.removeFromSuperview()
            child?.removeFromParent()
            child = nil
        }
    }

    /// Tells `release` when the pages or the container select.
    @MainActor
    private final class Delegate: InfinitePageViewControllerDelegate, InfiniteTabsViewControllerDelegate {
        var onSelect: ((Int) -> Void)?
        func infinitePageViewController(_ controller: InfinitePageViewController, didSelectItemAt index: Int) { onSelect?(index) }
        func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelectItemAt index: Int) { onSelect?(index) }
    }

    @MainActor private static func page(_ index: Int) -> UIViewController {
        let page = UIViewController()
        let label = UILabel()
        label.text = "Page \(index)"
        page.view.addSubview(label)
        return page
    }

    func testThePagesFreedByTheirOnSelectDuringASwipeFinishTheEvent() { onMain {
        let device = SimulatedDevice(width: 390, height: 800)
        let screen = Screen()
        device.show(screen)
        var pages: InfinitePageViewController? = InfinitePageViewController(count: 4) { Self.page($0) }
        let weakPages = WeakReference(pages)
        screen.embed(pages!)
        XCTAssertTrue(device.settle())
        var selected: [Int] = []
        pages?.onSelect = { index in
            selected.append(index)
            screen.release()
        }
        pages = nil
        device.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), settles: false)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [1])
        XCTAssertNil(weakPages.object, "freed")
        device.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), settles: false)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [1], "later events reach nothing")
        XCTAssertEqual(device.violations, [])
    } }

    func testThePagesFreedByTheirDelegateAfterAVoiceOverPageTurnFinishTheEvent() { onMain {
        let device = SimulatedDevice(width: 390, height: 800)
        let screen = Screen()
        device.show(screen)
        var pages: InfinitePageViewController? = InfinitePageViewController(count: 5) { Self.page($0) }
        let weakPages = WeakReference(pages)
        screen.embed(pages!)
        XCTAssertTrue(device.settle())
        let delegate = Delegate()
        var selected: [Int] = []
        delegate.onSelect = { index in
            selected.append(index)
            screen.release()
        }
        pages?.delegate = delegate
        device.setVoiceOver(true)
        XCTAssertTrue(pages?.view.accessibilityScroll(.left) ?? false, "an animated page turn, the user's")
        pages = nil
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [1])
        XCTAssertNil(weakPages.object, "freed (the refresh queued after the set reaches nothing)")
        device.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), settles: false)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(device.violations, [])
    } }

    func testTheContainerFreedByItsOnSelectDuringASwipeFinishesTheEvent() { onMain {
        let device = SimulatedDevice(width: 390, height: 800)
        let screen = Screen()
        device.show(screen)
        var tabs: InfiniteTabsViewController? = InfiniteTabsViewController(titles: ["A", "B", "C", "D"]) { Self.page($0) }
        let weakTabs = WeakReference(tabs)
        let weakPages = WeakReference(tabs?.pageController)
        let weakStrip = WeakReference(tabs?.tabStrip)
        screen.embed(tabs!)
        var selected: [Int] = []
        tabs?.onSelect = { index in
            selected.append(index)
            screen.release()
        }
        tabs = nil
        XCTAssertTrue(device.settle())
        device.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), settles: false)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [1])
        XCTAssertNil(weakTabs.object, "freed")
        XCTAssertNil(weakPages.object)
        XCTAssertNil(weakStrip.object)
        device.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), settles: false)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(device.violations, [])
    } }

    func testTheContainerFreedByItsDelegateAfterATappedTabFinishesTheEvent() { onMain {
        let device = SimulatedDevice(width: 390, height: 800)
        let screen = Screen()
        device.show(screen)
        var tabs: InfiniteTabsViewController? = InfiniteTabsViewController(titles: ["A", "B", "C", "D"]) { Self.page($0) }
        let weakTabs = WeakReference(tabs)
        screen.embed(tabs!)
        let delegate = Delegate()
        var selected: [Int] = []
        delegate.onSelect = { index in
            selected.append(index)
            screen.release()
        }
        tabs?.delegate = delegate
        tabs = nil
        XCTAssertTrue(device.settle())
        guard let c = device.visibleLabels().first(where: { $0.text == "C" })?.frame else { return XCTFail("no tab C") }
        device.tap(at: CGPoint(x: c.midX, y: c.midY))
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [2])
        XCTAssertNil(weakTabs.object, "freed")
        device.tap(at: CGPoint(x: c.midX, y: c.midY))
        device.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), settles: false)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(selected, [2])
        XCTAssertEqual(device.violations, [])
    } }

    /// Let go while the finger still drags the pages (a state change
    /// releases them): the rest of the drag and the lift reach nothing.
    func testThePagesFreedInTheMiddleOfADragFinishTheDrag() { onMain {
        let device = SimulatedDevice(width: 390, height: 800)
        let screen = Screen()
        device.show(screen)
        var pages: InfinitePageViewController? = InfinitePageViewController(count: 3) { Self.page($0) }
        let weakPages = WeakReference(pages)
        screen.embed(pages!)
        XCTAssertTrue(device.settle())
        var states = 0
        pages?.onProgress = { state in
            states += 1
            if state.move != nil { screen.release() }
        }
        pages = nil
        device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        XCTAssertNil(weakPages.object, "freed while the finger is down")
        let seen = states
        device.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.1)
        device.lift()
        XCTAssertTrue(device.settle())
        XCTAssertEqual(states, seen, "the rest of the drag reaches nothing")
        XCTAssertEqual(device.violations, [])
    } }
}
