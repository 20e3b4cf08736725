#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// A VoiceOver user on the real strip: the cursor walks the strip's
/// container elements (`accessibilityElementCount`, `accessibilityElement(at:)`)
/// in index order ("returns the accessibility element in order, based on
/// index", UIAccessibilityContainer.h) or by their frames (undocumented,
/// modelled too), telling the element it left and the one it reached, as
/// VoiceOver does; a double tap activates the focused element; a
/// three-finger swipe asks the element, then the views above it, to scroll.
@MainActor
final class StripVoiceOverUser {
    let screen: StripScreen
    let byPosition: Bool
    private(set) var focus: Int?
    private(set) var announcements: [String] = []
    private(set) var gestures = 0

    init(_ screen: StripScreen, byPosition: Bool = false) {
        self.screen = screen
        self.byPosition = byPosition
    }

    private var strip: InfiniteTabStripView { screen.strip }

    func element(_ item: Int) -> UIAccessibilityElement? { strip.accessibilityElement(at: item) as? UIAccessibilityElement }

    /// The element order now.
    private var order: [Int] {
        let n = strip.accessibilityElementCount()
        guard byPosition, n <= 64 else { return Array(0..<n) }
        let rtl = strip.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let frames = (0..<n).map { element($0)?.accessibilityFrame.minX ?? 0 }
        return (0..<n).sorted { rtl ? frames[$0] > frames[$1] : frames[$0] < frames[$1] }
    }

    /// Next (or previous) element; false at the end.
    @discardableResult
    func swipe(next: Bool) -> Bool {
        gestures += 1
        let order = order
        guard !order.isEmpty else { return false }
        let at = focus.flatMap { order.firstIndex(of: $0) }
        let to: Int
        if let at { to = next ? at + 1 : at - 1 } else { to = next ? 0 : order.count - 1 }
        guard order.indices.contains(to) else { return false }
        if let focus { screen.voiceOverFocusLost(item: focus) }
        focus = order[to]
        screen.voiceOverFocus(item: order[to])
        if let e = element(order[to]) {
            let selected = e.accessibilityTraits.contains(.selected) ? ", selected" : ""
            announcements.append((e.accessibilityLabel ?? "") + selected)
        }
        return true
    }

    func doubleTap() {
        gestures += 1
        guard let focus else { return }
        screen.voiceOverActivate(item: focus)
    }

    /// Returns whether anything scrolled.
    func threeFingerSwipe(_ direction: UIAccessibilityScrollDirection) -> Bool {
        gestures += 1
        guard let focus, let e = element(focus) else { return false }
        return e.accessibilityScroll(direction) || strip.accessibilityScroll(direction)
    }

    /// The focused tab lies wholly on the strip (a tab wider than the strip
    /// covers its middle) and the cell under its element shows it.
    func checkFocusOnScreen(_ violations: inout Violations, _ context: String) {
        guard let focus, let e = element(focus), strip.driver.strip.period > 0 else { return }
        let frame = e.accessibilityFrame.offsetBy(dx: -strip.convert(CGPoint.zero, to: nil).x, dy: 0)
        let w = strip.bounds.width
        let slack = 1e-6 * Swift.max(1, w)
        if frame.width <= w {
            violations.expect(frame.minX >= -slack && frame.maxX <= w + slack,
                              "VoiceOver's tab \(focus) is at \(frame.minX)...\(frame.maxX), off the strip 0...\(w) \(context)")
        } else {
            violations.expect(frame.minX < w / 2 && frame.maxX > w / 2, "VoiceOver's wide tab \(focus) misses the middle \(context)")
        }
        let mid = Swift.min(Swift.max(frame.midX, 0), w * 0.999)
        if let cell = StripPicture(screen).cell(atScreenX: mid) {
            violations.expect(cell.item == focus, "VoiceOver reads tab \(focus) where the strip shows \(String(describing: cell.item)) \(context)")
        }
    }
}
#endif
