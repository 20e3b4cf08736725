import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// One page view of the simulated option picker.
@MainActor
package final class PickerPageView {
    /// Its leading x in the scroll view's content.
    package var x: CGFloat = 0
    /// The item it shows.
    package var item = 0
    /// Whether it is hidden (a spare).
    package var isHidden = false
}

/// The option picker (`InfinitePickerView`) on the simulated device: the
/// real ``PickerScrollDriver`` wired to a ``SimulatedScrollView`` exactly as
/// the UIKit view wires it: the same delegate callbacks to the same driver
/// calls, the same commands applied the same way (a ``PageViewPool`` of page
/// views moved on a recentre, touches refused while an animated move runs,
/// the tap recogniser on the picker's own view).
@MainActor
package final class PickerRig {
    /// The clock and main queue.
    package let queue: MainQueue
    /// The picker's paging scroll view (a page wide, centred in the view).
    package let scrollView: SimulatedScrollView
    /// The real driver.
    package let driver = PickerScrollDriver()
    /// The picker view's width (neighbours peek in when wider than a page).
    package private(set) var viewWidth: CGFloat
    /// The page width asked for (nil: the view's width).
    package private(set) var requestedPageWidth: CGFloat?
    /// The number of options.
    package private(set) var itemCount: Int
    /// The layout direction.
    package private(set) var direction: LayoutDirection
    /// Every `onChange` call, in order.
    package private(set) var notifications: [Int] = []
    /// The accessibility value VoiceOver reads (the selected option), nil
    /// without options.
    package private(set) var accessibilityValue: Int?
    /// The page views the pool made.
    package private(set) var pool = PageViewPool<PickerPageView>()
    /// What happened this frame, in words.
    package private(set) var events: [String] = []
    /// Calls made into the driver (every delegate callback, tap, tick, set).
    package private(set) var driverCalls = 0
    /// The recording, when ``isRecording``.
    package private(set) var recording: Recording
    /// Whether frames are recorded (default false; costs time).
    package var isRecording = false

    /// Creates a picker with `itemCount` options in a view `viewWidth` wide,
    /// on pages `pageWidth` wide (nil: the view's width), showing
    /// `selectedIndex`, in a window (on screen).
    package init(itemCount: Int, viewWidth: CGFloat, pageWidth: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
                selectedIndex: Int = 0, framesPerSecond: Double = 120, queue: MainQueue? = nil) {
        let clock = queue ?? MainQueue(framesPerSecond: framesPerSecond)
        self.queue = clock
        self.viewWidth = viewWidth
        self.requestedPageWidth = pageWidth
        self.itemCount = itemCount
        self.direction = direction
        scrollView = SimulatedScrollView(name: "picker", boundsWidth: 0, framesPerSecond: clock.framesPerSecond)
        recording = Recording(title: "picker", framesPerSecond: clock.framesPerSecond)
        // InfinitePickerView.setUp: the deceleration rate from the driver,
        // no paging (the driver picks the target), delegate, host, commands.
        scrollView.physics.rate = driver.decelerationRate
        scrollView.delegate.didScroll = { [unowned self] in self.call { self.driver.didScroll(in: self.scrollView) } }
        scrollView.delegate.willBeginDragging = { [unowned self] in self.call { self.driver.willBeginDragging() } }
        scrollView.delegate.willEndDragging = { [unowned self] velocity, target in
            target = self.call { self.driver.willEndDragging(velocity: velocity) }
        }
        scrollView.delegate.didEndDragging = { [unowned self] decelerates in
            self.call { self.driver.didEndDragging(willDecelerate: decelerates) }
        }
        scrollView.delegate.didEndDecelerating = { [unowned self] in self.call { self.driver.didEndDecelerating() } }
        scrollView.delegate.didEndScrollingAnimation = { [unowned self] in
            self.call { self.driver.didEndScrollingAnimation() }
            self.syncTouches()
        }
        driver.host = scrollView
        driver.onCommand = { [unowned self] command in self.perform(command) }
        reconfigure(selectedIndex: selectedIndex)
    }

    // MARK: - What the app does

    /// New options, sizes or direction (`setItems`, `layoutSubviews`,
    /// `traitCollectionDidChange`): laid out again on `selectedIndex`
    /// (default: the current selection).
    package func reload(itemCount: Int? = nil, viewWidth: CGFloat? = nil, pageWidth: CGFloat?? = nil,
                       direction: LayoutDirection? = nil, selectedIndex: Int? = nil) {
        if let n = itemCount { self.itemCount = n }
        if let w = viewWidth { self.viewWidth = w }
        if let p = pageWidth { requestedPageWidth = p }
        if let d = direction { self.direction = d }
        note("reload \(self.itemCount) options, view \(self.viewWidth)")
        let kept = selectedIndex ?? driver.selectedIndex
        // setItems keeps the old index clamped when the item is gone.
        reconfigure(selectedIndex: self.itemCount == 0 ? 0 : Swift.min(Swift.max(kept, 0), self.itemCount - 1))
    }

    /// `setSelectedIndex(_:animated:)`.
    package func select(_ index: Int, animated: Bool) {
        note("select \(index)\(animated ? " animated" : "")")
        call { driver.setSelectedIndex(index, animated: animated) }
        updateAccessibilityValue()
    }

    /// The picker enters or leaves a window (`didMoveToWindow`).
    package func setOnScreen(_ onScreen: Bool) {
        note(onScreen ? "on screen" : "off screen")
        call { driver.isOnScreen = onScreen }
    }

    /// The system's Reduce Motion setting changes (or the app overrides it).
    package func setReducedMotion(_ reduced: Bool) {
        note(reduced ? "reduce motion on" : "reduce motion off")
        call { driver.prefersReducedMotion = reduced }
    }

    /// The auto-advance timer fires.
    package func autoAdvanceTick() {
        note("tick")
        call { _ = driver.autoAdvanceTick() }
    }

    /// VoiceOver's increment (swipe up) or decrement (swipe down).
    package func voiceOverAdjust(up: Bool) {
        note(up ? "VoiceOver increment" : "VoiceOver decrement")
        call { up ? driver.accessibilityIncrement() : driver.accessibilityDecrement() }
    }

    // MARK: - What the finger does

    /// A finger touches the picker: the scroll view catches it unless it
    /// refuses touches (an animated move runs; ``PickerScrollDriver/acceptsTouches``).
    @discardableResult
    package func touchDown() -> Bool {
        note("finger down")
        return scrollView.touchDown()
    }

    /// The finger moves the content by `dx` points (positive: forward in
    /// offsets).
    package func moveFinger(by dx: CGFloat) { scrollView.moveFinger(by: dx) }

    /// The finger lifts with `velocity` (points per second of content).
    package func lift(velocity: CGFloat) {
        note("finger up")
        scrollView.lift(velocity: velocity)
    }

    /// A tap: the recogniser on the picker's view fires (`tapped`), after the
    /// touch reached the scroll view when it accepts touches.
    package func tap() {
        note("tap")
        if scrollView.touchDown() { scrollView.lift(velocity: 0) }
        call { driver.tap() }
    }

    // MARK: - Frames

    /// Runs one display frame: the motion under way moves, then the main
    /// queue drains; the frame is recorded when ``isRecording``.
    package func frame() {
        queue.tick()
        scrollView.step()
        queue.drain()
        if isRecording { recording.frames.append(record()) }
        events.removeAll(keepingCapacity: true)
    }

    /// Whether nothing moves and nothing waits.
    package var isAtRest: Bool {
        !scrollView.isTracking && scrollView.physics.isIdle && driver.animationTarget == nil && !queue.hasWork
    }

    /// Runs frames until the picker rests (at most `maxFrames`); returns the
    /// frames run.
    @discardableResult
    package func runUntilRest(maxFrames: Int = 2_000, each: (() -> Void)? = nil) -> Int {
        var n = 0
        while !isAtRest && n < maxFrames {
            frame()
            each?()
            n += 1
        }
        return n
    }

    // MARK: - What is on screen

    /// The frame of the scroll view inside the picker's view.
    package var scrollViewMinX: CGFloat {
        PaddedStrip.scrollViewFrame(pageWidth: driver.strip.pageWidth, viewWidth: viewWidth, height: 0).minX
    }

    /// The item the user sees at `screenX` (0 = the picker view's leading
    /// edge), nil where no page view is.
    package func item(atScreenX screenX: CGFloat) -> Int? {
        let w = driver.strip.pageWidth
        guard w > 0 else { return nil }
        let x = scrollView.contentOffsetX + screenX - scrollViewMinX
        for slot in pool.visible where !slot.view.isHidden && slot.view.x <= x && x < slot.view.x + w {
            return slot.view.item
        }
        return nil
    }

    /// The frame as recorded values.
    package func record() -> Frame {
        let w = driver.strip.pageWidth
        let shift = scrollViewMinX - scrollView.contentOffsetX
        let pages = pool.visible.filter { !$0.view.isHidden }
            .map { PageRecord(index: $0.view.item, span: Span(x: Double($0.view.x + shift), width: Double(w))) }
            .filter { $0.span.maxX > 0 && $0.span.x < Double(viewWidth) }
            .sorted { $0.span.x < $1.span.x }
        let picker = PickerFrame(visibleWidth: Double(viewWidth), pageWidth: Double(w), pages: pages,
                                 selectedIndex: driver.selectedIndex, itemCount: driver.strip.itemCount)
        return Frame(time: queue.time, scrollViews: [scrollView.record], picker: picker, events: events)
    }

    // MARK: - The UIKit view's wiring

    private func reconfigure(selectedIndex: Int) {
        let width = PaddedStrip.pageWidth(requested: requestedPageWidth, viewWidth: viewWidth)
        let frame = PaddedStrip.scrollViewFrame(pageWidth: width, viewWidth: viewWidth, height: 0)
        scrollView.resize(boundsWidth: frame.width, contentWidth: scrollView.contentWidth)
        call {
            driver.configure(itemCount: itemCount, pageWidth: width, visibleWidth: viewWidth,
                             direction: direction, selectedIndex: selectedIndex)
        }
        scrollView.isScrollEnabled = driver.isScrollEnabled
        updateAccessibilityValue()
    }

    private func perform(_ command: PickerCommand) {
        defer { syncTouches() }
        switch command {
        case .layout(let strip):
            pool.recycleAll()
            scrollView.resize(boundsWidth: scrollView.boundsWidth, contentWidth: strip.contentWidth)
        case .setOffset:
            break
        case .recentered(let dx, let pages):
            pool.shiftPages(by: pages)
            for slot in pool.visible { slot.view.x += dx }
        case .showPages(let pages):
            pool.show(pages: pages, make: { PickerPageView() }, configure: place)
            for view in pool.spares where !view.isHidden { view.isHidden = true }
        case .notify(let index):
            updateAccessibilityValue()
            notifications.append(index)
            note("onChange \(index)")
        }
    }

    private func place(_ view: PickerPageView, atPage page: Int) {
        let strip = driver.strip
        view.x = strip.x(ofVisualPage: page)
        view.isHidden = false
        view.item = strip.item(atVisualPage: page, direction: driver.direction)
    }

    private func syncTouches() { scrollView.isUserInteractionEnabled = driver.acceptsTouches }

    private func updateAccessibilityValue() {
        accessibilityValue = itemCount <= 0 ? nil : driver.selectedIndex
    }

    private func call<T>(_ body: () -> T) -> T {
        driverCalls += 1
        return body()
    }

    /// The last thing the user or the app did, in words (for messages).
    package private(set) var lastEvent = ""

    private func note(_ event: String) {
        lastEvent = event
        if isRecording { events.append(event) }
    }
}
