import Foundation

/// Which controller instance to vend for a page: the page index and, when two
/// instances are needed per page, which of the two (`copy` is 0 or 1).
package struct PageInstance: Hashable, Sendable {
    package var page: Int
    package var copy: Int

    /// Creates a page instance key.
    package init(page: Int, copy: Int) { self.page = page; self.copy = copy }
}
