#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// An app may let go of the screen holding the real `InfinitePickerView`
/// inside the picker's own callback (a screen torn down once the user
/// settled on an option). Here the window's root controller owns the picker,
/// nothing else holds either, and the callback replaces the root: the last
/// reference goes in the middle of a UIKit event (a scroll view delegate
/// call, a tap, VoiceOver, the auto-advance timer). The event must finish
/// without a trap or use of freed memory (the sanitizer step runs these
/// too), the controller, the picker and its scroll view must be freed, its
/// timer must stop, and later frames and taps must reach nothing.
final class PickerOwnerReleasedInCallbackTests: XCTestCase {
    /// A screen owning a picker of three options at the top of its view.
    @MainActor private final class PickerScreenController: UIViewController {
        let picker = InfinitePickerView()
        override func viewDidLoad() {
            super.viewDidLoad()
            picker.titles = ["A", "B", "C"]
            picker.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
            view.addSubview(picker)
        }
    }

    /// Told through the delegate; replaces the window's root when told.
    @MainActor private final class ReleasingDelegate: InfinitePickerViewDelegate {
        let release: () -> Void
        var changes: [Int] = []
        init(release: @escaping () -> Void) { self.release = release }
        func infinitePickerView(_ picker: InfinitePickerView, didSelectItemAt index: Int) {
            changes.append(index)
            release()
        }
    }

    /// Where the app hears of the change.
    private enum Callback { case onSelect, delegate, valueChanged }

    /// A target of `.valueChanged` that records the change and releases.
    @MainActor private final class ReleasingTarget {
        var changes: [Int] = []
    }

    /// Shows a screen, wires `callback` to record the change and release the
    /// screen, runs `event`, then runs frames and taps on: everything must be
    /// freed and nothing called again.
    @MainActor
    private static func run(_ name: String, callback: Callback = .onSelect, prepare: (InfinitePickerView) -> Void = { _ in },
                            event: (SimulatedDevice, () -> InfinitePickerView?) -> Void) {
        let device = SimulatedDevice(width: 300, height: 600)
        var controller: PickerScreenController? = PickerScreenController()
        device.show(controller!)
        weak let weakController = controller
        weak let weakPicker = controller?.picker
        weak let weakScrollView = controller?.picker.scrollView
        var changes: [Int] = []
        let release = { device.show(UIViewController()) }
        var delegate: ReleasingDelegate?
        let target = ReleasingTarget()
        switch callback {
        case .delegate:
            delegate = ReleasingDelegate(release: release)
            controller?.picker.delegate = delegate
        case .onSelect:
            controller?.picker.onSelect = { index in
                changes.append(index)
                release()
            }
        case .valueChanged:
            controller?.picker.addTarget(target, action: { [weak target, weak picker = controller?.picker] in
                target?.changes.append(picker?.selectedIndex ?? -1)
                release()
            }, for: .valueChanged)
        }
        @MainActor func reported() -> [Int] {
            switch callback {
            case .onSelect: return changes
            case .delegate: return delegate?.changes ?? []
            case .valueChanged: return target.changes
            }
        }
        prepare(controller!.picker)
        controller = nil // the window's root holds the screen now
        XCTAssertNotNil(weakPicker, "\(name): on screen")
        event(device) { weakPicker }
        device.settle()
        XCTAssertEqual(reported().count, 1, "\(name): the change was reported once: \(reported())")
        XCTAssertNil(weakController, "\(name): the screen was freed")
        XCTAssertNil(weakPicker, "\(name): the picker went with it")
        XCTAssertNil(weakScrollView, "\(name): and its scroll view")
        // Later input reaches nothing.
        device.tap(at: CGPoint(x: 150, y: 122))
        device.drag(from: CGPoint(x: 250, y: 122), to: CGPoint(x: 50, y: 122), duration: 0.2)
        device.lift()
        device.advance(by: 3)
        XCTAssertEqual(reported().count, 1, "\(name): nothing called after")
        XCTAssertTrue(UIKitModel.runLoop.scheduledTimers.isEmpty, "\(name): no timer left running")
        XCTAssertEqual(device.violations, [], name)
    }

    func testThePickerFreedByItsOnChangeWhenADragSettlesFinishesTheEvent() { onMain {
        Self.run("drag") { device, _ in
            device.drag(from: CGPoint(x: 250, y: 122), to: CGPoint(x: 60, y: 122), duration: 0.3)
            device.lift()
        }
    } }

    func testThePickerFreedByItsOnChangeWhenATapSettlesFinishesTheEvent() { onMain {
        Self.run("tap") { device, _ in device.tap(at: CGPoint(x: 150, y: 122)) }
    } }

    func testThePickerFreedByItsDelegateWhenATapSettlesFinishesTheEvent() { onMain {
        Self.run("tap, delegate", callback: .delegate) { device, _ in device.tap(at: CGPoint(x: 150, y: 122)) }
    } }

    func testThePickerFreedByItsValueChangedTargetWhenADragSettlesFinishesTheEvent() { onMain {
        Self.run("drag, .valueChanged", callback: .valueChanged) { device, _ in
            device.drag(from: CGPoint(x: 250, y: 122), to: CGPoint(x: 60, y: 122), duration: 0.3)
            device.lift()
        }
    } }

    func testThePickerFreedByItsValueChangedTargetDuringAVoiceOverDecrementFinishesTheEvent() { onMain {
        Self.run("VoiceOver, .valueChanged", callback: .valueChanged) { _, picker in picker()?.accessibilityDecrement() }
    } }

    func testThePickerFreedByItsOnChangeDuringAVoiceOverIncrementFinishesTheEvent() { onMain {
        Self.run("VoiceOver") { _, picker in picker()?.accessibilityIncrement() }
    } }

    func testThePickerFreedByItsOnChangeAfterAnAutoAdvanceFinishesTheEventAndStopsItsTimer() { onMain {
        Self.run("auto-advance", prepare: { $0.autoScrollInterval = 1 }) { device, _ in device.advance(by: 1.5) }
    } }

    /// Taps queued during a slide, carried out at once under Reduce Motion:
    /// the first settled change releases the screen while the picker still
    /// has queued taps to carry out in the same loop.
    func testThePickerFreedByItsOnChangeWhileQueuedTapsRunFinishesTheEvent() { onMain {
        let device = SimulatedDevice(width: 300, height: 600)
        var controller: PickerScreenController? = PickerScreenController()
        device.show(controller!)
        weak let weakPicker = controller?.picker
        var changes: [Int] = []
        controller?.picker.onSelect = { index in
            changes.append(index)
            device.show(UIViewController())
        }
        controller = nil
        device.tap(at: CGPoint(x: 150, y: 122)) // slides to B
        device.advance(by: 0.05)
        device.tap(at: CGPoint(x: 150, y: 122)) // queued
        device.tap(at: CGPoint(x: 150, y: 122)) // queued
        device.setReduceMotion(true)
        device.settle()
        XCTAssertNil(weakPicker, "the picker was freed")
        XCTAssertEqual(changes.first, 1, "the slide's change released the screen")
        XCTAssertEqual(device.violations, [])
    } }
}
#endif
