import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The checks of what a VoiceOver user gets (``SimulatedVoiceOver``). Call
/// ``checkGesture(_:)`` after every VoiceOver gesture, ``interrupt()`` when a
/// finger or the app acts, and ``checkAtRest(_:)`` when everything rests.
///
/// After every gesture:
/// - the cursor is on an element that exists (a tab in `0..<itemCount`).
///
/// At rest, when VoiceOver acted last:
/// - a focused tab's element lies on screen (wholly, when it fits) and the
///   copy under it shows that tab (what VoiceOver reads is what is there);
/// - a double-tapped tab is selected.
/// (The pages and the container: `PagesVoiceOverTests`, on the real controls.)
@MainActor
package final class VoiceOverChecker {
    /// The cursor checked.
    package let voiceOver: SimulatedVoiceOver
    /// What broke.
    package var violations = Violations()
    /// At-rest checks made.
    package private(set) var restChecks = 0

    private var pending: Pending?
    private enum Pending {
        case focus
        case activateTab(Int)
    }

    /// Starts checking `voiceOver`.
    package init(voiceOver: SimulatedVoiceOver) { self.voiceOver = voiceOver }

    /// A finger or the app acted: what VoiceOver did last may be undone.
    package func interrupt() { pending = nil }

    /// Records and checks the gesture just made.
    package func checkGesture(_ gesture: VoiceOverGesture, _ context: @autoclosure () -> String = "") {
        let vo = voiceOver
        if let f = vo.focus {
            violations.expect(vo.isElement(f), "VoiceOver is on \(f), which is no element \(context())")
            if case .tab(let item) = f {
                violations.expect((0..<vo.tabElementCount).contains(item), "focused tab \(item) out of 0..<\(vo.tabElementCount) \(context())")
            }
        }
        switch gesture {
        case .swipeRight(let moved), .swipeLeft(let moved):
            if moved { pending = .focus }
        case .doubleTap:
            if case .tab(let item)? = vo.focus { pending = .activateTab(item) }
        case .adjust:
            break // tabs are not adjustable
        case .threeFingerSwipe:
            break // nothing here scrolls for VoiceOver
        }
    }

    /// Checks what VoiceOver reads and shows once everything rests.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        guard let pending else { return }
        restChecks += 1
        let vo = voiceOver
        vo.screenChanged()
        switch vo.focus {
        case .tab(let item)?:
            checkTabOnScreen(item, context())
        case nil:
            break
        }
        switch pending {
        case .focus:
            break
        case .activateTab(let item):
            if let strip = vo.strip, strip.driver.selectsOnTap {
                violations.expect(strip.driver.selectedIndex == item,
                                  "double tap on tab \(item), the strip selects \(strip.driver.selectedIndex) \(context())")
            }
        }
        self.pending = nil
    }

    private func checkTabOnScreen(_ item: Int, _ context: @autoclosure () -> String) {
        guard let strip = voiceOver.strip, let frame = voiceOver.tabFrame(item), strip.driver.strip.period > 0 else { return }
        let w = strip.scrollView.boundsWidth
        let slack: CGFloat = 1e-6 * Swift.max(1, w)
        if frame.width <= w {
            violations.expect(frame.x >= -slack && frame.x + frame.width <= w + slack,
                              "VoiceOver's tab \(item) is at \(frame.x)...\(frame.x + frame.width), off the strip 0...\(w) \(context())")
        } else {
            violations.expect(frame.x < w / 2 && frame.x + frame.width > w / 2,
                              "VoiceOver's wide tab \(item) at \(frame.x) misses the strip's middle \(context())")
        }
        let mid = Swift.min(Swift.max(frame.x + frame.width / 2, 0), w * 0.999)
        if let cell = strip.cell(atScreenX: mid) {
            let shown = strip.driver.strip.item(atCell: cell)
            violations.expect(shown == item, "VoiceOver reads tab \(item) where the strip shows tab \(shown) \(context())")
        }
    }
}

/// A VoiceOver gesture, as ``VoiceOverChecker`` records it.
package enum VoiceOverGesture: Sendable {
    /// Next element; whether the cursor moved.
    case swipeRight(moved: Bool)
    /// Previous element; whether the cursor moved.
    case swipeLeft(moved: Bool)
    /// Activation.
    case doubleTap
    /// Increment (up) or decrement.
    case adjust(up: Bool)
    /// A three-finger swipe, and whether a view handled it.
    case threeFingerSwipe(handled: Bool)
}
