#if os(Linux)
@_spi(Core) import InfiniteTabs
@_spi(Core) import InfiniteTabsCore
import UIKit

/// The real ``InfiniteTabStripView`` on a ``SimulatedDevice``, as an app shows
/// it: across the top of the window, optionally above a paging
/// `UIScrollView` it follows (`follow(_:pageWidth:)`). Nothing is re-wired:
/// gestures go through the device's finger, time through its frames, and
/// what is on screen is read from the view tree (``picture()``).
///
/// Tab `i` is titled `"T<i>"` (plus padding with ``init(titles:…)``) so that
/// a label on screen names its item.
@MainActor
package final class StripScreen {
    /// The device.
    package let device: SimulatedDevice
    /// The strip.
    package let strip: InfiniteTabStripView
    /// The paging scroll view the strip follows, if any.
    package private(set) var pages: UIScrollView?
    /// The tab titles, in item order.
    package private(set) var titles: [String]
    /// The strip's width (its viewport) and height.
    package private(set) var viewportWidth: CGFloat
    package let height: CGFloat
    /// Every tap the strip reported (`onTap`, the container's hook), with
    /// the way the selection moves, in order.
    package private(set) var taps: [(index: Int, direction: PageDirection)] = []
    /// Every item `onSelect` was called with, in order.
    package private(set) var selections: [Int] = []
    /// Called with every reported tap, after it is recorded.
    package var onTap: ((Int, PageDirection) -> Void)?
    /// Events delivered so far (finger moves, taps, VoiceOver, app calls and
    /// frames).
    package private(set) var events = 0
    /// The last thing done, in words (for failure messages).
    package private(set) var lastEvent = ""
    /// How far the content followed the finger this frame (nil when the
    /// finger did not move an ongoing drag): content points, + to the right.
    package private(set) var fingerTravel: CGFloat?
    private let stage: StripStage
    private var finger: CGPoint?
    private var items: [Int: Int]
    private let widthBox = WidthBox()

    /// A strip of built-in cells titled `titles` (each unique, starting
    /// `"T<i>"`).
    package init(titles: [String], viewportWidth: CGFloat, height: CGFloat = 44, spacing: CGFloat = 0, loops: Bool = true,
                 rightToLeft: Bool = false, selectedIndex: Int = 0, frameRate: Double = 60,
                 beforeShowing: ((InfiniteTabStripView) -> Void)? = nil) {
        self.titles = titles
        self.viewportWidth = viewportWidth
        self.height = height
        items = Self.itemMap(titles)
        device = SimulatedDevice(width: viewportWidth, height: 844, frameRate: frameRate)
        if rightToLeft { device.setTraits(layoutDirection: .rightToLeft) }
        strip = InfiniteTabStripView()
        stage = StripStage(strip: strip, stripHeight: height)
        stage.stripWidth = viewportWidth
        strip.spacing = spacing
        strip.loops = loops
        strip.titles = titles
        if selectedIndex != 0 { strip.selectedIndex = selectedIndex }
        strip.onTap = { [weak self] index, way in
            self?.taps.append((index, way))
            self?.note("tap reported \(index) \(way)")
            self?.onTap?(index, way)
        }
        strip.onSelect = { [weak self] index in self?.selections.append(index) }
        beforeShowing?(strip)
        device.show(view: stage, height: 844)
    }

    /// A strip of tabs exactly `widths` wide (custom cells showing `"T<i>"`
    /// through `useCustomCell(_:width:configure:)`).
    package convenience init(widths: [CGFloat], viewportWidth: CGFloat, height: CGFloat = 44, spacing: CGFloat = 0,
                             loops: Bool = true, rightToLeft: Bool = false, selectedIndex: Int = 0, frameRate: Double = 60) {
        self.init(titles: widths.indices.map { "T\($0)" }, viewportWidth: viewportWidth, height: height, spacing: spacing,
                  loops: loops, rightToLeft: rightToLeft, selectedIndex: selectedIndex, frameRate: frameRate)
        widthBox.widths = widths
        let box = widthBox
        strip.useCustomCell(LabelTabCell.self, width: { box.widths.indices.contains($0) ? box.widths[$0] : 0 }) { cell, item, selected in
            cell.show(title: "T\(item)", selected: selected)
        }
        strip.selectedIndex = selectedIndex
        device.settle()
    }

    /// Lays the strip out `height` points high (the next layout pass).
    package func setStripHeight(_ height: CGFloat) {
        app("strip height \(height)") {
            stage.stripHeight = height
            stage.setNeedsLayout()
        }
    }

    /// New tabs (the app sets `titles`).
    package func setTitles(_ titles: [String]) {
        app("titles (\(titles.count))") {
            self.titles = titles
            items = Self.itemMap(titles)
            strip.titles = titles
        }
    }

    /// New tabs `widths` wide (a strip made with ``init(widths:…)``).
    package func setWidths(_ widths: [CGFloat]) {
        widthBox.widths = widths
        setTitles(widths.indices.map { "T\($0)" })
        app("reload") { strip.reloadData() }
    }

    /// A new width for the strip (and the window: a rotation).
    package func resize(viewportWidth: CGFloat) {
        note("resize to \(viewportWidth)")
        self.viewportWidth = viewportWidth
        stage.stripWidth = viewportWidth
        device.resize(width: max(viewportWidth, pages?.bounds.width ?? 0), height: 844)
        events += 1
    }

    /// Flips the layout direction.
    package func setRightToLeft(_ rtl: Bool) {
        note(rtl ? "right to left" : "left to right")
        device.setTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight)
        events += 1
    }

    private static func itemMap(_ titles: [String]) -> [Int: Int] {
        var map: [Int: Int] = [:]
        for i in titles.indices { map[key(titles[i])] = i }
        return map
    }

    /// The item a label's text names (nil for a badge or other text).
    package func item(named text: String) -> Int? { items[Self.key(text)] }

    private static func key(_ title: String) -> Int {
        Int(title.dropFirst().prefix { $0.isNumber }) ?? -1
    }

    // MARK: - The followed pages

    /// Puts a paging `UIScrollView` of `pageCount` pages `pageWidth` wide under
    /// the strip, resting on the page of the selected tab's first copy, and
    /// makes the strip follow it.
    @discardableResult
    package func followPages(pageWidth: CGFloat, pageCount: Int) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: CGFloat(pageCount) * pageWidth, height: 300)
        stage.pages = scrollView
        stage.pageWidth = pageWidth
        stage.addSubview(scrollView)
        stage.setNeedsLayout()
        if device.window.bounds.width < pageWidth { device.resize(width: pageWidth, height: 844) }
        device.settle()
        let rtl = strip.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let page = rtl ? pageCount - 1 - strip.selectedIndex : strip.selectedIndex
        scrollView.contentOffset = CGPoint(x: CGFloat(page) * pageWidth, y: 0)
        pages = scrollView
        strip.follow(scrollView)
        device.settle()
        return scrollView
    }

    /// Scrolls the followed pages, animated, to the nearest page of `index`.
    package func showPage(of index: Int) {
        guard let pages, pages.bounds.width > 0, !titles.isEmpty else { return }
        note("pages to \(index)")
        let n = titles.count
        let w = pages.bounds.width
        let count = Int((pages.contentSize.width / w).rounded())
        let rtl = strip.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var page = Int((pages.contentOffset.x / w).rounded())
        if rtl { page = count - 1 - page }
        let cycle = Cycle(count: n)
        var target = page + cycle.distance(from: cycle.wrap(page), to: index)
        target = Swift.min(Swift.max(target, 0), count - 1)
        if rtl { target = count - 1 - target }
        pages.setContentOffset(CGPoint(x: CGFloat(target) * w, y: 0), animated: true)
        UIKitModel.runLoop.finishEvent()
        events += 1
    }

    // MARK: - The finger

    /// The finger touches the strip at its centre (or `x`, from its leading
    /// edge): catches a motion.
    package func touchStrip(atX x: CGFloat? = nil) {
        touch(at: CGPoint(x: x ?? viewportWidth / 2, y: height / 2), "finger down on the strip")
    }

    /// The finger touches the followed pages.
    package func touchPages() {
        let w = pages?.bounds.width ?? viewportWidth
        touch(at: CGPoint(x: w / 2, y: height + 20 + 150), "finger down on the pages")
    }

    private func touch(at point: CGPoint, _ what: String) {
        if finger != nil { lift() }
        note(what)
        finger = point
        // A drag of nothing puts the finger down without moving it (one frame).
        device.drag(from: point, to: point, duration: 0)
        events += 1
    }

    /// A drag of the strip moving its content by `dx` over `frames` frames
    /// (after the pan's slop), held still before the lift so that nothing
    /// flings, then the strip comes to rest.
    package func drag(by dx: CGFloat, frames: Int = 10) {
        touchStrip()
        let slop: CGFloat = dx < 0 ? -11 : 11
        moveFinger(by: slop)
        for _ in 0..<max(1, frames) { moveFinger(by: (dx - slop) / CGFloat(max(1, frames))) }
        for _ in 0..<4 { moveFinger(by: 0) }
        lift()
        runUntilRest()
    }

    /// One frame in which the finger moves the content under it by `dx`
    /// (the finger itself moves by `-dx`). The first 10 points of a touch
    /// are the pan's slop, as on a device.
    package func moveFinger(by dx: CGFloat) {
        guard let from = finger else { return }
        let to = CGPoint(x: from.x - dx, y: from.y)
        let dragging = (pages?.isDragging ?? false) || strip.collectionView.isDragging
        device.drag(from: from, to: to, duration: 0)
        finger = to
        fingerTravel = dragging ? dx : nil
        events += 1
    }

    /// The finger lifts with the velocity of its last 50 ms of moves.
    package func lift() {
        guard finger != nil else { return }
        note("finger up")
        finger = nil
        fingerTravel = nil
        device.lift()
        events += 1
    }

    /// A tap at `x` from the strip's left edge (window coordinates): catches
    /// a moving strip, or selects the tab under it.
    package func tap(atScreenX x: CGFloat) {
        if finger != nil { lift() }
        note("tap at \(x)")
        device.tap(at: CGPoint(x: x, y: height / 2))
        events += 1
    }

    // MARK: - VoiceOver and the app

    /// VoiceOver moves its cursor to the element of `item`.
    package func voiceOverFocus(item: Int) {
        onElement(item, "VoiceOver focus") { $0.accessibilityElementDidBecomeFocused() }
    }

    /// VoiceOver's cursor leaves the element of `item`.
    package func voiceOverFocusLost(item: Int) {
        onElement(item, "VoiceOver leaves") { $0.accessibilityElementDidLoseFocus() }
    }

    /// VoiceOver activates the element of `item` (a double tap).
    package func voiceOverActivate(item: Int) {
        onElement(item, "VoiceOver activate") { _ = $0.accessibilityActivate() }
    }

    /// VoiceOver acts on the strip's element of `item` (nothing for an item
    /// without one), as an event.
    private func onElement(_ item: Int, _ what: String, _ body: (UIAccessibilityElement) -> Void) {
        app("\(what) \(item)") {
            if let element = strip.accessibilityElement(at: item) as? UIAccessibilityElement { body(element) }
        }
    }

    /// `select(_:animated:)`.
    package func select(_ index: Int, animated: Bool) {
        note("select \(index)\(animated ? " animated" : "")")
        events += 1
        strip.select(index, animated: animated)
        UIKitModel.runLoop.finishEvent()
    }

    /// Runs `body` as an app event (then the main queue and the layout pass).
    package func app(_ what: String, _ body: () -> Void) {
        note(what)
        events += 1
        body()
        UIKitModel.runLoop.finishEvent()
    }

    /// Records an app event for failure messages.
    package func note(_ event: String) { lastEvent = event }

    // MARK: - Time

    /// One display frame (nothing else happens in it).
    package func frame() {
        fingerTravel = nil
        device.advance(by: 1 / UIKitModel.runLoop.framesPerSecond)
        events += 1
    }

    /// Whether nothing moves and no finger is down.
    package var isAtRest: Bool { !device.isMoving }

    /// Runs frames until everything rests (at most `maxFrames`), calling
    /// `each` after every frame. Returns the frames run.
    @discardableResult
    package func runUntilRest(maxFrames: Int = 3_000, each: (() -> Void)? = nil) -> Int {
        var n = 0
        while !isAtRest && n < maxFrames { frame(); each?(); n += 1 }
        return n
    }
}
#endif
