import Foundation

/// The page count and wrapping a SwiftUI `InfinitePages` last gave its page controller, kept so that the next view
/// update can tell whether the pages changed (the "did the items change" half of ``SelectionBinding`` for pages, whose
/// content is a closure and so never compared).
package struct BoundPages: Hashable, Sendable {
    package private(set) var count: Int
    package private(set) var wraps: Bool

    /// Starts from the pages the controller was created with.
    package init(count: Int = 0, wraps: Bool = true) {
        self.count = count
        self.wraps = wraps
    }

    /// Records `count` and `wraps` and returns whether either differs from the last ones (true: reload the pages).
    package mutating func update(count: Int, wraps: Bool) -> Bool {
        defer { self.count = count; self.wraps = wraps }
        return self.count != count || self.wraps != wraps
    }
}
