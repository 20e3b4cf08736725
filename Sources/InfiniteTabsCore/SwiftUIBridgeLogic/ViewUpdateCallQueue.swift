import Foundation

/// Keeps a SwiftUI wrapper's view update read-only: a binding write or a user callback (`onSelect`, `onProgress`) that
/// the control asks for while the wrapper is inside `updateUIView(Controller)` is queued and run after the update, in
/// order, instead of at once ("Modifying state during view update").
@MainActor
package final class ViewUpdateCallQueue {
    package private(set) var isUpdating = false
    private var queued: [() -> Void] = []

    package init() {}

    /// Runs `body` as a view update; returns whether calls were queued during it (the caller then schedules
    /// ``flush()``).
    package func update(_ body: () -> Void) -> Bool {
        let outer = !isUpdating
        isUpdating = true
        body()
        if outer { isUpdating = false }
        return outer && !queued.isEmpty
    }

    /// Calls `action` now, or after the update when one is under way.
    package func call(_ action: @escaping () -> Void) {
        if isUpdating { queued.append(action) } else { action() }
    }

    /// Queues `action` for the next ``flush()`` even outside an update (a control reporting while it leaves the screen,
    /// which SwiftUI does during an update the gate does not see).
    package func enqueue(_ action: @escaping () -> Void) {
        queued.append(action)
    }

    /// Runs the queued calls (none during an update: it waits for the next flush).
    package func flush() {
        guard !isUpdating else { return }
        while !queued.isEmpty {
            let action = queued.removeFirst()
            action()
        }
    }

    package var waitingCount: Int { queued.count }
}
