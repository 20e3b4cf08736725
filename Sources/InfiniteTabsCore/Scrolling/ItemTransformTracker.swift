import Foundation

/// A control's ``ItemTransform`` and whether its views carry a look from
/// it, with the answer to "does a scroll touch the views at all" worked out
/// when either changes, not on every scroll event.
///
/// On a scroll a control reads ``needsPass`` (one stored flag) and only
/// when it is true takes the pass (``takePass()``): the same pass as
/// ``ItemTransform/pass(viewsCarryLook:)`` gives, with the views' state
/// after it recorded. Without a transform, and once the views carry no
/// look, a scroll skips the views after that single test.
public struct ItemTransformTracker: Hashable, Sendable {
    /// The transform the views follow. Default ``ItemTransform/identity``.
    /// Setting it (the same value too) works out ``needsPass`` again.
    public var transform: ItemTransform {
        didSet { needsPass = Self.needsPass(transform, viewsCarryLook: viewsCarryLook) }
    }
    /// Whether the views carry a look from a transform that was not the
    /// identity: set by a pass that applied one, cleared by a pass that
    /// reset them. Default false.
    public private(set) var viewsCarryLook: Bool
    /// Whether a scroll has to take a pass: false exactly when
    /// `transform.pass(viewsCarryLook: viewsCarryLook)` is
    /// ``ItemTransform/Pass/skip`` (no transform, views without a look).
    public private(set) var needsPass: Bool

    /// A tracker of `transform` (default the identity) for views that
    /// `viewsCarryLook` (default false) or not.
    public init(transform: ItemTransform = .identity, viewsCarryLook: Bool = false) {
        self.transform = transform
        self.viewsCarryLook = viewsCarryLook
        needsPass = Self.needsPass(transform, viewsCarryLook: viewsCarryLook)
    }

    /// The pass for the views now (``ItemTransform/pass(viewsCarryLook:)``),
    /// recording what they carry after it: a look after
    /// ``ItemTransform/Pass/apply``, none after ``ItemTransform/Pass/reset``
    /// (so one reset is followed by skips); ``needsPass`` follows.
    public mutating func takePass() -> ItemTransform.Pass {
        let pass = transform.pass(viewsCarryLook: viewsCarryLook)
        switch pass {
        case .skip: break
        case .apply: viewsCarryLook = true
        case .reset: viewsCarryLook = false
        }
        needsPass = Self.needsPass(transform, viewsCarryLook: viewsCarryLook)
        return pass
    }

    private static func needsPass(_ transform: ItemTransform, viewsCarryLook: Bool) -> Bool {
        transform.pass(viewsCarryLook: viewsCarryLook) != .skip
    }
}
