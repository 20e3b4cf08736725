import Foundation

/// The glue of the tabs container: it joins a tab strip (`TabStripDriver`)
/// and wrapping pages (`PagesDriver`) the way Android's TabLayout follows a
/// ViewPager.
///
/// - A tapped tab turns the pages in one transition, the way the strip
///   reported (the tapped copy's side), coalesced by the pages while they move.
/// - Every paging state the pages report moves the strip's indicator: frame by
///   frame during a swipe or a transition (from the source tab to the target,
///   across the seam without sweeping back), animated into place at rest.
///
/// The strip only reports taps (its `TabStripDriver.selectsOnTap` is set to
/// false); the pages own the selection.
@MainActor
package final class TabsPagingLink<Host: PageHost> {
    /// The tab strip's driver.
    package let strip: TabStripDriver
    /// The pages' driver.
    package let pages: PagesDriver<Host>
    /// Whether a tapped tab turns the pages with an animation (default true).
    package var animatesTaps = true
    /// Whether the user prefers reduced motion (default false; the container
    /// reads `UIAccessibility.isReduceMotionEnabled`): sets both drivers'
    /// `prefersReducedMotion`, so a tapped tab or a selection in code turns
    /// the pages and moves the strip at once instead of sliding, while
    /// swipes of the pages and the indicator following them frame by frame
    /// are untouched. Reads the strip's setting.
    package var prefersReducedMotion: Bool {
        get { strip.prefersReducedMotion }
        set {
            strip.prefersReducedMotion = newValue
            pages.prefersReducedMotion = newValue
        }
    }

    /// Links a strip and pages, and makes the strip report taps only.
    package init(strip: TabStripDriver, pages: PagesDriver<Host>) {
        self.strip = strip
        self.pages = pages
        strip.selectsOnTap = false
        strip.apply(pages.state, animated: false)
    }

    /// The strip reported a tap on `index`, the selection moving `direction`
    /// along the strip: the pages turn that way.
    package func tabTapped(index: Int, direction: PageDirection) {
        pages.select(index, direction: .always(direction), animated: animatesTaps, byUser: true)
    }

    /// The pages reported an event: a state change moves the indicator.
    /// Other events are for the delegate and closures.
    ///
    /// The indicator (and the strip) slide into place when the pages come to
    /// rest from rest on a tab the strip shows (a selection without
    /// animation: the pages jump, the indicator glides; to a tab off screen
    /// the strip jumps with the pages) or at either end of the move the strip
    /// was showing (a swipe, a transition). When the pages come to rest somewhere else
    /// than that move's ends (a kept request run at once as a transition
    /// ended, reported as one change), the strip goes there at once, as the
    /// pages did: it never slides across the viewport from a move it was
    /// showing to a page it never saw coming.
    package func pagesReported(_ event: PagesEvent) {
        guard case .stateChanged(let state) = event else { return }
        pagesChangedState(to: state)
    }

    /// The pages reported ``PagesEvent/stateChanged(_:)`` with `state`: the
    /// indicator follows, as ``pagesReported(_:)`` describes (what it does
    /// with that event). For a caller that has taken the state out of the
    /// event already: it is passed on without another copy on every frame
    /// of a swipe.
    package func pagesChangedState(to state: PagingState) {
        let strip = self.strip
        // Asking whether a tab is on screen only for a rest reached from
        // rest (no closure built on the frames of a swipe).
        let slides = Self.indicatorSlides(from: strip.state, to: state) { strip.showsItem($0) }
        strip.apply(state, animated: slides)
    }

    /// Whether the strip slides to `new` from the state it shows, `shown`
    /// (see ``pagesReported(_:)``): a rest reached from rest on a tab
    /// `onScreen`, or at either end of the move shown; never a move, which
    /// the pages report frame by frame.
    static func indicatorSlides(from shown: PagingState, to new: PagingState, onScreen: (Int) -> Bool) -> Bool {
        guard new.indicatorAnimates, case .idle(let index) = new else { return false }
        guard let move = shown.move else { return shown.index == index || onScreen(index) }
        return move.to == index || move.from == index
    }

    /// Replaces tabs and pages together, at rest on `selectedIndex`
    /// (clamped), so that the strip and the pages show the same data at every
    /// moment: the pages reload (`PagesDriver.reload(count:selectedIndex:wraps:makesCopies:makePage:whenApplied:)`)
    /// and `reloadStrip`, which lays the strip out with the new tabs, runs at
    /// the moment the new pages take over: at once at rest; during a tap's
    /// transition or a swipe, when it ends (until then the old tabs stay over
    /// the old pages). The strip then shows the pages' new state without
    /// animation. Of several reloads made during one transition only the
    /// latest is applied. `wraps` and `makePage` nil keep the current ones.
    package func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil, makePage: ((Int) -> Host.Page)?,
                       reloadStrip: @escaping () -> Void) {
        pages.reload(count: count, selectedIndex: selectedIndex, wraps: wraps, makePage: makePage) { [weak self] in
            reloadStrip()
            self?.stripReloaded()
        }
    }

    /// Reloads the pages by identity
    /// (`PagesDriver.reload(ids:wraps:makesCopies:makePage:whenApplied:)`:
    /// the selected page stays selected wherever it moved, surviving pages
    /// keep their objects) and, at the moment the new pages take over, the
    /// strip through `reloadStrip`, then shows the pages' state on it, as
    /// ``reload(count:selectedIndex:wraps:makePage:reloadStrip:)`` does.
    package func reload<ID: Hashable>(ids: [ID], wraps: Bool? = nil, makePage: ((Int) -> Host.Page)?,
                                     reloadStrip: @escaping () -> Void) {
        pages.reload(ids: ids, wraps: wraps, makePage: makePage) { [weak self] in
            reloadStrip()
            self?.stripReloaded()
        }
    }

    /// The strip was laid out again (new tabs, a new size): show the pages'
    /// state on it without animation.
    package func stripReloaded() {
        strip.apply(pages.state, animated: false)
    }
}
