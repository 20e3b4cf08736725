#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
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
    package internal(set) var pages: UIScrollView?
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
    package internal(set) var events = 0
    /// The last thing done, in words (for failure messages).
    package internal(set) var lastEvent = ""
    /// How far the content followed the finger this frame (nil when the
    /// finger did not move an ongoing drag): content points, + to the right.
    package internal(set) var fingerTravel: CGFloat?
    let stage: StripStage
    var finger: CGPoint?
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
