#if os(Linux)
import InfiniteTabs
import UIKit

/// A page of the test screens: a label "Page i" filling it, its index and
/// a serial number (each controller the factory made is a new one).
@MainActor
package final class ScreenPage: UIViewController {
    /// The page's index.
    package let index: Int
    /// The how-manieth controller the factory made.
    package let serial: Int

    package init(index: Int, serial: Int) {
        self.index = index
        self.serial = serial
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Page \(index)"
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = view.bounds
        view.addSubview(label)
    }
}

/// The real ``InfinitePageViewController`` (alone, or inside a real
/// ``InfiniteTabsViewController``) shown on a ``SimulatedDevice``, with a
/// finger on the pages, frame stepping, and what the pages reported through
/// their public closures. Everything goes through the controls' public API
/// and the device: nothing is re-wired.
@MainActor
package final class PagesScreen {
    /// The device.
    package let device: SimulatedDevice
    /// The pages.
    package let pages: InfinitePageViewController
    /// The container, when the pages are in one.
    package let container: InfiniteTabsViewController?
    /// Every state the pages reported (`onProgress`).
    package private(set) var states: [PagingState] = []
    /// Every index the pages came to rest on after being elsewhere, by the
    /// user or by code (from the states reported).
    package private(set) var settled: [Int] = []
    /// Called with each index appended to ``settled``.
    package var onSettled: ((Int) -> Void)?
    /// The user's selections reported (`onSelect`: swipes, VoiceOver, taps).
    package private(set) var userSelections: [Int] = []
    /// Calls made by the app and the finger (taps, selections, moves).
    package private(set) var calls = 0
    /// The last thing done, in words (for messages).
    package private(set) var lastEvent = ""
    /// Controllers the factory made.
    package private(set) var made = 0
    private var finger: CGPoint?

    /// `count` pages on a `width` × `height` device at rest on `selectedIndex`.
    package init(count: Int, selectedIndex: Int = 0, loops: Bool = true, width: CGFloat = 320, height: CGFloat = 600,
                 rightToLeft: Bool = false, frameRate: Double = 120) {
        device = SimulatedDevice(width: width, height: height, frameRate: frameRate)
        if rightToLeft { device.setTraits(layoutDirection: .rightToLeft) }
        var make: ((Int) -> UIViewController)!
        pages = InfinitePageViewController(count: count, selectedIndex: selectedIndex, loops: loops) { make($0) }
        container = nil
        make = { [weak self] index in self?.makePage(index) ?? ScreenPage(index: index, serial: -1) }
        listen()
        device.show(pages)
    }

    /// A container of `titles` on a `width` × `height` device at rest on
    /// `selectedIndex`.
    package convenience init(titles: [String], selectedIndex: Int = 0, options: InfiniteTabsOptions = InfiniteTabsOptions(),
                             width: CGFloat = 320, height: CGFloat = 600, rightToLeft: Bool = false, frameRate: Double = 120) {
        self.init(items: titles.map { InfiniteTabItem(title: $0) }, selectedIndex: selectedIndex, options: options,
                  width: width, height: height, rightToLeft: rightToLeft, frameRate: frameRate)
    }

    /// A container of `items` (see ``init(titles:selectedIndex:options:width:height:rightToLeft:frameRate:)``).
    package init(items: [InfiniteTabItem], selectedIndex: Int = 0, options: InfiniteTabsOptions = InfiniteTabsOptions(),
                 width: CGFloat = 320, height: CGFloat = 600, rightToLeft: Bool = false, frameRate: Double = 120) {
        device = SimulatedDevice(width: width, height: height, frameRate: frameRate)
        if rightToLeft { device.setTraits(layoutDirection: .rightToLeft) }
        var make: ((Int) -> UIViewController)!
        let tabs = InfiniteTabsViewController(items: items, selectedIndex: selectedIndex, options: options) { make($0) }
        container = tabs
        pages = tabs.pageController
        make = { [weak self] index in self?.makePage(index) ?? ScreenPage(index: index, serial: -1) }
        listen()
        device.show(tabs)
    }

    /// A page for `index` from the screen's factory (for reloads).
    package func makePage(_ index: Int) -> UIViewController {
        made += 1
        return ScreenPage(index: index, serial: made)
    }

    private func listen() {
        var restingOn = pages.selectedIndex
        pages.onProgress = { [weak self] state in
            guard let self else { return }
            self.states.append(state)
            if case .idle(let index) = state, index != restingOn {
                self.settled.append(index)
                restingOn = index
                self.onSettled?(index)
            }
        }
        pages.onSelect = { [weak self] in self?.userSelections.append($0) }
    }

    /// The strip, in a container.
    package var strip: InfiniteTabStripView? { container?.tabStrip }
    /// The page view controller's inner scroll view.
    package var innerScrollView: UIScrollView? {
        pages.pageViewController.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }
    /// One frame's time.
    package var frameDuration: TimeInterval { 1 / UIKitModel.runLoop.framesPerSecond }
    /// The pages' frame in the window.
    package var viewport: CGRect { pages.view.convert(pages.view.bounds, to: nil) }
    /// Whether the pages turn vertically.
    package var isVertical: Bool { pages.axis == .vertical }

    // MARK: - What is on screen

    /// The page whose view lies under `point` (window coordinates) inside
    /// the pages' viewport; nil where none is.
    package func page(at point: CGPoint) -> ScreenPage? {
        guard viewport.contains(point) else { return nil }
        for child in pages.pageViewController.children {
            guard let page = child as? ScreenPage, let view = page.viewIfLoaded, view.window != nil, !view.isHidden else { continue }
            if view.convert(view.bounds, to: nil).contains(point) { return page }
        }
        return nil
    }

    /// The page under the middle of the viewport.
    package var pageShown: ScreenPage? { page(at: CGPoint(x: viewport.midX, y: viewport.midY)) }

    /// Every page view in the window with its frame there.
    package var pageFrames: [(page: ScreenPage, frame: CGRect)] {
        pages.pageViewController.children.compactMap { child in
            guard let page = child as? ScreenPage, let view = page.viewIfLoaded, view.window != nil else { return nil }
            return (page, view.convert(view.bounds, to: nil))
        }
    }

    /// The programmatic transitions reported, each once (from the states).
    package var moves: [PagingMove] {
        var result: [PagingMove] = []
        var inMove = false
        for state in states {
            if case .transitioning(let m) = state {
                if !inMove || result.last.map({ ($0.from, $0.to, $0.steps) != (m.from, m.to, m.steps) }) == true { result.append(m) }
                inMove = true
            } else {
                inMove = false
            }
        }
        return result
    }

    /// Whether nothing moves and nothing waits.
    package var isAtRest: Bool { !device.isMoving && pages.pagingState.isIdle }

    // MARK: - What the user does

    /// The finger touches the pages (a little off their centre).
    package func touchDown() {
        note("finger down")
        let v = viewport
        let start = CGPoint(x: v.midX, y: v.midY)
        finger = start
        calls += 1
        device.drag(from: start, to: start, duration: frameDuration)
    }

    /// The finger moves the content by `delta` along the axis (positive:
    /// the page after comes in, left to right) during one frame.
    package func moveFinger(by delta: CGFloat) {
        guard let from = finger else { return }
        let to = isVertical ? CGPoint(x: from.x, y: from.y - delta) : CGPoint(x: from.x - delta, y: from.y)
        finger = to
        calls += 1
        device.drag(from: from, to: to, duration: frameDuration)
    }

    /// The finger holds still for `frames` frames (a lift after 50 ms of
    /// stillness has no velocity).
    package func hold(frames: Int) {
        guard let at = finger else { return }
        for _ in 0..<max(0, frames) { device.drag(from: at, to: at, duration: frameDuration) }
    }

    /// The finger lifts (with the velocity of its last 50 ms).
    package func lift() {
        note("finger up")
        finger = nil
        calls += 1
        device.lift()
    }

    /// A tap at a window point.
    package func tap(at point: CGPoint) {
        note("tap at \(point)")
        calls += 1
        device.tap(at: point)
    }

    /// `select(_:animated:)` of the pages (or the container), as app code
    /// run by an event (the main queue and a layout pass follow).
    package func select(_ index: Int, animated: Bool = true) {
        note("select \(index)\(animated ? " animated" : "")")
        calls += 1
        if let container { container.select(index, animated: animated) } else {
            pages.select(index, animated: animated)
        }
        UIKitModel.runLoop.finishEvent()
    }

    /// `showNext` (1) or `showPrevious` (-1).
    package func step(_ delta: Int, animated: Bool = true) {
        note("step \(delta)")
        calls += 1
        if delta > 0 { pages.showNext(animated: animated) } else { pages.showPrevious(animated: animated) }
        UIKitModel.runLoop.finishEvent()
    }

    /// VoiceOver's three-finger swipe on the pages' view; returns whether
    /// it was taken.
    @discardableResult
    package func voiceOverScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        note("VoiceOver scroll \(direction)")
        calls += 1
        let taken = pages.view.accessibilityScroll(direction)
        UIKitModel.runLoop.finishEvent()
        return taken
    }

    /// One frame.
    package func frame() { device.advance(by: frameDuration) }

    /// Records what happened, for messages.
    package func note(_ event: String) { lastEvent = event }
}
#endif
