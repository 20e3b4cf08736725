import Foundation

/// What a control must redo after its view changed.
package enum ViewRefresh: Hashable, Sendable {
    case none
    /// Lay out again with the measurements the control has (a new size, or a new direction for a control that measures
    /// no text).
    case layout
    case measure
}
