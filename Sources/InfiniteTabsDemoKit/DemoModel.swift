#if os(Linux)
import Foundation
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit

/// Everything the terminal demo shows, running for real: the
/// `InfinitePickerView` above an `InfiniteTabsViewController` (its strip and
/// its pages) on a ``SimulatedDevice`` of the Linux UIKit model, sized by
/// ``DemoLayout``.
///
/// Keys reach the controls as a user would: arrows drag a finger across the
/// pages and lift it, digits tap the tab's title in the strip (or select it
/// through the container's public API when no copy of it is on screen),
/// space taps the picker. Time passes only through ``step()`` (one 120 Hz
/// frame of the device), so tests and the scripted tour run without a clock.
@MainActor
package final class DemoModel {
    /// What is shown.
    package let content: DemoContent
    /// How it is measured.
    package let layout: DemoLayout
    /// The simulated phone everything runs on.
    package let device: SimulatedDevice
    /// The real option picker.
    package let picker: InfinitePickerView
    /// The real tabs container (strip over pages).
    package let tabs: InfiniteTabsViewController
    /// How many frames have run.
    package private(set) var frameCount = 0
    /// Whether a ``DemoCommand/quit`` came in.
    package private(set) var quitRequested = false

    /// Frames a swipe's finger moves before it lifts (default 6).
    package var dragFrames = 6
    /// The share of a page the finger moves each drag frame (default 0.06).
    package var dragFraction: CGFloat = 0.06
    /// The most swipes kept while the pages move (default 4); more are dropped.
    package var maxQueuedSwipes = 4

    /// Commands waiting for the finger (and swipes for the pages to rest).
    package private(set) var queued: [DemoCommand] = []
    private var swipe: (point: CGPoint, step: CGFloat, framesLeft: Int)?

    /// Creates the demo at rest: the picker on `content.pickerStart`, the
    /// first tab selected.
    package init(content: DemoContent = .standard, layout: DemoLayout = DemoLayout()) {
        self.content = content
        self.layout = layout
        let size = layout.deviceSize
        device = SimulatedDevice(width: size.width, height: size.height, frameRate: 120)
        picker = InfinitePickerView()
        picker.titles = content.pickerItems
        picker.pageWidth = layout.points(layout.pickerPageColumns)
        if !content.pickerItems.isEmpty {
            picker.select(content.pickerStart % content.pickerItems.count, animated: false)
        }
        var options = InfiniteTabsOptions()
        options.tabStripHeight = layout.stripHeight
        tabs = InfiniteTabsViewController(titles: content.tabTitles, options: options) { [content, layout] index in
            DemoPage(index: index, content: content, layout: layout)
        }
        device.show(DemoRootController(picker: picker, pickerWidth: layout.points(layout.pickerColumns),
                                       pickerHeight: layout.pickerHeight, tabs: tabs))
    }

    /// Carries out one command: arrows swipe the pages, digits tap tabs, space
    /// taps the picker, quit sets ``quitRequested``; unknown input and tabs
    /// the demo does not have are ignored. A command that needs the finger
    /// while a swipe holds it waits; a swipe also waits for the pages to
    /// rest. A tab tap drops the swipes queued before it (the last key wins).
    package func handle(_ command: DemoCommand) {
        switch command {
        case .quit: quitRequested = true
        case .unknown: break
        case .tapTab(let index):
            guard content.tabTitles.indices.contains(index) else { return }
            queued.removeAll { if case .swipe = $0 { return true } else { return false } }
            queued.append(command)
        case .swipe:
            guard content.tabTitles.count > 1,
                  queued.filter({ if case .swipe = $0 { return true } else { return false } }).count < maxQueuedSwipes
            else { return }
            queued.append(command)
        case .advancePicker:
            guard content.pickerItems.count > 1 else { return }
            queued.append(command)
        }
        startQueued()
    }

    /// Carries out commands in order.
    package func handle(_ commands: [DemoCommand]) {
        for command in commands { handle(command) }
    }

    /// Whether nothing moves and nothing waits (a carousel's timer aside).
    package var isIdle: Bool { swipe == nil && queued.isEmpty && !device.isMoving }

    /// Runs one frame of the device (moving the finger of a swipe under way).
    /// Returns true while anything is left to do.
    @discardableResult
    package func step() -> Bool {
        frameCount += 1
        if let s = swipe {
            let to = CGPoint(x: s.point.x - s.step, y: s.point.y)
            device.drag(from: s.point, to: to, duration: 1 / 120)
            if s.framesLeft > 1 {
                swipe = (to, s.step, s.framesLeft - 1)
            } else {
                swipe = nil
                device.lift()
            }
        } else {
            device.advance(by: 1 / 120)
        }
        startQueued()
        return !isIdle
    }

    /// Runs `frames` frames (fewer when everything comes to rest first);
    /// returns the number run.
    @discardableResult
    package func run(frames: Int) -> Int {
        var n = 0
        while n < frames, !isIdle { step(); n += 1 }
        return n
    }

    /// Runs frames until everything rests, at most `maxFrames`; returns the
    /// number run.
    @discardableResult
    package func runUntilIdle(maxFrames: Int = 10_000) -> Int { run(frames: maxFrames) }

    // MARK: - What is on screen

    /// The page the pages hold as their current page (nil without pages).
    package var shownPage: Int? { (tabs.pageController.currentViewController as? DemoPage)?.index }

    /// What the device shows now, read from the view tree.
    package func screenshot() -> DemoScreenshot {
        let window = device.window
        func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: window) }
        let pages = tabs.pageController.pageViewController.children.compactMap { child -> CGRect? in
            guard let view = child.viewIfLoaded, view.window != nil, !view.isHidden else { return nil }
            return frame(view)
        }
        let indicator = tabs.tabStrip.indicatorView
        return DemoScreenshot(labels: device.visibleLabels().map { DemoScreenshot.Label(text: $0.text, frame: $0.frame) },
                              picker: frame(picker), strip: frame(tabs.tabStrip), pages: frame(tabs.pageController.view),
                              indicator: indicator.isHidden || indicator.alpha <= 0 ? nil : frame(indicator),
                              pageViews: pages, state: tabs.pagingState,
                              pickerItem: content.pickerItems.isEmpty ? nil : picker.selectedIndex)
    }

    // MARK: - Private

    private func startQueued() {
        while swipe == nil, let next = queued.first {
            if case .swipe = next, !tabs.pagingState.isIdle { return }
            queued.removeFirst()
            perform(next)
        }
    }

    private func perform(_ command: DemoCommand) {
        switch command {
        case .swipe(let direction):
            // Finger down on the side the next page comes from, moving across.
            let area = frame(of: tabs.pageController.view)
            let step = area.width * dragFraction * (direction == .forward ? 1 : -1)
            let x = direction == .forward ? area.maxX - area.width / 4 : area.minX + area.width / 4
            swipe = (CGPoint(x: x, y: area.midY), step, max(1, dragFrames))
        case .tapTab(let index):
            tapTab(index)
        case .advancePicker:
            let area = frame(of: picker)
            device.tap(at: CGPoint(x: area.midX, y: area.midY))
        case .quit, .unknown:
            break
        }
    }

    /// Taps the copy of the tab's title nearest the indicator when one is
    /// wholly in the strip; otherwise selects it through the public API.
    private func tapTab(_ index: Int) {
        let strip = frame(of: tabs.tabStrip)
        let indicator = frame(of: tabs.tabStrip.indicatorView)
        let title = content.tabTitles[index]
        let copies = device.visibleLabels().filter {
            $0.text == title && $0.frame.minX >= strip.minX && $0.frame.maxX <= strip.maxX
                && strip.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY))
        }
        if let label = copies.min(by: { abs($0.frame.midX - indicator.midX) < abs($1.frame.midX - indicator.midX) }) {
            device.tap(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
        } else {
            tabs.select(index, animated: true)
        }
    }

    private func frame(of view: UIView) -> CGRect { view.convert(view.bounds, to: device.window) }
}

extension PagingState {
    fileprivate var isIdle: Bool { if case .idle = self { return true } else { return false } }
}
#endif

#if os(Linux)
extension DemoRenderer {
    /// The whole frame of what `model`'s device shows now.
    @MainActor
    package func frame(of model: DemoModel) -> [String] { frame(of: model.screenshot(), content: model.content) }
}
#endif
