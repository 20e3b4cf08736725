import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The per-frame checks of what a person sees on the pages.
///
/// Every frame: the page view controller was never told to set a page while
/// a transition ran (fact 9); the page under each sampled screen x is the one
/// the finger or the animation brought there (the same page object, across
/// the installation of a new page too); the state's progress is finite in
/// 0...1 and its indices in range.
///
/// At rest: the page on screen, the driver's state, its selection and its
/// target agree, nothing waits, and at most three pages are alive.
@MainActor
package final class PagesChecker {
    /// The pages checked.
    package let rig: PagesRig
    /// What broke.
    package var violations = Violations()
    /// Set before an event that may change the page at once (a selection
    /// without animation, a reload).
    package var jumpAllowed = false
    /// Set with a request that may change the page at once when it is
    /// carried out (a selection without animation waits while a transition
    /// runs); cleared at rest.
    package var jumpAllowedUntilRest = false
    /// Frames checked.
    package private(set) var frames = 0

    private var previous: [ObjectIdentifier?] = []
    private var previousOffset: CGFloat = 0
    private var seenViolations = 0
    private let samples: [CGFloat] = [0.05, 0.3, 0.5, 0.7, 0.95]

    /// Starts checking `rig`.
    package init(rig: PagesRig) {
        self.rig = rig
        remember()
    }

    /// Checks the frame just run.
    package func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let host = rig.host
        if host.violations.count > seenViolations {
            for v in host.violations[seenViolations...] { violations.expect(false, "\(v) (\(rig.lastEvent)) \(context())") }
            seenViolations = host.violations.count
        }
        let n = rig.driver.pages.count
        let state = rig.driver.state
        if let m = state.move {
            violations.expect(m.progress.isFinite && m.progress >= 0 && m.progress <= 1, "progress \(m.progress) \(context())")
            violations.expect((0..<n).contains(m.from) && (0..<n).contains(m.to), "move \(m) out of 0..<\(n) \(context())")
        } else {
            violations.expect(n == 0 ? state.index == 0 : (0..<n).contains(state.index), "state \(state) out of 0..<\(n) \(context())")
        }
        let w = host.pageWidth
        let x = host.scrollView.contentOffsetX
        violations.expect(x.isFinite, "inner offset \(x) \(context())")
        let d = x - previousOffset - host.scrollView.recenteredSinceMark
        if !jumpAllowed && !jumpAllowedUntilRest && w > 0 {
            for f in samples {
                let sx = f * w
                let before = sx + d
                guard before >= 0, before < w else { continue }
                let position = (previousOffset + before) / w
                let slot = Int(position.rounded(.down))
                // Too near a page edge to tell: no verdict.
                guard (0...2).contains(slot), position - CGFloat(slot) > 1e-6, CGFloat(slot + 1) - position > 1e-6 else { continue }
                let now = rig.page(atScreenX: sx).map(ObjectIdentifier.init)
                violations.expect(now == previous[slot],
                                  "screen x \(sx) shows a different page than a frame ago (moved \(d), \(rig.lastEvent)) \(context())")
            }
        }
        remember()
    }

    /// Checks the pages at rest.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        jumpAllowedUntilRest = false
        let driver = rig.driver
        guard driver.pages.count > 0 else { return }
        let shown = rig.host.shownPage?.index
        violations.expect(shown == driver.state.index, "shows \(String(describing: shown)), state \(driver.state) (\(rig.lastEvent)) \(context())")
        violations.expect(driver.selectedIndex == driver.state.index, "selected \(driver.selectedIndex), state \(driver.state) (\(rig.lastEvent)) \(context())")
        violations.expect(driver.targetIndex == driver.state.index, "target \(driver.targetIndex), state \(driver.state) \(context())")
        violations.expect(abs(rig.host.scrollView.contentOffsetX - rig.host.pageWidth) < 1e-6, "the inner scroll view rests off its page \(context())")
        violations.expect(driver.store.alivePages.count <= 3, "\(driver.store.alivePages.count) pages alive at rest \(context())")
    }

    private func remember() {
        let w = rig.host.pageWidth
        let x = rig.host.scrollView.contentOffsetX
        previous = (0...2).map { rig.page(atScreenX: (CGFloat($0) + 0.5) * w - x).map(ObjectIdentifier.init) }
        previousOffset = rig.host.scrollView.contentOffsetX
        rig.host.scrollView.mark()
        jumpAllowed = false
    }
}
