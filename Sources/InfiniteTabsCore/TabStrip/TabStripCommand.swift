import Foundation

/// An effect the `TabStripDriver` carries out or asks the tab view to carry out, in order.
package enum TabStripCommand: Hashable, Sendable {
    /// The strip's layout changed (items, widths, size or looping): lay the cells out again from this strip and resize the content.
    case reloadLayout(LoopingTabLayout)
    case setOffset(CGFloat, animated: Bool)
    /// The driver moved the offset by whole periods during a scroll (it has already done so); the indicator, a subview of the content,
    /// moves by the same amount so it stays on the same tab.
    case recentered(by: CGFloat)
    case placeIndicator(StripFrame, animated: Bool)
    case select(Int)
    case notifyTap(index: Int, direction: PageDirection)
    /// The selected tab was tapped at rest: tell the delegate and the closure it was chosen again (never a selection).
    case notifyReselect(index: Int)
}
