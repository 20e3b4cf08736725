import Foundation

/// Which scroll view of the page on screen a navigation bar should follow, so that a large title collapses as
/// the page scrolls, and when to tell it.
package enum ContentScrollViewRule {
    package static let maximumDepth = 6
    /// How many views the search looks at, at most (256), so a page with a
    /// huge view tree costs bounded work.
    package static let maximumVisits = 256

    /// The scroll view to follow for a page whose view is `root`, by the rule above.
    package static func find<View>(root: View, chosen: View?, isScrollView: (View) -> Bool,
                                  pagesSideways: (View) -> Bool, children: (View) -> [View]) -> View? {
        if let chosen { return chosen }
        var level = [root]
        var visits = 0
        for _ in 0...maximumDepth {
            var next: [View] = []
            for view in level {
                visits += 1
                if visits > maximumVisits { return nil }
                if isScrollView(view) && !pagesSideways(view) { return view }
                next.append(contentsOf: children(view))
            }
            guard !next.isEmpty else { return nil }
            level = next
        }
        return nil
    }
}

/// Remembers the page the navigation bar was last pointed for, so that it is told again only when the pages
/// settle on a different page (the pages report every rest, often on the same page).
package struct ContentScrollViewTracker<Page: AnyObject> {
    private weak var last: Page?

    /// Creates a tracker that has pointed the bar at nothing yet.
    package init() {}

    /// The pages came to rest on `page`: true when the bar must be pointed
    /// again (a page other than last time, or the last one is gone).
    package mutating func pageSettled(_ page: Page) -> Bool {
        guard last !== page else { return false }
        last = page
        return true
    }

    /// Forget the last page (after a reload, say), so the next rest points
    /// the bar again.
    package mutating func reset() { last = nil }
}
