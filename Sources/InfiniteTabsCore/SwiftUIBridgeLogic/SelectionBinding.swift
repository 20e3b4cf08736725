import Foundation

/// The one rule set every SwiftUI wrapper (`InfinitePicker`,
/// `InfiniteTabStrip`, `InfinitePages` and `InfiniteTabsView`) uses to keep a bound index (a `Binding<Int>`) and their
/// control in step, both ways, without loops:
///
/// - When the view updates, the control moves to the bound index only when
///   it differs from the index the control is at *or heading for*
///   (``update(bound:target:count:itemsChanged:animated:)``), so the value a
///   control wrote back never starts a new move.
/// - When the control settles, the index is written back only when the
///   binding holds something else and the control is not already heading
///   elsewhere (``valueToWrite(settled:bound:target:)``): writing a passing
///   index while a newer request runs would start a ping-pong.
///
/// Writes happen from the control's own callbacks (a coordinator), never
/// during a view update.
package enum SelectionBinding {
    /// What a view update does to the control.
    package enum Step: Hashable, Sendable {
        case keep
        case select(Int, animated: Bool)
        /// The items changed: reload the control with them, then show this index (ignored by the control when out of
        /// range).
        case reload(selectedIndex: Int)
    }

    /// The step that brings the control in line with the binding after a view update.
    package static func update(bound: Int, target: Int, count: Int, itemsChanged: Bool, animated: Bool) -> Step {
        if itemsChanged { return .reload(selectedIndex: bound) }
        guard bound >= 0, bound < count, bound != target else { return .keep }
        return .select(bound, animated: animated)
    }

    /// The value to write into the binding when the control settles on `settled` while at or heading for `target`: nil
    /// when the binding already holds it, and nil when the control is heading elsewhere (the binding asked for that
    /// newer index).
    package static func valueToWrite(settled: Int, bound: Int, target: Int) -> Int? {
        guard settled == target, settled != bound else { return nil }
        return settled
    }

    /// The value a binding must be corrected to after the control was given `count` items and shows item `shown`: nil
    /// while the bound index is in `0..<count`; else `shown` when it is in range, else the bound index clamped (0
    /// without items).
    package static func correction(bound: Int, count: Int, shown: Int) -> Int? {
        guard count > 0 else { return bound == 0 ? nil : 0 }
        guard bound < 0 || bound >= count else { return nil }
        return shown >= 0 && shown < count ? shown : Swift.min(Swift.max(bound, 0), count - 1)
    }
}
