import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The checks of what a VoiceOver user gets (``SimulatedVoiceOver``). Call
/// ``checkGesture(_:)`` after every VoiceOver gesture, ``interrupt()`` when a
/// finger or the app acts, and ``checkAtRest(_:)`` when everything rests.
///
/// After every gesture:
/// - the cursor is on an element that exists (a tab in `0..<itemCount`, a page
///   VoiceOver may read: never one the driver hid);
/// - the cursor never landed on a page that was not on screen (UIKit would
///   then scroll the pages itself, behind the driver's back).
///
/// At rest, when VoiceOver acted last:
/// - a focused tab's element lies on screen (wholly, when it fits) and the
///   copy under it shows that tab (what VoiceOver reads is what is there);
///   a focused page is the page on screen;
/// - a double-tapped tab is selected, and in a container the page on screen,
///   the pages' driver and the strip agree on it;
/// - after a three-finger swipe the last text read ("Page k of n") names the
///   page on screen, which the pages' driver selects.
@MainActor
package final class VoiceOverChecker {
    /// The cursor checked.
    package let voiceOver: SimulatedVoiceOver
    /// What broke.
    package var violations = Violations()
    /// At-rest checks made.
    package private(set) var restChecks = 0

    private var seenOffScreen = 0
    private var pending: Pending?
    private enum Pending {
        case focus
        case activateTab(Int)
        case scrollPages
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
        if vo.offScreenPageLandings.count > seenOffScreen {
            for landing in vo.offScreenPageLandings[seenOffScreen...] {
                violations.expect(false, "VoiceOver landed on \(landing), off screen \(context())")
            }
            seenOffScreen = vo.offScreenPageLandings.count
        }
        switch gesture {
        case .swipeRight(let moved), .swipeLeft(let moved):
            if moved { pending = .focus }
        case .doubleTap:
            // A page's own content: nothing of ours.
            if case .tab(let item)? = vo.focus { pending = .activateTab(item) }
        case .adjust:
            break // neither tabs nor pages are adjustable
        case .threeFingerSwipe(let handled):
            if handled { pending = .scrollPages }
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
        case .page(let index, let serial)?:
            let shown = vo.pages?.host.shownPage
            violations.expect(shown?.index == index && shown?.serial == serial,
                              "VoiceOver is on page \(index), the screen shows \(String(describing: shown?.index)) \(context())")
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
            if let pages = vo.pages, vo.strip != nil, pages.driver.pages.count > 0 {
                violations.expect(pages.driver.selectedIndex == item && pages.host.shownPage?.index == item,
                                  "double tap on tab \(item), the pages select \(pages.driver.selectedIndex) and show \(String(describing: pages.host.shownPage?.index)) \(context())")
            }
        case .scrollPages:
            if let pages = vo.pages, pages.driver.pages.count > 0 {
                let shown = pages.host.shownPage?.index ?? -1
                let text = PageAccessibility.pageText(index: shown, count: pages.driver.pages.count)
                violations.expect(vo.announcements.last == text,
                                  "VoiceOver read \(String(describing: vo.announcements.last)), the screen shows page \(shown) \(context())")
                violations.expect(pages.driver.selectedIndex == shown,
                                  "the pages show \(shown), the driver selects \(pages.driver.selectedIndex) \(context())")
            }
        }
        if let strip = vo.strip, let pages = vo.pages, pages.driver.pages.count > 0, strip.driver.itemCount == pages.driver.pages.count {
            violations.expect(strip.driver.selectedIndex == pages.driver.selectedIndex,
                              "the strip selects \(strip.driver.selectedIndex), the pages \(pages.driver.selectedIndex) \(context())")
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
