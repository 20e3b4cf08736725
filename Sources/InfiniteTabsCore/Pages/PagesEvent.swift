import Foundation

/// What `PagesDriver` reports to the tab strip, the delegate and closures.
package enum PagesEvent: Hashable, Sendable {
    /// The paging state changed (drag progress, a transition starting or
    /// ending): the tab strip moves its indicator from it.
    case stateChanged(PagingState)
    /// The tab strip should mark this tab as selected.
    case selectTab(index: Int)
    /// The selection settled on a new index (sent exactly once per change).
    case selectionSettled(index: Int)
    /// Right after ``selectionSettled(index:)`` when the change was not made in code: a swipe, a tapped tab,
    /// VoiceOver or an auto-scroll turn.
    case userSelected(index: Int)
    /// A reload (new pages, an inserted or deleted page) took effect, after
    /// its state change: `count` pages now.
    case reloaded(count: Int)
}
