#if canImport(UIKit)
import Foundation

/// Whether an object is still alive, for a callback that another object may
/// outlive: the owner clears the flag first thing in its `deinit`, and the
/// caller, holding the flag strongly and the owner borrowed (`Unmanaged`),
/// calls the owner only while the flag is set. It never touches a freed owner,
/// without the cost of a weak reference on every call (the container's
/// observer of its pages runs on every frame of a swipe).
///
/// Read and written on the main thread (the owner's `deinit` runs there as
/// UIKit releases its view controllers), hence the unchecked `Sendable`.
final class LivenessFlag: @unchecked Sendable {
    /// True until the owner's `deinit` clears it.
    var isAlive = true
}
#endif
