import XCTest
@testable import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit

/// The per-frame checks of the real container's strip, read from its views
/// (the indicator view, the collection view's cells and offset).
///
/// Every frame: the indicator's frame and the strip's offset are finite;
/// while the pages run one programmatic transition the indicator only moves
/// towards the transition's target along the content (never back across
/// the strip at the seam, Tabman #537; a recentre by whole periods taken
/// out).
///
/// At rest: the indicator sits under a cell of the selected tab on screen
/// (when the strip shows that tab), and the strip shows the pages' state.
@MainActor
final class ContainerStripChecker: FrameChecker {
    let screen: PagesScreen
    var violations = Violations()
    private(set) var frames = 0
    private var lastIndicatorX: CGFloat
    private var lastMove: PagingMove?
    /// The indicator's travel along the content each frame of the current
    /// transition.
    private(set) var travel: [CGFloat] = []

    init(screen: PagesScreen) {
        self.screen = screen
        lastIndicatorX = screen.strip?.indicatorView.frame.midX ?? 0
    }

    private var strip: InfiniteTabStripView { screen.strip! }

    func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let indicator = strip.indicatorView.frame
        violations.expect(indicator.origin.x.isFinite && indicator.width.isFinite, "indicator \(indicator) \(context())")
        violations.expect(strip.collectionView.contentOffset.x.isFinite, "strip offset not finite \(context())")
        let x = indicator.midX
        var d = x - lastIndicatorX
        let p = strip.driver.strip.period
        if p > 0 { d -= (d / p).rounded() * p }
        lastIndicatorX = x
        guard case .transitioning(let m) = screen.pages.pagingState, !strip.isTracking else {
            lastMove = nil
            return
        }
        if let last = lastMove, last.from == m.from, last.to == m.to, last.steps == m.steps {
            travel.append(d)
            let forward = (m.steps > 0) == (strip.effectiveUserInterfaceLayoutDirection == .leftToRight)
            violations.expect(forward ? d >= -0.5 : d <= 0.5,
                              "the indicator moved \(d) against the transition \(m) (\(screen.lastEvent)) \(context())")
        } else {
            travel = []
        }
        lastMove = m
    }

    func checkAtRest(_ context: @autoclosure () -> String = "") {
        let n = screen.pages.numberOfPages
        guard n > 0 else { return }
        let selected = screen.pages.selectedIndex
        violations.expect(strip.selectedIndex == selected, "strip selects \(strip.selectedIndex), pages \(selected) \(context())")
        violations.expect(strip.driver.state == screen.pages.pagingState,
                          "strip state \(strip.driver.state), pages \(screen.pages.pagingState) \(context())")
        let cv = strip.collectionView
        let indicator = strip.indicatorView.frame
        let visible = CGRect(origin: cv.contentOffset, size: cv.bounds.size)
        guard indicator.intersects(visible) else { return } // the user scrolled the strip away
        let under = cv.visibleCells.contains { cell in
            guard let path = cv.indexPath(for: cell) else { return false }
            return path.item % n == selected && abs(cell.frame.midX - indicator.midX) < 0.5
        }
        violations.expect(under, "the indicator \(indicator) is not under a copy of tab \(selected) (\(screen.lastEvent)) \(context())")
    }
}

extension InfiniteTabStripView {
    /// Whether a finger holds the strip.
    var isTracking: Bool { collectionView.isTracking }
}
