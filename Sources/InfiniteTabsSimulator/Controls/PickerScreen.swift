#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

/// The real ``InfinitePickerView`` on a ``SimulatedDevice``, shown in a plain
/// controller across the top of the window, with its options titled by their
/// index ("0", "1", …) so what is on screen names the option. What a person
/// or the app does goes through the device or the picker's public API; what
/// is on screen is read from the view tree (``pages()``).
@MainActor
package final class PickerScreen {
    /// A page view on screen: the option its label shows and where it lies
    /// along the axis, in points from the picker's leading (left or top)
    /// edge in the window.
    package struct ShownPage {
        package let view: ObjectIdentifier
        package let item: Int
        package let low: CGFloat
        package let high: CGFloat
    }

    /// The device (a window 834 points wide at most, or the picker's width).
    package let device: SimulatedDevice
    /// The real picker (made after the device, which resets the model's
    /// settings the picker reads when made).
    package let picker: InfinitePickerView
    /// The plain controller holding it.
    package let host: PickerHostController
    /// Every `onSelect` call, in order.
    package private(set) var notifications: [Int] = []
    /// Inputs and frames run so far (the events of a suite).
    package internal(set) var events = 0
    /// The last thing the user or the app did, in words (for messages).
    package private(set) var lastEvent = ""
    /// The finger's travel along the axis since ``markFinger()`` (while it
    /// is down).
    package internal(set) var fingerTravel: CGFloat = 0
    /// Whether a finger is on the screen.
    package internal(set) var fingerIsDown = false
    var finger = CGPoint.zero
    /// Whether frames are recorded into ``recording`` (default false).
    package var isRecording = false
    /// The frames recorded while ``isRecording``.
    package private(set) var recording: Recording
    private var frameEvents: [String] = []
    private let startTime: TimeInterval

    /// `itemCount` options in a picker `viewWidth` long along its axis (44
    /// across), pages `pageWidth` long (nil: the picker's length), laid out
    /// in `direction`, showing `selectedIndex`.
    package init(itemCount: Int, viewWidth: CGFloat, pageWidth: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
                 selectedIndex: Int = 0, framesPerSecond: Double = 120, axis: ScrollAxis = .horizontal) {
        device = SimulatedDevice(width: Swift.max(390, axis == .horizontal ? viewWidth : 0), height: 844,
                                 frameRate: framesPerSecond)
        recording = Recording(title: "picker", framesPerSecond: framesPerSecond)
        startTime = device.now
        picker = InfinitePickerView()
        host = PickerHostController(picker: picker,
                                    size: axis == .horizontal ? CGSize(width: viewWidth, height: 44) : CGSize(width: 120, height: viewWidth))
        picker.axis = axis
        picker.pageWidth = pageWidth
        picker.setItems(Array(0..<Swift.max(0, itemCount)))
        picker.selectedIndex = selectedIndex
        picker.onSelect = { [weak self] index in self?.notifications.append(index) }
        if direction == .rightToLeft { device.setTraits(layoutDirection: .rightToLeft) }
        device.show(host)
    }

    // MARK: - Geometry

    /// The picker's axis.
    package var axis: ScrollAxis { picker.axis }
    /// The picker's length along its axis.
    package var viewLength: CGFloat { axis.along(picker.bounds.size) }
    /// The page length the picker promises (``InfinitePickerView/pageWidth``,
    /// the picker's length when nil or unusable).
    package var pageLength: CGFloat { PickerPageLayout.pageWidth(requested: picker.pageWidth, viewWidth: viewLength) }
    /// The scroll view's offset along the axis.
    package var offset: CGFloat { axis.along(picker.scrollView.contentOffset) }
    /// The frames per second of the display.
    package var framesPerSecond: Double { UIKitModel.runLoop.framesPerSecond }

    /// The picker's centre in the window.
    package var centre: CGPoint {
        let frame = picker.convert(picker.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The page views on screen (not hidden, inside the picker), from the
    /// view tree: each page view's layout frame (bounds about its centre; a
    /// look from ``InfinitePickerView/itemTransform`` is drawn about it) in
    /// window coordinates, and the option its label reads.
    package func pages() -> [ShownPage] {
        let origin = axis.along(picker.convert(CGPoint.zero, to: nil))
        let length = viewLength
        var shown: [ShownPage] = []
        for view in picker.scrollView.subviews where !view.isHidden && view.alpha > 0 {
            guard let text = Self.text(in: view), let item = Int(text) else { continue }
            let size = view.bounds.size
            let rect = CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                              width: size.width, height: size.height)
            let frame = picker.scrollView.convert(rect, to: nil)
            let low = axis == .horizontal ? frame.minX - origin : frame.minY - origin
            let high = low + axis.along(frame.size)
            guard high > 0, low < length || !(low.isFinite && high.isFinite) else { continue }
            shown.append(ShownPage(view: ObjectIdentifier(view), item: item, low: low, high: high))
        }
        return shown.sorted { $0.low < $1.low }
    }

    /// The option shown at `x` points from the picker's leading edge (left or
    /// top), nil where no page is.
    package func item(atScreenX x: CGFloat) -> Int? {
        pages().first { $0.low <= x && x < $0.high }?.item
    }

    /// The option VoiceOver reads (the picker's accessibility value), nil
    /// without one.
    package var accessibilityValue: Int? { picker.accessibilityValue.flatMap { Int($0) } }

    private static func text(in view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        for sub in view.subviews { if let text = text(in: sub) { return text } }
        return nil
    }

    // MARK: - Frames

    /// One display frame (recorded when ``isRecording``).
    package func frame() {
        device.advance(by: 1 / framesPerSecond)
        framed()
    }

    /// A frame ran: counted, and recorded when ``isRecording``.
    func framed() {
        events += 1
        if isRecording { recording.frames.append(record()) }
        frameEvents.removeAll(keepingCapacity: true)
    }

    /// What is on screen now, as recorded values (pages from ``pages()``).
    package func record() -> Frame {
        let pages = pages().map { PageRecord(index: $0.item, span: Span(x: Double($0.low), width: Double($0.high - $0.low))) }
        let shown = PickerFrame(visibleWidth: Double(viewLength), pageWidth: Double(pageLength), pages: pages,
                                selectedIndex: picker.selectedIndex, itemCount: picker.itemCount)
        return Frame(time: device.now - startTime, picker: shown, events: frameEvents)
    }

    /// Whether nothing moves, nothing waits and no finger is down.
    package var isAtRest: Bool { !device.isMoving && picker.driver.animationTarget == nil }

    /// Runs frames until the picker rests (at most `maxFrames`); returns the
    /// frames run.
    @discardableResult
    package func runUntilRest(maxFrames: Int = 3_000, each: () -> Void = {}) -> Int {
        var n = 0
        while !isAtRest && n < maxFrames {
            frame()
            each()
            n += 1
        }
        return n
    }

    func endEvent() {
        UIKitModel.runLoop.finishEvent()
        events += 1
    }

    func note(_ event: String) {
        lastEvent = event
        if isRecording { frameEvents.append(event) }
    }
}

#endif
