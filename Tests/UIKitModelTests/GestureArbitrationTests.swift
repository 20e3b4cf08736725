import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// Records what a control sends.
@MainActor
final class ControlLog {
    var events: [String] = []
    func watch(_ control: UIControl) {
        control.addTarget(nil, action: { [weak self] in self?.events.append("down") }, for: .touchDown)
        control.addTarget(nil, action: { [weak self] in self?.events.append("upInside") }, for: .touchUpInside)
        control.addTarget(nil, action: { [weak self] in self?.events.append("cancel") }, for: .touchCancel)
        control.addTarget(nil, action: { [weak self] in self?.events.append("valueChanged") }, for: .valueChanged)
    }
}

/// A delegate answering with closures.
@MainActor
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var begin = true
    var receive = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
}

/// Gesture arbitration as UIKit does it (issue 26 point 4), through the
/// simulated finger.
final class GestureArbitrationTests: XCTestCase {
    /// A 390 × 800 stage on a device.
    @MainActor
    static func stage() -> (SimulatedDevice, UIView) {
        let device = SimulatedDevice(width: 390, height: 844)
        let root = UIView()
        device.show(view: root, height: 800)
        return (device, root)
    }

    @MainActor
    static func horizontalScrollView(in root: UIView) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        scrollView.contentSize = CGSize(width: 3000, height: 200)
        root.addSubview(scrollView)
        return scrollView
    }

    /// The defect of issue 26: a finger that moved 75–150 pt and lifted was
    /// delivered as a tap when nothing could scroll.
    func testAFingerThatMovesBeyondTheSlopIsNoTap() {
        onMain {
            let (device, root) = Self.stage()
            let target = TapTarget(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(target)
            device.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.2)
            device.lift()
            XCTAssertEqual(target.taps.count, 0, "a 100 pt move is not a tap")
            device.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 108, y: 200), duration: 0.1)
            device.lift()
            XCTAssertEqual(target.taps.count, 1, "an 8 pt wobble is still a tap")
        }
    }

    /// Apple, "Attaching gesture recognizers to UIKit controls": a page
    /// control's single tap beats its parent's tap recogniser.
    func testAPageControlBeatsAnAncestorsTap() {
        onMain {
            let (device, root) = Self.stage()
            let parent = TapTarget(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(parent)
            let dots = UIPageControl(frame: CGRect(x: 95, y: 100, width: 200, height: 26))
            dots.numberOfPages = 5
            parent.addSubview(dots)
            let log = ControlLog()
            log.watch(dots)
            device.tap(at: CGPoint(x: 280, y: 120))
            XCTAssertEqual(dots.currentPage, 1)
            XCTAssertEqual(log.events, ["down", "valueChanged"])
            XCTAssertEqual(parent.taps.count, 0)
            device.tap(at: CGPoint(x: 20, y: 300))
            XCTAssertEqual(parent.taps.count, 1, "outside the control the parent's tap still works")
        }
    }

    /// A custom control is not in Apple's list: the ancestor's tap wins and
    /// cancels the control's touch; with `cancelsTouchesInView = false` both act.
    func testACustomControlLosesToAnAncestorsTapUnlessItLetsTouchesThrough() {
        onMain {
            let (device, root) = Self.stage()
            let parent = TapTarget(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(parent)
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            parent.addSubview(control)
            let log = ControlLog()
            log.watch(control)
            device.tap(at: CGPoint(x: 150, y: 120))
            XCTAssertEqual(parent.taps.count, 1)
            XCTAssertEqual(log.events, ["down", "cancel"])
            parent.gestureRecognizers?.first?.cancelsTouchesInView = false
            log.events = []
            device.tap(at: CGPoint(x: 150, y: 120))
            XCTAssertEqual(parent.taps.count, 2)
            XCTAssertEqual(log.events, ["down", "upInside"])
        }
    }

    /// A control takes a lift up to about 70 points outside its bounds.
    func testAControlTakesALiftNearItsBounds() {
        onMain {
            let (device, root) = Self.stage()
            let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            root.addSubview(control)
            let log = ControlLog()
            log.watch(control)
            device.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 250, y: 120), duration: 0.2)
            device.lift()
            XCTAssertEqual(log.events, ["down", "upInside"], "50 pt outside")
            log.events = []
            device.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 300, y: 120), duration: 0.2)
            device.lift()
            XCTAssertEqual(log.events, ["down"], "100 pt outside: no action")
            XCTAssertFalse(control.isHighlighted)
        }
    }

    /// Every scroll view has a pan in its `gestureRecognizers`, whose
    /// actions hear began, changed, ended with translation and velocity.
    func testTheScrollViewsPanReportsItsStates() {
        onMain {
            let (device, root) = Self.stage()
            let scrollView = Self.horizontalScrollView(in: root)
            let pan = scrollView.panGestureRecognizer
            XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === pan } == true)
            var states: [UIGestureRecognizer.State] = []
            var translations: [CGFloat] = []
            pan.addTarget(nil) { states.append(pan.state); translations.append(pan.translation(in: scrollView).x) }
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2)
            let velocity = pan.velocity(in: scrollView)
            device.lift()
            XCTAssertEqual(states.first, .began)
            XCTAssertEqual(states.last, .ended)
            XCTAssertTrue(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
            XCTAssertEqual(translations.last ?? 0, -200, accuracy: 0.001)
            XCTAssertEqual(velocity.x, -1000, accuracy: 1)
            XCTAssertEqual(pan.state, .possible, "reset after the touch")
            XCTAssertTrue(scrollView.isDecelerating)
        }
    }

    /// Deepest first: an ancestor's pan loses to the scroll view's unless a
    /// delegate lets both recognise; a delegate may stop the scroll view's.
    func testSimultaneousRecognitionAndShouldBegin() {
        onMain {
            let (device, root) = Self.stage()
            let scrollView = Self.horizontalScrollView(in: root)
            var outerStates: [UIGestureRecognizer.State] = []
            let outer = UIPanGestureRecognizer(target: nil) {}
            outer.addTarget(nil) { outerStates.append(outer.state) }
            root.addGestureRecognizer(outer)
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.1)
            device.lift()
            device.settle()
            XCTAssertEqual(outerStates, [])
            XCTAssertGreaterThan(scrollView.contentOffset.x, 90)

            let delegate = GestureDelegate()
            delegate.simultaneous = true
            outer.delegate = delegate
            scrollView.contentOffset = .zero
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.1)
            device.lift()
            device.settle()
            XCTAssertEqual(outerStates.first, .began)
            XCTAssertGreaterThan(scrollView.contentOffset.x, 90, "both recognised")

            let stopper = GestureDelegate()
            stopper.begin = false
            scrollView.panGestureRecognizer.delegate = stopper
            outerStates = []
            scrollView.contentOffset = .zero
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.1)
            device.lift()
            device.settle()
            XCTAssertEqual(scrollView.contentOffset.x, 0, "the scroll view's pan may not begin")
            XCTAssertEqual(outerStates.first, .began, "so the outer pan takes the drag")
        }
    }

    /// `require(toFail:)`: a tap that must wait for the scroll view's pan
    /// fires for a tap, and never when the finger pans.
    func testRequireToFail() {
        onMain {
            let (device, root) = Self.stage()
            let scrollView = Self.horizontalScrollView(in: root)
            var taps = 0
            let tap = UITapGestureRecognizer(target: nil) { taps += 1 }
            tap.require(toFail: scrollView.panGestureRecognizer)
            scrollView.addGestureRecognizer(tap)
            device.tap(at: CGPoint(x: 200, y: 200))
            XCTAssertEqual(taps, 1)
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.1)
            device.lift()
            XCTAssertEqual(taps, 1)
        }
    }

    /// `shouldReceive` false: the recogniser never sees the touch.
    func testShouldReceiveTouch() {
        onMain {
            let (device, root) = Self.stage()
            let target = TapTarget(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(target)
            let delegate = GestureDelegate()
            delegate.receive = false
            target.gestureRecognizers?.first?.delegate = delegate
            device.tap(at: CGPoint(x: 100, y: 100))
            XCTAssertEqual(target.taps.count, 0)
        }
    }

    /// Apple, "isEnabled": disabling a recogniser mid-gesture cancels it.
    func testDisablingAPanMidGestureCancelsIt() {
        onMain {
            let (device, root) = Self.stage()
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer(target: nil) {}
            pan.addTarget(nil) { states.append(pan.state) }
            root.addGestureRecognizer(pan)
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.1)
            pan.isEnabled = false
            device.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
            device.lift()
            XCTAssertEqual(states.last, .cancelled)
            XCTAssertFalse(states.contains(.ended))
        }
    }
}
