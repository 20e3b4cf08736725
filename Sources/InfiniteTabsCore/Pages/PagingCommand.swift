import Foundation

/// An effect the paging machine asks the UIKit layer to carry out, in order.
package enum PagingCommand: Hashable, Sendable {
    /// Show a page with `setViewControllers(_:direction:animated:)` (one call,
    /// however far the target is).
    case showPage(index: Int, direction: PageDirection, animated: Bool)
    /// Set the same page again without animation after an animated set, so
    /// that the page view controller's cached neighbours are fresh.
    case refreshPage(index: Int)
    case selectTab(index: Int)
    /// The selection settled on an index, once per change; `byUser` says whether the user made it (then
    /// `onSelect` is called) or code did.
    case notifySelection(index: Int, byUser: Bool = false)
}
