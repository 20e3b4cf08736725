import Foundation

/// The page count and wrapping a SwiftUI `InfinitePages` last gave its page
/// controller, kept so that the next view update can tell whether the pages
/// changed (the "did the items change" half of ``SelectionBinding`` for pages,
/// whose content is a closure and so never compared).
///
/// A new count or a new `wraps` is a change (a reload at rest on the bound
/// index); the same pair again is not. No bad input: any count (a negative
/// one is as valid a value to compare as any other) and either `wraps`.
package struct BoundPages: Hashable, Sendable {
    /// The count the controller was last given (default 0).
    package private(set) var count: Int
    /// Whether the pages were last told to wrap (default true).
    package private(set) var wraps: Bool

    /// Starts from the pages the controller was created with.
    package init(count: Int = 0, wraps: Bool = true) {
        self.count = count
        self.wraps = wraps
    }

    /// Records `count` and `wraps` and returns whether either differs from
    /// the last ones (true: reload the pages).
    package mutating func update(count: Int, wraps: Bool) -> Bool {
        defer { self.count = count; self.wraps = wraps }
        return self.count != count || self.wraps != wraps
    }
}
