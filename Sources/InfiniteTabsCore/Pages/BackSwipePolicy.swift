import Foundation

/// Whether the pages' swipe waits for a navigation controller's back swipe
/// (`interactivePopGestureRecognizer`) to fail.
package enum BackSwipePolicy {
    /// True when the pages' pan must now require the back swipe to fail: deferring is on, a navigation
    /// controller with a back swipe holds the pages, and that recogniser is not linked yet (UIKit has no way
    /// to undo `require(toFail:)`, so a link is made once per recogniser).
    package static func linksPagesToBackSwipe(defers: Bool, hasBackSwipe: Bool, alreadyLinked: Bool) -> Bool {
        defers && hasBackSwipe && !alreadyLinked
    }
}
