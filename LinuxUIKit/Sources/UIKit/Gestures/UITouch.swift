/// One finger on the screen (Apple, "UITouch"): where it is, where it was,
/// the view hit-testing chose for it and its phase. The model has one finger
/// (`SimulatedDevice`), so a sequence has one touch.
@MainActor
public final class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The view hit-testing returned when the finger went down (Apple,
    /// "view": "the view to which touches are being delivered").
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public internal(set) var phase = Phase.began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount = 1
    /// Window coordinates of the finger now and at the previous event.
    var windowLocation = CGPoint.zero
    var previousWindowLocation = CGPoint.zero

    init(view: UIView?, window: UIWindow, at point: CGPoint, time: TimeInterval) {
        self.view = view
        self.window = window
        windowLocation = point
        previousWindowLocation = point
        timestamp = time
        super.init()
    }

    /// The finger's location in `view`'s coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }
}
