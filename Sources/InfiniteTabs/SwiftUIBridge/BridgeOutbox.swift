#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A SwiftUI `Binding<Int>` as a bridge sees it: read and written through
/// two closures, so that the tests stand in for SwiftUI.
@MainActor
package struct SelectionSink {
    package var get: () -> Int
    package var set: (Int) -> Void

    package init(get: @escaping () -> Int, set: @escaping (Int) -> Void) {
        self.get = get
        self.set = set
    }
}

/// Where a bridge's writes and callbacks go: at once outside a view update,
/// queued during one (SwiftUI forbids writing a binding inside
/// `updateUIView`) and run by ``flush()``, which the wrapper schedules
/// through the flush hook (the next turn of the main queue).
@MainActor
package final class BridgeOutbox {
    private let gate = ViewUpdateCallQueue()
    private let scheduleFlush: () -> Void
    /// The binding of the latest update.
    package var selection = SelectionSink(get: { 0 }, set: { _ in })

    package init(scheduleFlush: @escaping () -> Void) { self.scheduleFlush = scheduleFlush }

    /// Whether a view update is under way.
    package var isUpdating: Bool { gate.isUpdating }
    /// The calls waiting for ``flush()``.
    package var waitingCount: Int { gate.waitingCount }

    /// Runs `body` as a view update; asks for a flush when calls were queued.
    package func update(_ body: () -> Void) {
        if gate.update(body) { scheduleFlush() }
    }

    /// Runs the queued calls (the flush hook's work).
    package func flush() { gate.flush() }

    /// Calls `action` now, or after the update when one runs.
    package func call(_ action: @escaping () -> Void) { gate.call(action) }

    /// Calls `action` after the update when one runs, and also when `later`
    /// (the control reports while leaving the screen, inside an update of
    /// SwiftUI's that no gate sees).
    package func call(later: Bool, _ action: @escaping () -> Void) {
        guard later, !gate.isUpdating else { return gate.call(action) }
        gate.enqueue(action)
        scheduleFlush()
    }

    /// Writes `settled` to the binding when ``SelectionBinding/valueToWrite(settled:bound:target:)``
    /// says so, then calls `then`; `later` as for ``call(later:_:)``. The
    /// binding and the control's `target` are read when the write runs: a
    /// newer request made meanwhile (two updates in one turn) wins.
    /// Queued calls hold the outbox weakly: a flush that never comes (the
    /// wrapper gone before the next turn) must not keep it, its binding and
    /// the callbacks alive in a cycle through its own queue.
    package func writeSettled(_ settled: Int, target: @escaping () -> Int, later: Bool = false,
                              then: (() -> Void)? = nil) {
        call(later: later) { [weak self] in
            guard let self else { return }
            if let value = SelectionBinding.valueToWrite(settled: settled, bound: self.selection.get(), target: target()) {
                self.selection.set(value)
            }
            then?()
        }
    }

    /// After a reload to `count` items showing `shown`: corrects a bound
    /// index out of range (``SelectionBinding/correction(bound:count:shown:)``).
    package func correct(count: Int, shown: Int) {
        call { [weak self] in
            guard let self else { return }
            if let value = SelectionBinding.correction(bound: self.selection.get(), count: count, shown: shown) {
                self.selection.set(value)
            }
        }
    }
}
#endif
