import Foundation

/// Keeps a bound index (a SwiftUI `Binding<Int>`) and a control's selected
/// index in step without loops: a change of the binding moves the control
/// without a report, so it is never written back; a change the user makes is
/// written once, only when it differs.
///
/// Kept for compatibility: both wrappers now use ``SelectionBinding``, and
/// these functions answer exactly as it does.
public enum SelectionSync {
    /// What to do to bring one side up to date.
    public enum Action: Hashable, Sendable {
        /// Nothing differs (or the request is not usable).
        case none
        /// Move the control to an index, animated or not, without notifying.
        case select(Int, animated: Bool)
        /// Write an index to the binding.
        case write(Int)
    }

    /// The view was updated with the binding's value: select it in the
    /// control when it differs and lies in `0..<itemCount`; otherwise nothing
    /// (a binding out of range leaves the control where it is).
    public static func bindingUpdated(binding: Int, control: Int, itemCount: Int, animated: Bool) -> Action {
        let step = SelectionBinding.update(bound: binding, target: control, count: itemCount, itemsChanged: false,
                                           animated: animated)
        guard case .select(let index, let animated) = step else { return .none }
        return .select(index, animated: animated)
    }

    /// The user settled the control on `index`: write it when the binding
    /// holds something else.
    public static func userChanged(to index: Int, binding: Int) -> Action {
        SelectionBinding.valueToWrite(settled: index, bound: binding, target: index).map(Action.write) ?? .none
    }

    /// The auto-advance interval to run a timer with: the requested one when
    /// it is finite and positive and the control is on screen, else nil (off).
    public static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool) -> TimeInterval? {
        guard isOnScreen, let interval = requested, interval.isFinite, interval > 0 else { return nil }
        return interval
    }
}
