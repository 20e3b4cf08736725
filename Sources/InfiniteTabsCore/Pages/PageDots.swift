import Foundation

/// Page dots (a `UIPageControl`) for looping pages: which dot is lit for a paging state, and where a tapped
/// dot goes.
package enum PageDots {
    /// How far a swipe has to come before the dot of the page it heads to lights up: 0.5, half a page (the
    /// page that would stay on screen if the finger lifted without speed).
    package static let switchProgress: CGFloat = 0.5

    /// The dot lit for `state` with `count` pages:
    package static func dot(for state: PagingState, count: Int) -> Int {
        let ring = Cycle(count: count)
        switch state {
        case .idle(let index):
            return ring.wrap(index)
        case .dragging(let move), .settling(let move):
            return ring.wrap(move.progress >= switchProgress ? move.to : move.from)
        case .transitioning(let move):
            return ring.wrap(move.to)
        }
    }

    /// The page to select for a tapped dot (a `UIPageControl` value change to `tapped`) while the pages are
    /// at or heading for `current`: `tapped`, reached the shortest way round by the pages' `select`.
    package static func selection(forTapped tapped: Int, current: Int, count: Int) -> Int? {
        guard tapped >= 0, tapped < count, tapped != Cycle(count: count).wrap(current) else { return nil }
        return tapped
    }

    /// The signed number of pages a tap on dot `tapped` turns from `current`: the shortest way round when the
    /// pages wrap (``Cycle/distance(from:to:)``, forward on a tie), the plain difference when they do not.
    package static func steps(from current: Int, toTapped tapped: Int, count: Int, wraps: Bool) -> Int {
        let ring = Cycle(count: count)
        guard count > 0 else { return 0 }
        return wraps ? ring.distance(from: current, to: tapped) : ring.wrap(tapped) - ring.wrap(current)
    }

    /// What a `UIPageControl` shows for `count` pages with dot `dot` lit: `numberOfPages` is `count` (0 for a
    /// negative count) and `currentPage` the dot wrapped into `0..<count`, nil without pages (a page control
    /// of no pages has no current page to set).
    package static func display(count: Int, dot: Int) -> Display {
        let pages = Swift.max(count, 0)
        return Display(numberOfPages: pages, currentPage: pages > 0 ? Cycle(count: pages).wrap(dot) : nil)
    }

    /// What a page control shows (see ``display(count:dot:)``).
    package struct Display: Hashable, Sendable {
        package var numberOfPages: Int
        package var currentPage: Int?

        /// Creates a display.
        package init(numberOfPages: Int, currentPage: Int?) {
            self.numberOfPages = numberOfPages
            self.currentPage = currentPage
        }
    }
}
