import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The tab strip (`InfiniteTabStripView`) on the simulated device: the real
/// ``TabStripDriver`` wired to a ``SimulatedScrollView`` (its collection
/// view) exactly as the UIKit view wires it: `scrollViewDidScroll` to
/// `didScroll(in:)`, `scrollViewWillBeginDragging` to `willBeginDragging()`,
/// `scrollViewDidEndScrollingAnimation` to `didEndScrollingAnimation()`, a
/// tapped cell to `tap(cell:)`, every command applied the
/// same way (the indicator moved with a recentring, placed at once or
/// animated over ``animationDuration`` through ``IndicatorMove``).
///
/// It can follow a paging scroll view (``followContent(pageWidth:pageCount:)``),
/// as `follow(_:pageWidth:)` does through key-value observation of its
/// `contentOffset`: every change of that offset calls the driver.
@MainActor
package final class StripRig {
    /// The clock and main queue.
    package let queue: MainQueue
    /// The collection view.
    package let scrollView: SimulatedScrollView
    /// The real driver.
    package let driver = TabStripDriver()
    /// The indicator view.
    package var indicator = SimulatedIndicator()
    /// The strip's height.
    package var height: CGFloat = 44
    /// The indicator's height (`InfiniteTabIndicatorStyle` default 2).
    package var indicatorHeight: CGFloat = 2
    /// `animationDuration` (default 0.25 s).
    package var animationDuration: Double = 0.25
    /// The tab widths (already sized).
    package private(set) var widths: [CGFloat]
    /// The gap between tabs.
    package private(set) var spacing: CGFloat
    /// Whether the strip loops.
    package private(set) var isLooping: Bool
    /// The layout direction.
    package private(set) var direction: LayoutDirection
    /// Every tap reported (`onSelect`), in order.
    package private(set) var reportedTaps: [(index: Int, direction: PageDirection)] = []
    /// Called with every reported tap (a container's link).
    package var onTap: ((Int, PageDirection) -> Void)?
    /// The paging scroll view the strip follows, if any.
    package private(set) var content: SimulatedScrollView?
    /// Calls made into the driver.
    package private(set) var driverCalls = 0
    /// What happened this frame, in words (when recording).
    package private(set) var events: [String] = []
    /// The last thing done, in words.
    package private(set) var lastEvent = ""
    /// The recording, when ``isRecording``.
    package private(set) var recording: Recording
    /// Whether frames are recorded.
    package var isRecording = false
    /// Extra per-frame work (a container steps its pages here).
    package var onFrame: (() -> Void)?

    /// A strip of tabs `widths` wide, `spacing` apart, in a view
    /// `viewportWidth` wide, selecting `selectedIndex`.
    package init(widths: [CGFloat], spacing: CGFloat = 0, viewportWidth: CGFloat, isLooping: Bool = true,
                direction: LayoutDirection = .leftToRight, selectedIndex: Int = 0,
                framesPerSecond: Double = 120, queue: MainQueue? = nil) {
        let clock = queue ?? MainQueue(framesPerSecond: framesPerSecond)
        self.queue = clock
        self.widths = widths
        self.spacing = spacing
        self.isLooping = isLooping
        self.direction = direction
        scrollView = SimulatedScrollView(name: "strip", boundsWidth: viewportWidth, framesPerSecond: clock.framesPerSecond)
        recording = Recording(title: "tab strip", framesPerSecond: clock.framesPerSecond)
        scrollView.delegate.didScroll = { [unowned self] in self.call { self.driver.didScroll(in: self.scrollView) } }
        scrollView.delegate.willBeginDragging = { [unowned self] in self.call { self.driver.willBeginDragging() } }
        scrollView.delegate.didEndScrollingAnimation = { [unowned self] in self.call { self.driver.didEndScrollingAnimation() } }
        driver.host = scrollView
        driver.onCommand = { [unowned self] command in self.perform(command) }
        reloadLayout()
        if selectedIndex != 0 { call { driver.setSelectedIndex(selectedIndex, animated: false) } }
    }

    // MARK: - What the app does

    /// New tabs, widths, size, looping or direction (`items`, `layoutSubviews`,
    /// `traitCollectionDidChange`): laid out again, the selection kept.
    package func reload(widths: [CGFloat]? = nil, spacing: CGFloat? = nil, viewportWidth: CGFloat? = nil,
                       isLooping: Bool? = nil, direction: LayoutDirection? = nil) {
        if let w = widths { self.widths = w }
        if let s = spacing { self.spacing = s }
        if let l = isLooping { self.isLooping = l }
        if let d = direction { self.direction = d }
        if let v = viewportWidth { scrollView.resize(boundsWidth: v, contentWidth: scrollView.contentWidth) }
        note("reload \(self.widths.count) tabs")
        reloadLayout()
    }

    /// `setSelectedIndex(_:animated:)`.
    package func select(_ index: Int, animated: Bool) {
        note("select \(index)\(animated ? " animated" : "")")
        call { driver.setSelectedIndex(index, animated: animated) }
    }

    /// `update(progress:from:to:)`.
    package func update(progress: CGFloat, from: Int, to: Int) {
        call { driver.update(progress: progress, from: from, to: to) }
    }

    /// `apply(state:animated:)`.
    package func apply(_ state: PagingState, animated: Bool) {
        call { driver.apply(state, animated: animated) }
    }

    /// Reduce Motion changes.
    package func setReducedMotion(_ reduced: Bool) {
        note(reduced ? "reduce motion on" : "reduce motion off")
        call { driver.prefersReducedMotion = reduced }
    }

    /// VoiceOver moves its focus to the element of `item` (the element calls
    /// `accessibilityFocus(item:)` from `accessibilityElementDidBecomeFocused`).
    package func voiceOverFocus(item: Int) {
        note("VoiceOver focus \(item)")
        call { _ = driver.accessibilityFocus(item: item) }
    }

    /// VoiceOver's focus leaves the element of `item`
    /// (`accessibilityElementDidLoseFocus` → `accessibilityFocusLost(item:)`).
    package func voiceOverFocusLost(item: Int) {
        note("VoiceOver leaves \(item)")
        call { driver.accessibilityFocusLost(item: item) }
    }

    /// VoiceOver activates the element of `item` (`tapItem`).
    package func voiceOverActivate(item: Int) {
        note("VoiceOver activate \(item)")
        call { driver.tapItem(item) }
    }

    // MARK: - Following a paging scroll view

    /// Makes the strip follow a paging scroll view of `pageCount` pages
    /// `pageWidth` wide (a content collection view), at rest on the page of
    /// the selected tab's first copy. Its every offset change calls
    /// `follow(offset:pageWidth:scrollViewWidth:contentWidth:)`, as the KVO
    /// observation of `follow(_:pageWidth:)` does.
    @discardableResult
    package func followContent(pageWidth: CGFloat, pageCount: Int) -> SimulatedScrollView {
        let page = direction == .rightToLeft ? pageCount - 1 - driver.selectedIndex : driver.selectedIndex
        let start = CGFloat(page) * pageWidth
        let sv = SimulatedScrollView(name: "content", boundsWidth: pageWidth, contentWidth: CGFloat(pageCount) * pageWidth,
                                     offset: start, framesPerSecond: queue.framesPerSecond)
        sv.physics.pageWidth = pageWidth
        sv.delegate.didScroll = { [unowned self, unowned sv] in
            self.call {
                _ = self.driver.follow(offset: sv.contentOffsetX, pageWidth: nil, scrollViewWidth: sv.boundsWidth,
                                       contentWidth: sv.contentWidth)
            }
        }
        content = sv
        return sv
    }

    // MARK: - The finger

    /// A finger touches the strip (catching a motion).
    @discardableResult
    package func touchDown() -> Bool {
        note("finger down")
        return scrollView.touchDown()
    }

    /// The finger moves the content by `dx`.
    package func moveFinger(by dx: CGFloat) { scrollView.moveFinger(by: dx) }

    /// The finger lifts at `velocity` points per second.
    package func lift(velocity: CGFloat) {
        note("finger up")
        scrollView.lift(velocity: velocity)
    }

    /// A tap at `screenX` (from the strip's leading edge). A tap that catches
    /// a moving strip only stops it (a collection view selects no cell
    /// then); otherwise the cell under the finger is selected
    /// (`didSelectItemAt` → `tap(cell:)`), nothing in a gap.
    package func tap(atScreenX screenX: CGFloat) {
        let moving = scrollView.isDecelerating || scrollView.isAnimating
        scrollView.touchDown()
        scrollView.lift(velocity: 0)
        guard !moving, let cell = cell(atScreenX: screenX) else {
            note("tap at \(screenX): \(moving ? "stops the strip" : "no cell")")
            return
        }
        note("tap cell \(cell)")
        call { driver.tap(cell: cell) }
    }

    // MARK: - Frames

    /// Runs one display frame: the strip's and the followed scroll view's
    /// motion, extra work, then the main queue.
    package func frame() {
        queue.tick()
        scrollView.step()
        content?.step()
        onFrame?()
        queue.drain()
        if isRecording { recording.frames.append(record()) }
        events.removeAll(keepingCapacity: true)
    }

    /// Whether nothing moves (the indicator's animation included).
    package var isAtRest: Bool {
        !scrollView.isTracking && scrollView.physics.isIdle && !queue.hasWork
            && !indicator.isAnimating(at: queue.time) && (content.map { $0.physics.isIdle && !$0.isTracking } ?? true)
    }

    /// Runs frames until the strip rests (at most `maxFrames`).
    @discardableResult
    package func runUntilRest(maxFrames: Int = 3_000, each: (() -> Void)? = nil) -> Int {
        var n = 0
        while !isAtRest && n < maxFrames { frame(); each?(); n += 1 }
        return n
    }

    // MARK: - What is on screen

    /// The strip's own (left-to-right layout) x of a screen x.
    package func layoutX(atScreenX screenX: CGFloat, offset: CGFloat? = nil, strip: TripledStrip? = nil) -> CGFloat {
        let s = strip ?? driver.strip
        let visual = (offset ?? scrollView.contentOffsetX) + screenX
        return driver.direction == .rightToLeft ? s.scrollableWidth - visual : visual
    }

    /// The cell under a screen x, nil in a gap or outside the content.
    package func cell(atScreenX screenX: CGFloat) -> Int? {
        driver.strip.cell(atContentX: layoutX(atScreenX: screenX))
    }

    /// The indicator as drawn, in screen coordinates.
    package var drawnIndicator: CGRect {
        indicator.drawn(at: queue.time).offsetBy(dx: -scrollView.contentOffsetX, dy: 0)
    }

    /// The frame as recorded values.
    package func record() -> Frame {
        let strip = driver.strip
        let x = scrollView.contentOffsetX
        let w = scrollView.boundsWidth
        let lo = layoutX(atScreenX: driver.direction == .rightToLeft ? w : 0)
        var cells: [CellRecord] = []
        for cell in strip.cells(overlapping: lo, lo + w) {
            let f = strip.mirroredFrame(strip.frame(ofCell: cell), direction: driver.direction)
            cells.append(CellRecord(item: strip.item(atCell: cell), cell: cell, span: Span(x: Double(f.x - x), width: Double(f.width))))
        }
        cells.sort { $0.span.x < $1.span.x }
        let ind = drawnIndicator
        let stripRecord = StripFrameRecord(viewportWidth: Double(w), height: Double(height), cells: cells,
                                           indicator: RectRecord(x: Double(ind.minX), y: Double(ind.minY),
                                                                 width: Double(ind.width), height: Double(ind.height)),
                                           selectedItem: driver.selectedIndex, itemCount: strip.itemCount)
        var views = [scrollView.record]
        if let c = content { views.append(c.record) }
        return Frame(time: queue.time, scrollViews: views, strip: stripRecord, events: events)
    }

    // MARK: - The UIKit view's wiring

    private func reloadLayout() {
        let sizing = TabStripSizing.resolve(measured: widths, mode: .fitting, spacing: spacing,
                                            viewportWidth: scrollView.boundsWidth, scale: 2, loops: isLooping)
        call {
            driver.configure(itemWidths: sizing.widths, spacing: spacing, viewportWidth: scrollView.boundsWidth,
                             isLooping: sizing.isLooping, direction: direction)
        }
    }

    private func perform(_ command: TabStripCommand) {
        switch command {
        case .reloadLayout(let strip):
            scrollView.resize(boundsWidth: scrollView.boundsWidth, contentWidth: strip.scrollableWidth)
        case .setOffset:
            break
        case .recentered(let dx):
            indicator.shift(by: dx)
        case .placeIndicator(let frame, let animated):
            let rect = frame.indicatorRect(stripHeight: height, height: indicatorHeight)
            switch IndicatorMove(to: rect, animated: animated, duration: animationDuration) {
            case .jump(let r): indicator.jump(to: r)
            case .animate(let r, let d): indicator.animate(to: r, duration: d, at: queue.time)
            }
        case .select:
            break
        case .notifyTap(let index, let way):
            reportedTaps.append((index, way))
            note("onSelect \(index) \(way)")
            onTap?(index, way)
        }
    }

    private func call<T>(_ body: () -> T) -> T {
        driverCalls += 1
        return body()
    }

    package func note(_ event: String) {
        lastEvent = event
        if isRecording { events.append(event) }
    }
}
