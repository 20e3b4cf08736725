import Foundation

/// Whether the pages' swipe waits for a navigation controller's back swipe
/// (`interactivePopGestureRecognizer`) to fail. Looping pages always have a
/// page to their left, so without it the pages take every edge swipe and
/// the stack cannot be popped by a swipe (Pageboy #270, XLPagerTabStrip
/// #468, JXSegmentedView #94, SwiftUIPager #342). The back swipe only
/// begins at the leading edge of the screen, so everywhere else it fails at
/// once and the pages turn as usual.
package enum BackSwipePolicy {
    /// True when the pages' pan must now require the back swipe to fail:
    /// deferring is on, a navigation controller with a back swipe holds the
    /// pages, and that recogniser is not linked yet (UIKit has no way to
    /// undo `require(toFail:)`, so a link is made once per recogniser).
    package static func linksPagesToBackSwipe(defers: Bool, hasBackSwipe: Bool, alreadyLinked: Bool) -> Bool {
        defers && hasBackSwipe && !alreadyLinked
    }
}
