#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

/// The per-frame checks of what a person sees on the real tab strip
/// (``StripScreen``), judged from the view tree (``StripPicture``). Call
/// ``checkFrame(_:)`` after every event or frame and ``checkAtRest(_:)`` at rest.
///
/// Every frame:
/// - the offset is finite and a looping strip's bounds lie inside the content;
/// - every cell's label names item `cell mod n`;
/// - the item under each sampled screen x is the one the finger, the
///   deceleration, an animation or the followed pages brought there: what
///   is at `x` now was at `x + d` a frame ago, `d` the offset change less
///   whole periods (a recentre shows the same tabs, so it is invisible);
/// - a finger drags a looping strip one to one; an offset the strip set
///   itself (not the finger's nor a deceleration's) moves at most half the
///   viewport (at least 110 pt) in one frame, plus, during a move of the
///   pages, as far as the indicator moved; no animated move longer than the
///   viewport unless allowed;
/// - the indicator view's frame is finite; during a transition it only
///   heads towards its target (never back across the seam, Tabman #537),
///   judged from its frames (the model sets an animated frame at once);
/// - with ``checksWork``: no `reloadData`, no layout invalidation, no view
///   made (unless ``allowsNewCells``), and label styles written only for
///   labels whose colour or font changed (issue 21 point 6).
///
/// At rest: the indicator sits under a copy of the selected tab, as wide as
/// it; the labels of the selected tab share one colour and every other
/// label another; followed pages rest on a page of the selected tab.
@MainActor
package final class StripChecker {
    /// The screen checked.
    package let screen: StripScreen
    /// What broke.
    package var violations = Violations()
    /// Set before an event that may jump (a reload, a selection without
    /// animation, VoiceOver focus); cleared after the next check.
    package var jumpAllowed = false
    /// Set before an event that may animate further than the viewport.
    package var farMoveAllowed = false
    /// Whether each frame's UIKit work is bounded (a drag, the strip
    /// following a swipe).
    package var checksWork = false
    /// Whether views may be made (cells the reuse queue does not hold yet).
    package var allowsNewCells = true
    /// Frames checked.
    package private(set) var frames = 0
    /// The work of the frames checked: views and cells made, label styles
    /// written.
    package private(set) var work = UIKitModel.WorkCounters()

    private var previous: StripPicture
    private var previousState: PagingState
    private var previousCounters = UIKitModel.counters
    private var labelStyles: [ObjectIdentifier: (UIColor?, UIFont?)] = [:]
    private var farAnimation = false
    private var pagesAnimatedLastFrame = false
    private let samples: [CGFloat] = [0.01, 0.13, 0.29, 0.5, 0.71, 0.87, 0.99]

    /// Starts checking `screen` from its current frame.
    package init(screen: StripScreen) {
        self.screen = screen
        previous = StripPicture(screen)
        previousState = screen.strip.driver.state
        labelStyles = Self.styles(of: screen.strip.collectionView)
    }

    /// Checks the frame just shown.
    package func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let now = StripPicture(screen)
        let driver = screen.strip.driver
        let layout = now.layout
        let x = now.offset, w = now.width
        let n = layout.itemCount
        let event = screen.lastEvent
        violations.expect(x.isFinite, "offset \(x) not finite (\(event)) \(context())")
        let looping = layout.isLooping && layout.period > 0
        if looping {
            let slack = 1e-9 * Swift.max(1, now.contentWidth)
            violations.expect(x >= -slack && x <= now.contentWidth - w + slack,
                              "offset \(x) shows beyond the content 0...\(now.contentWidth - w) (\(event)) \(context())")
        }
        let selected = screen.strip.selectedIndex
        violations.expect(n == 0 ? selected == 0 : (0..<n).contains(selected), "selected \(selected) out of 0..<\(n) \(context())")
        if n > 0 {
            for c in now.cells {
                violations.expect(c.item == c.cell % n, "cell \(c.cell) shows \(String(describing: c.label?.text)), not item \(c.cell % n) \(context())")
            }
        }
        let sameLayout = layout == previous.layout && w == previous.width
        var d = x - previous.offset
        if looping && sameLayout { d -= (d / layout.period).rounded() * layout.period }

        let pagesAnimate = screen.pages?.isAnimatingProgrammatically ?? false
        if farMoveAllowed && now.isAnimating { farAnimation = true }
        let followsAFarMove = pagesAnimate || pagesAnimatedLastFrame || farAnimation
        pagesAnimatedLastFrame = pagesAnimate
        if !now.isAnimating { farAnimation = false }
        var indicatorTravel: CGFloat = 0
        if driver.state.move != nil || previousState.move != nil {
            indicatorTravel = abs(now.indicatorOnScreen.midX - previous.indicatorOnScreen.midX + d)
            if !indicatorTravel.isFinite { indicatorTravel = 0 }
        }
        // Only an offset the strip set itself can jump: the finger's and a
        // deceleration's own motion is checked by the samples instead.
        let setByStrip = now.isAnimating || (!now.isDragging && !now.isDecelerating && !previous.isDecelerating)
        if !jumpAllowed && sameLayout && !followsAFarMove && setByStrip {
            violations.expect(abs(d) <= Swift.max(w / 2, 110) + indicatorTravel,
                              "the strip jumped \(d) in one frame (\(event)) \(context()): offset \(previous.offset) → \(x)")
        }
        if let a = now.animation, !farMoveAllowed, !farAnimation {
            violations.expect(abs(a.to - a.from) <= w + 1e-6,
                              "an animated move of \(a.to - a.from) > the viewport \(w) (\(event)) \(context())")
        }
        if looping && sameLayout && now.isDragging && previous.isDragging, let travel = screen.fingerTravel {
            var off = d - travel
            off -= (off / layout.period).rounded() * layout.period
            violations.expect(abs(off) <= 1e-6 * Swift.max(1, abs(d)),
                              "the content moved \(d) under a finger that moved it \(travel) \(context())")
        }
        if !jumpAllowed && sameLayout && layout.period > 0 && w > 0 {
            for f in samples {
                let sx = f * w
                let before = sx + d
                guard before >= 0, before < w, let item = now.item(atScreenX: sx),
                      let was = previous.item(atScreenX: before) else { continue }
                violations.expect(item == was, "screen x \(sx) shows \(String(describing: item)), a frame ago \(String(describing: was)) was at \(before) (moved \(d), \(event)) \(context())")
            }
        }
        checkIndicator(now, d: d, sameLayout: sameLayout, context())
        if checksWork { checkWork(context()) }
        remember(now)
    }

    private func checkIndicator(_ now: StripPicture, d: CGFloat, sameLayout: Bool, _ context: @autoclosure () -> String) {
        let ind = now.indicator
        violations.expect(ind.minX.isFinite && ind.width.isFinite && ind.width >= 0,
                          "the indicator \(ind) is not finite \(context())")
        guard sameLayout, !jumpAllowed else { return }
        let w = now.width
        let nowOn = now.indicatorOnScreen, before = previous.indicatorOnScreen
        guard nowOn.maxX > 0 && nowOn.minX < w && before.maxX > 0 && before.minX < w else { return }
        let move = nowOn.midX - before.midX + d
        let driver = screen.strip.driver
        guard let m = driver.state.move, let p = previousState.move, m.from == p.from, m.to == p.to, m.steps == p.steps
        else { return }
        let strip = now.layout
        let a = strip.frame(ofCell: strip.cell(ofItem: m.from, inCopy: 0))
        let span = abs(CGFloat(m.steps)) * (strip.period / CGFloat(Swift.max(1, strip.itemCount))) + a.width + strip.period
        violations.expect(abs(move) <= span, "the indicator moved \(move) in one frame during a move of \(m.steps) tabs (\(screen.lastEvent)) \(context())")
        if case .transitioning = driver.state {
            let rtl = screen.strip.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let sign: CGFloat = (m.steps > 0 ? 1 : -1) * (rtl ? -1 : 1)
            violations.expect(move * sign >= -0.5, "the indicator went back \(move) during a transition of \(m.steps) tabs (Tabman #537) \(context())")
        }
    }

    private func checkWork(_ context: @autoclosure () -> String) {
        let counters = UIKitModel.counters
        let done = counters.since(previousCounters)
        let styles = Self.styles(of: screen.strip.collectionView)
        var changed = 0
        for (id, style) in styles {
            guard let old = labelStyles[id] else { changed += 2; continue }
            if old.0 != style.0 { changed += 1 }
            if old.1 != style.1 { changed += 1 }
        }
        violations.expect(done.reloadDataCalls == 0, "\(done.reloadDataCalls) reloadData in a frame (\(screen.lastEvent)) \(context())")
        violations.expect(done.layoutInvalidations == 0,
                          "\(done.layoutInvalidations) layout invalidations in a frame (\(screen.lastEvent)) \(context())")
        if !allowsNewCells {
            violations.expect(done.viewsCreated == 0, "\(done.viewsCreated) views made in a frame (\(screen.lastEvent)) \(context())")
        }
        violations.expect(done.labelStyleWrites <= changed,
                          "\(done.labelStyleWrites) label style writes for \(changed) changed styles (\(screen.lastEvent)) \(context())")
    }

    /// Every label's colour and font under `view` (cells on screen, cached
    /// and queued for reuse alike).
    private static func styles(of view: UIView) -> [ObjectIdentifier: (UIColor?, UIFont?)] {
        var found: [ObjectIdentifier: (UIColor?, UIFont?)] = [:]
        func visit(_ v: UIView) {
            if let label = v as? UILabel { found[ObjectIdentifier(label)] = (label.textColor, label.font) }
            for sub in v.subviews { visit(sub) }
        }
        visit(view)
        return found
    }

    /// Checks the strip at rest.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        let now = StripPicture(screen)
        let strip = now.layout
        let driver = screen.strip.driver
        guard strip.itemCount > 0, strip.period > 0 else { return }
        let selected = screen.strip.selectedIndex
        let ind = now.indicatorOnScreen
        if case .idle = driver.state, ind.midX > 0, ind.midX < now.width {
            let cell = now.cell(atScreenX: ind.midX)
            violations.expect(cell?.item == selected,
                              "the indicator rests under \(String(describing: cell?.item)), selected \(selected) (\(screen.lastEvent)) \(context())")
            if let cell, screen.strip.indicatorStyle == InfiniteTabIndicatorStyle() {
                violations.expect(abs((cell.maxX - cell.minX) - ind.width) <= 1e-6,
                                  "the indicator is \(ind.width) wide under a tab \(cell.maxX - cell.minX) wide \(context())")
            }
        }
        // The selected tab's look: one colour for its copies, another for the rest.
        let selectedColors = Set(now.cells.filter { $0.item == selected }.compactMap { $0.label?.textColor })
        let otherColors = Set(now.cells.filter { $0.item != selected }.compactMap { $0.label?.textColor })
        violations.expect(selectedColors.count <= 1 && otherColors.count <= 1 && selectedColors.isDisjoint(with: otherColors),
                          "at rest the selected tab \(selected) shows \(selectedColors.count) colours, the others \(otherColors.count), shared: \(!selectedColors.isDisjoint(with: otherColors)) (\(screen.lastEvent)) \(context())")
        if let pages = screen.pages, pages.bounds.width > 0 {
            let count = (pages.contentSize.width / pages.bounds.width).rounded()
            var page = (pages.contentOffset.x / pages.bounds.width).rounded()
            if screen.strip.effectiveUserInterfaceLayoutDirection == .rightToLeft { page = count - 1 - page }
            let item = Cycle(count: strip.itemCount).wrap(Int(page))
            violations.expect(item == selected, "the followed pages rest on tab \(item), the strip selects \(selected) \(context())")
        }
    }

    private func remember(_ now: StripPicture) {
        previous = now
        previousState = screen.strip.driver.state
        previousCounters = UIKitModel.counters
        if checksWork { labelStyles = Self.styles(of: screen.strip.collectionView) }
        jumpAllowed = false
        farMoveAllowed = false
    }

    /// Starts a new tally of work from now (call when ``checksWork`` turns on).
    package func resetWork() {
        previousCounters = UIKitModel.counters
        labelStyles = Self.styles(of: screen.strip.collectionView)
    }
}
#endif
