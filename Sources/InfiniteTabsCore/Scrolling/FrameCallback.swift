import Foundation

/// A closure a driver calls on every frame of a scroll (its `onCommand`, its
/// `onEvent`), kept so that a call retains nothing.
///
/// Calling a closure stored in a mutable property retains its context for
/// the length of the call (the call might replace the property): an atomic
/// increment and decrement on every frame, for each hop from one driver to
/// the next. Here the closure sits in an object of its own (`Box`, one
/// concrete class per argument type, so that the closure is stored and
/// called without generic re-abstraction thunks) whose reference is
/// borrowed for the call, owned by the driver's ``FrameCallGuard``; a
/// closure replaced while a call runs is kept alive until the outermost
/// call returns, so replacing it from inside a call stays safe.
@MainActor
struct FrameCallback<Box: FrameCallbackBox> {
    /// The object holding the closure, borrowed for the calls; the guard
    /// owns it. A trivial value: reading it from a property retains nothing.
    private var borrowed: Unmanaged<Box>?

    init() {}

    /// The box holding the closure set, or nil (the default).
    var box: Box? { borrowed?.takeUnretainedValue() }

    /// Sets the box holding the closure (nil removes it; made by the caller,
    /// where the closure's type is concrete, so that no re-abstraction thunk
    /// wraps it), owned by `guardian` from now on, which keeps the replaced
    /// one until a call under way returns.
    mutating func set(_ box: Box?, guardian: FrameCallGuard) {
        let old = borrowed?.takeUnretainedValue()
        borrowed = box.map { Unmanaged.passUnretained(guardian.own($0)) }
        guardian.disown(old)
    }

    /// Calls the closure, if any, with `argument`; `guardian` counts the
    /// call. Not `mutating`: a call may come back into the driver.
    @inline(__always)
    func call(_ argument: Box.Argument, guardian: FrameCallGuard) {
        guard let borrowed else { return }
        guardian.enter()
        borrowed.withBorrowed { $0.perform(argument) }
        guardian.leave()
    }
}

/// The object holding a ``FrameCallback``'s closure: a final class per
/// argument type.
@MainActor
protocol FrameCallbackBox: AnyObject {
    associatedtype Argument
    /// Calls the closure (a method, not the closure itself, so that a
    /// specialised caller reaches the closure at its concrete type).
    func perform(_ argument: Argument)
}

/// Holds a ``TabStripDriver/onCommand``.
final class TabStripCommandBox: FrameCallbackBox {
    let call: (TabStripCommand) -> Void
    init(_ call: @escaping (TabStripCommand) -> Void) { self.call = call }
    @inline(__always) func perform(_ argument: TabStripCommand) { call(argument) }
}

/// Holds a ``PagesDriver/onEvent``.
final class PagesEventBox: FrameCallbackBox {
    let call: (PagesEvent) -> Void
    init(_ call: @escaping (PagesEvent) -> Void) { self.call = call }
    @inline(__always) func perform(_ argument: PagesEvent) { call(argument) }
}

/// Counts the borrowed calls under way in one driver and keeps what was
/// replaced during them alive until the outermost returns (see
/// ``FrameCallback``, ``HeldScrollHost``). A driver holds one in a `let`,
/// so reaching it retains nothing.
@MainActor
final class FrameCallGuard {
    @exclusivity(unchecked) private var depth = 0
    /// What the callbacks and hosts guarded hold (a few objects).
    @exclusivity(unchecked) private var owned: [AnyObject] = []
    /// What was replaced during a call under way.
    @exclusivity(unchecked) private var retired: [AnyObject] = []

    /// A guard with no call under way.
    init() {}

    /// Keeps `object` alive until ``disown(_:)``; returns it.
    func own<Object: AnyObject>(_ object: Object) -> Object {
        owned.append(object)
        return object
    }

    /// Stops keeping `object` (nil: nothing): dropped at once, or when the
    /// outermost call under way returns.
    func disown(_ object: AnyObject?) {
        guard let object, let i = owned.firstIndex(where: { $0 === object }) else { return }
        let dropped = owned.remove(at: i)
        if depth > 0 { retired.append(dropped) }
    }

    @inline(__always) func enter() { depth &+= 1 }

    @inline(__always) func leave() {
        depth &-= 1
        if depth == 0, !retired.isEmpty { retired.removeAll() }
    }
}

extension Unmanaged {
    /// `body` applied to the object, borrowed for the call: neither retained
    /// nor released, and no run-time isolation check added to `body` (the
    /// standard library's `_withUnsafeGuaranteedRef`, which Swift 6 treats
    /// as a pre-concurrency API, gets one for every closure written at the
    /// call). The object must stay alive for the whole call, as for any
    /// `Unmanaged` value; ``FrameCallback`` and the controls' per-frame
    /// closures use it for objects that own the caller.
    @inlinable @inline(__always)
    public func withBorrowed<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
