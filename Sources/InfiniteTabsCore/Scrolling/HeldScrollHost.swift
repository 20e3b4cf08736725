import Foundation

/// The scroll view a driver keeps alive (its `setRetainedHost(_:)`, the
/// driver's ``FrameCallGuard`` owning it),
/// reached on every frame without retaining it again: the reference is
/// borrowed for each use, as ``FrameCallback`` borrows a closure. A host
/// replaced while a call into it runs is kept alive by the driver's
/// ``FrameCallGuard`` until that call returns.
@MainActor
struct HeldScrollHost {
    /// The object holding the host, borrowed for the calls; the driver's
    /// guard owns it. A trivial value: reading it retains nothing.
    private var borrowed: Unmanaged<Box>?

    init() {}

    /// The host held, or nil.
    var host: ScrollHost? { borrowed?.takeUnretainedValue().host }

    /// Holds `host` (nil: none), owned by `guardian`, which also keeps the
    /// replaced one until a call under way returns.
    mutating func set(_ host: ScrollHost?, guardian: FrameCallGuard) {
        let old = borrowed?.takeUnretainedValue()
        borrowed = host.map { Unmanaged.passUnretained(guardian.own(Box($0))) }
        guardian.disown(old)
    }

    /// `body` applied to the host held, or nil when none is; `guardian`
    /// counts the call (the host may call back into the driver).
    @inline(__always)
    func with<Result>(guardian: FrameCallGuard, _ body: (ScrollHost) -> Result) -> Result? {
        guard let borrowed else { return nil }
        guardian.enter()
        defer { guardian.leave() }
        return borrowed.withBorrowed { body($0.host) }
    }

    private final class Box {
        let host: ScrollHost
        init(_ host: ScrollHost) { self.host = host }
    }
}
