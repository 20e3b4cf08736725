import Foundation

/// The tabs container's link: it joins a tab strip (`TabStripDriver`) and wrapping pages (`PagesDriver`) the way
/// Android's TabLayout follows a ViewPager.
@MainActor
package final class TabsPagingLink<Host: PageHost> {
    package let strip: TabStripDriver
    package let pages: PagesDriver<Host>
    package var animatesTaps = true
    /// Whether the user prefers reduced motion (default false; the container reads
    /// `UIAccessibility.isReduceMotionEnabled`): sets both drivers' `prefersReducedMotion`, so a tapped tab or a
    /// selection in code turns the pages and moves the strip at once instead of sliding, while swipes of the pages and
    /// the indicator following them frame by frame are untouched.
    package var prefersReducedMotion: Bool {
        get { strip.prefersReducedMotion }
        set {
            strip.prefersReducedMotion = newValue
            pages.prefersReducedMotion = newValue
        }
    }

    /// Links a strip and pages, and makes the strip report taps only; the strip shows the pages once its view applies
    /// ``stripReloaded()``.
    package init(strip: TabStripDriver, pages: PagesDriver<Host>) {
        self.strip = strip
        self.pages = pages
        strip.selectsOnTap = false
    }

    /// The container's selected item: the one a tap or a selection in code is turning the pages to, at once (as a tab
    /// bar selects a tab when it is tapped), else the one they rest on; a finger's swipe selects only when it lands.
    package var selectedIndex: Int {
        switch pages.state {
        case .dragging, .settling: pages.selectedIndex
        case .idle, .transitioning: pages.targetIndex
        }
    }

    /// The strip reported a tap on `index`, the selection moving `direction` along the strip: the pages turn that way
    /// (the returned outcome is the page view controller's to apply).
    package func tabTapped(index: Int, direction: PageDirection) -> PagesOutcome {
        pages.select(index, direction: .always(direction), animated: animatesTaps, byUser: true)
    }

    /// The pages reported an event: a state change moves the indicator (the strip's view applies the update).
    package func pagesReported(_ event: PagesEvent) -> StripUpdate {
        guard case .stateChanged(let state) = event else { return StripUpdate() }
        return pagesChangedState(to: state)
    }

    /// The pages reported ``PagesEvent/stateChanged(_:)`` with `state`: the indicator follows, as ``pagesReported(_:)``
    /// describes (what it does with that event).
    package func pagesChangedState(to state: PagingState) -> StripUpdate {
        strip.showPages(state)
    }

    /// Replaces tabs and pages together, at rest on `selectedIndex` (clamped), so that the strip and the pages show the
    /// same data at every moment: the pages reload
    /// (`PagesDriver.reload(count:selectedIndex:wraps:makesCopies:makePage:whenApplied:)`) and `reloadStrip`, which
    /// lays the strip out with the new tabs and then applies ``stripReloaded()``, runs at the moment the new pages take
    /// over: at once at rest; during a tap's transition or a swipe, when it ends (until then the old tabs stay over the
    /// old pages).
    package func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil, makePage: ((Int) -> Host.Page)?,
                       reloadStrip: @escaping () -> Void) -> PagesOutcome {
        pages.reload(count: count, selectedIndex: selectedIndex, wraps: wraps, makePage: makePage, whenApplied: reloadStrip)
    }

    /// Reloads the pages by identity (`PagesDriver.reload(ids:wraps:makesCopies:makePage:whenApplied:)`: the selected
    /// page stays selected wherever it moved, surviving pages keep their objects) and, at the moment the new pages take
    /// over, the strip through `reloadStrip` (which then applies ``stripReloaded()``), as
    /// ``reload(count:selectedIndex:wraps:makePage:reloadStrip:)`` does.
    package func reload<ID: Hashable>(ids: [ID], wraps: Bool? = nil, makePage: ((Int) -> Host.Page)?,
                                     reloadStrip: @escaping () -> Void) -> PagesOutcome {
        pages.reload(ids: ids, wraps: wraps, makePage: makePage, whenApplied: reloadStrip)
    }

    /// The strip was laid out again (new tabs, a new size): the update that shows the pages' state on it without animation.
    package func stripReloaded() -> StripUpdate {
        strip.apply(pages.state, animated: false)
    }
}
