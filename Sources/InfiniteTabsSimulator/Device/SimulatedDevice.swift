#if os(Linux)
import UIKit

/// A phone on the UIKit model (Linux only): a window of the given size, a
/// display at 60 or 120 Hz, one finger, and the model's clock. The real
/// controls run on it exactly as the app would use them; each call finishes
/// the way UIKit finishes an event (the main queue, then the layout pass).
///
/// ```swift
/// let device = SimulatedDevice(width: 390, height: 844)
/// device.show(InfiniteTabsViewController(titles: ["A", "B", "C"]) { _ in UIViewController() })
/// device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
/// device.lift()
/// device.settle()
/// ```
///
/// Creating a device resets the model (clock, queue, timers, windows,
/// accessibility settings, recorded violations): one device at a time.
@MainActor
public final class SimulatedDevice {
    /// The window everything is shown in.
    public let window: UIWindow
    private let finger = SimulatedFinger()
    private var cursor: VoiceOverCursor?

    /// The device's VoiceOver cursor, made on first use.
    func voiceOverCursor(for device: SimulatedDevice) -> VoiceOverCursor {
        if let cursor { return cursor }
        let made = VoiceOverCursor(device: device)
        cursor = made
        return made
    }

    /// A device `width` × `height` points at `frameRate` frames per second
    /// (60 by default; 120 for ProMotion; a rate not finite and at least 1
    /// counts as 60), with the screen's safe area insets (none by default).
    /// Lengths that are not finite count as 0; at most 100,000 points.
    public init(width: CGFloat = 390, height: CGFloat = 844, frameRate: Double = 60,
                safeAreaInsets: UIEdgeInsets = .zero) {
        UIKitModel.reset()
        UIKitModel.runLoop.framesPerSecond = frameRate
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: Self.usable(width), height: Self.usable(height)))
        window.screenInsets = safeAreaInsets
        window.makeKeyAndVisible()
        UIKitModel.runLoop.finishEvent()
    }

    private static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    private static func usable(_ length: CGFloat) -> CGFloat { length.isFinite ? min(max(length, 0), 100_000) : 0 }

    /// Seconds on the device's clock.
    public var now: TimeInterval { UIKitModel.runLoop.now }

    /// UIKit misuse recorded so far (each would crash or misbehave on a
    /// device): see ``UIKitModel/recordViolation(_:)``.
    public var violations: [String] { UIKitModel.violations }
    /// How long an animated `setContentOffset` travels on this device
    /// (``UIKitModel/Configuration/animatedScrollMilliseconds``, 0.3 s by
    /// default): a test waiting for an animated turn waits this long.
    public var animatedScrollSeconds: TimeInterval {
        TimeInterval(UIKitModel.configuration.animatedScrollMilliseconds) / 1000
    }

    // MARK: - Showing

    /// Makes `controller` the window's root: its view loads, fills the
    /// window, appears and is laid out.
    public func show(_ controller: UIViewController) {
        window.rootViewController = controller
        UIKitModel.runLoop.finishEvent()
    }

    /// Shows a bare view in a plain controller, `height` points high (its
    /// intrinsic height, else 100, when nil) across the top of the safe area.
    @discardableResult
    public func show(view: UIView, height: CGFloat? = nil) -> UIViewController {
        let host = ViewHostController(content: view, height: height)
        show(host)
        return host
    }

    // MARK: - The finger

    /// A finger down and up at `point` (window coordinates): a tap. A point
    /// that is not finite does nothing.
    public func tap(at point: CGPoint) {
        guard Self.isFinite(point) else { return }
        finger.down(at: point, in: window)
        UIKitModel.runLoop.finishEvent()
        finger.up(in: window)
        UIKitModel.runLoop.finishEvent()
    }

    /// Puts the finger down at `from` (unless it is already down) and moves
    /// it to `to` over `duration` seconds, one move per frame; the finger
    /// stays down. Points that are not finite do nothing; a duration that is
    /// not finite and positive takes one frame.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        guard Self.isFinite(from), Self.isFinite(to) else { return }
        if !finger.isDown {
            finger.down(at: from, in: window)
            UIKitModel.runLoop.finishEvent()
        }
        let frames = max(1, Int((duration.isFinite ? max(0, duration) : 0) * UIKitModel.runLoop.framesPerSecond))
        let start = finger.location
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            UIKitModel.runLoop.runFrame()
            finger.move(to: CGPoint(x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t), at: now)
            UIKitModel.runLoop.finishEvent()
        }
    }

    /// Lifts the finger with the velocity of its last moves.
    public func lift() {
        finger.up(in: window)
        UIKitModel.runLoop.finishEvent()
    }

    // MARK: - Time

    /// Runs the display for `seconds` (frames, timers, animations, the main
    /// queue, layout); nothing for 0, negative or NaN, at most 1,000,000
    /// frames.
    public func advance(by seconds: TimeInterval) {
        let frames = Int(((seconds.isFinite ? max(0, seconds) : 0) * UIKitModel.runLoop.framesPerSecond).rounded())
        for _ in 0..<min(frames, 1_000_000) { UIKitModel.runLoop.runFrame() }
    }

    /// Runs frames until nothing moves (no scrolling, animation or queued
    /// work; repeating timers do not count), at most `maxSeconds` (10 s by
    /// default). Returns whether everything came to rest.
    @discardableResult
    public func settle(maxSeconds: TimeInterval = 10) -> Bool {
        let limit = Int(max(0, maxSeconds.isFinite ? maxSeconds : 10) * UIKitModel.runLoop.framesPerSecond)
        var n = 0
        repeat {
            UIKitModel.runLoop.runFrame()
            n += 1
        } while isMoving && n < limit
        return !isMoving
    }

    /// Whether anything moves or waits to run.
    public var isMoving: Bool {
        UIKitModel.runLoop.isMoving || UIKitModel.runLoop.hasQueuedWork || finger.isDown
    }

    // MARK: - The device

    /// Changes the window's size (a rotation or a split view) and lays out:
    /// the root controller hears `viewWillTransition(to:with:)` first, the
    /// size classes follow the size (`traitCollectionDidChange`), the
    /// coordinator's animations run with this call and its completions
    /// 0.3 s later (``advance(by:)``).
    /// Lengths that are not finite count as 0; at most 100,000 points.
    public func resize(width: CGFloat, height: CGFloat) {
        window.frame = CGRect(x: 0, y: 0, width: Self.usable(width), height: Self.usable(height))
        UIKitModel.runLoop.finishEvent()
    }

    /// Every `UILabel` with text in the window that is not hidden, has alpha
    /// above 0 (with its ancestors) and still intersects the window after
    /// clipping by each ancestor that clips to its bounds; its own frame in
    /// window coordinates.
    public func visibleLabels() -> [(text: String, frame: CGRect)] {
        var found: [(text: String, frame: CGRect)] = []
        func visit(_ view: UIView, clip: CGRect) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let frame = view.convert(view.bounds, to: nil)
            if let label = view as? UILabel, let text = label.text, !text.isEmpty,
               frame.intersects(clip), !frame.intersection(clip).isEmpty {
                found.append((text, frame))
            }
            let inner = view.clipsToBounds ? clip.intersection(frame) : clip
            guard !inner.isNull else { return }
            for sub in view.subviews { visit(sub, clip: inner) }
        }
        visit(window, clip: window.bounds)
        return found
    }

    /// The texts of ``visibleLabels()`` from left to right (then top to
    /// bottom).
    public func visibleTexts() -> [String] {
        visibleLabels().sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }.map(\.text)
    }

    // MARK: - Settings

    /// Turns VoiceOver on or off (posting UIKit's notification).
    public func setVoiceOver(_ running: Bool) {
        UIAccessibility.setVoiceOverRunning(running)
        UIKitModel.runLoop.finishEvent()
    }

    /// Turns Reduce Motion on or off (posting UIKit's notification).
    public func setReduceMotion(_ enabled: Bool) {
        UIAccessibility.setReduceMotionEnabled(enabled)
        UIKitModel.runLoop.finishEvent()
    }

    /// Turns Bold Text on or off: the window's `legibilityWeight` follows (`traitCollectionDidChange`), then UIKit's notification is posted.
    public func setBoldText(_ enabled: Bool) {
        UIAccessibility.setBoldTextEnabled(enabled)
        UIKitModel.runLoop.finishEvent()
    }

    /// Changes the user's text size, the layout direction, light or dark
    /// mode, the legibility weight (as an app's trait override would, without
    /// the Bold Text setting), or several (nil keeps one).
    public func setTraits(contentSizeCategory: UIContentSizeCategory? = nil,
                          layoutDirection: UIUserInterfaceLayoutDirection? = nil,
                          userInterfaceStyle: UIUserInterfaceStyle? = nil, legibilityWeight: UILegibilityWeight? = nil) {
        window.setTraits(layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
                         userInterfaceStyle: userInterfaceStyle, legibilityWeight: legibilityWeight)
        UIKitModel.runLoop.finishEvent()
    }

    /// Sends the app to the background or brings it back.
    public func setAppActive(_ active: Bool) {
        if active { UIApplication.shared.enterForeground() } else { UIApplication.shared.enterBackground() }
        UIKitModel.runLoop.finishEvent()
    }
}

/// A plain controller showing one view across the top of its safe area.
@MainActor
final class ViewHostController: UIViewController {
    let content: UIView
    let height: CGFloat?

    init(content: UIView, height: CGFloat?) {
        self.content = content
        self.height = height
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let intrinsic = content.intrinsicContentSize.height
        let h = height ?? (intrinsic > 0 ? intrinsic : 100)
        content.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: h.isFinite ? max(0, h) : 0)
    }
}
#endif
