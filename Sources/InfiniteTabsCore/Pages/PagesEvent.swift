import Foundation

/// What `PagesDriver` reports to the tab strip, the delegate and closures.
package enum PagesEvent: Hashable, Sendable {
    /// The paging state changed (drag progress, a transition starting or
    /// ending): the tab strip moves its indicator from it.
    case stateChanged(PagingState)
    case selectTab(index: Int)
    case selectionSettled(index: Int)
    /// Right after ``selectionSettled(index:)`` when the change was not made in code: a swipe, a tapped tab,
    /// VoiceOver or an auto-scroll turn.
    case userSelected(index: Int)
    /// A reload (new pages, an inserted or deleted page) took effect, after
    /// its state change: `count` pages now, at rest on `selectedIndex` (0
    /// without pages).
    case reloaded(count: Int, selectedIndex: Int)
}
