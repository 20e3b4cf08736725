import Foundation

/// The way a transition moves through a ring: forward (to the next item, and
/// from the last to the first) or reverse.
public enum PageDirection: Hashable, Sendable, CaseIterable {
    /// Towards higher indices, wrapping from the last to the first.
    case forward
    /// Towards lower indices, wrapping from the first to the last.
    case reverse

    /// The other way.
    package var reversed: PageDirection { self == .forward ? .reverse : .forward }

    /// +1 for forward, -1 for reverse.
    package var sign: Int { self == .forward ? 1 : -1 }
}
