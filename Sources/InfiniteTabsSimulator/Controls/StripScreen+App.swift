// What VoiceOver and the app do to the simulated strip: focus, activation, selection, app events.
#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

extension StripScreen {
    /// VoiceOver moves its cursor to the element of `item`.
    package func voiceOverFocus(item: Int) {
        onElement(item, "VoiceOver focus") { $0.accessibilityElementDidBecomeFocused() }
    }

    /// VoiceOver's cursor leaves the element of `item`.
    package func voiceOverFocusLost(item: Int) {
        onElement(item, "VoiceOver leaves") { $0.accessibilityElementDidLoseFocus() }
    }

    /// VoiceOver activates the element of `item` (a double tap).
    package func voiceOverActivate(item: Int) {
        onElement(item, "VoiceOver activate") { _ = $0.accessibilityActivate() }
    }

    /// VoiceOver acts on the strip's element of `item` (nothing for an item
    /// without one), as an event.
    private func onElement(_ item: Int, _ what: String, _ body: (UIAccessibilityElement) -> Void) {
        app("\(what) \(item)") {
            if let element = strip.accessibilityElement(at: item) as? UIAccessibilityElement { body(element) }
        }
    }

    /// `select(_:animated:)`.
    package func select(_ index: Int, animated: Bool) {
        note("select \(index)\(animated ? " animated" : "")")
        events += 1
        strip.select(index, animated: animated)
        UIKitModel.runLoop.finishEvent()
    }

    /// Runs `body` as an app event (then the main queue and the layout pass).
    package func app(_ what: String, _ body: () -> Void) {
        note(what)
        events += 1
        body()
        UIKitModel.runLoop.finishEvent()
    }

    /// Records an app event for failure messages.
    package func note(_ event: String) { lastEvent = event }
}
#endif
