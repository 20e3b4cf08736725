/// Something the display link moves one frame at a time (a scroll view's
/// deceleration or animated move, a view animation, a page transition).
@MainActor
protocol FrameDriven: AnyObject {
    /// Runs one frame; returns false once nothing moves any more.
    func stepFrame() -> Bool
}

/// The device's main run loop on a simulated clock (see ``UIKitModel``):
/// time moves only when a test runs frames, so nothing waits on the wall
/// clock.
@MainActor
public final class SimulatedRunLoop {
    /// Seconds on the simulated clock (`CACurrentMediaTime()`); starts at
    /// 1,000 (any start will do: Apple, "CACurrentMediaTime()" counts from an
    /// arbitrary point, the host's boot).
    public private(set) var now: TimeInterval = 1_000
    /// Display frames per second (60 or 120; anything outside 1...1,000,
    /// NaN included, counts as 60: frame counts of animations stay bounded).
    public var framesPerSecond: Double = 60 {
        didSet { if !(framesPerSecond >= 1 && framesPerSecond <= 1_000) { framesPerSecond = 60 } }
    }
    /// Frames run so far.
    public private(set) var frame = 0
    /// Seconds one frame lasts.
    public var frameDuration: TimeInterval { 1 / framesPerSecond }

    private var work: [@MainActor () -> Void] = []
    private var timers: [SimulatedTimer] = []
    private var driven: [(id: ObjectIdentifier, object: any FrameDriven)] = []
    private var layoutPassesThisTurn = 0

    init() {}

    func reset() {
        now = 1_000
        framesPerSecond = 60
        frame = 0
        work.removeAll()
        for timer in timers { timer.invalidate() }
        timers.removeAll()
        driven.removeAll()
        trackingScrollViews.removeAll()
    }

    // MARK: - Main queue

    /// `DispatchQueue.main.async`: runs `body` once the event or frame being
    /// handled is over, in the order sent.
    public func async(_ body: @escaping @MainActor () -> Void) { work.append(body) }

    /// Whether work waits on the main queue.
    public var hasQueuedWork: Bool { !work.isEmpty }

    /// Runs the queued work, including work queued meanwhile (at most 10,000
    /// items: a loop that queues itself forever is recorded as a violation).
    public func drainMainQueue() {
        var n = 0
        while !work.isEmpty {
            if n == 10_000 {
                UIKitModel.recordViolation("the main queue re-queued work 10,000 times in one turn")
                work.removeAll()
                return
            }
            work.removeFirst()()
            n += 1
        }
    }

    // MARK: - Timers

    /// A timer on the main run loop: fires `body` once `interval` seconds
    /// have passed, then (repeating) every `interval` after its scheduled
    /// date, not after the late date it really fired (Apple, "Timer": "A
    /// repeating timer reschedules itself based on the scheduled firing time,
    /// not the actual firing time"; fire dates it missed fire once). An
    /// interval not above 0 counts as 0.1 ms (Apple: "If seconds is less than
    /// or equal to 0.0, this method chooses the nonnegative value of 0.1
    /// milliseconds instead").
    @discardableResult
    public func scheduleTimer(interval: TimeInterval, repeats: Bool, commonModes: Bool = true,
                              body: @escaping @MainActor (SimulatedTimer) -> Void) -> SimulatedTimer {
        let step = interval.isFinite && interval > 0 ? interval : 0.0001
        let timer = SimulatedTimer(interval: step, fireDate: now + step, repeats: repeats, body: body)
        timer.commonModes = commonModes
        timers.append(timer)
        return timer
    }

    /// The timers still scheduled.
    public var scheduledTimers: [SimulatedTimer] { timers.filter(\.isValid) }

    private func fireTimers() {
        timers.removeAll { !$0.isValid }
        // While a scroll view is dragged or decelerates the main run loop runs
        // in the tracking mode: timers scheduled only in the default mode wait
        // (Apple, "RunLoop.Mode.common": "Objects added to a run loop using
        // this value as the mode are monitored by all run loop modes that
        // have been declared as a member of the set of common modes";
        // UIKit's UITrackingRunLoopMode is "set while tracking in controls
        // takes place").
        let tracking = isInTrackingMode
        for timer in timers where timer.isValid && timer.fireDate <= now + 1e-9 && (timer.commonModes || !tracking) {
            timer.fireNow()
            if timer.repeats && timer.isValid {
                // Missed dates are skipped: the next date after now.
                while timer.fireDate <= now + 1e-9 { timer.fireDate += timer.interval }
            } else {
                timer.invalidate()
            }
        }
        timers.removeAll { !$0.isValid }
    }

    // MARK: - Tracking mode

    private var trackingScrollViews: Set<ObjectIdentifier> = []

    /// Whether the run loop is in UIKit's tracking mode (a scroll view is
    /// dragged or decelerates): timers added only in the default mode wait
    /// then (Apple, "UITrackingRunLoopMode": "The mode set while tracking in
    /// controls takes place"; a timer added for the common modes fires in
    /// both).
    public var isInTrackingMode: Bool { !trackingScrollViews.isEmpty }

    func setTracking(_ object: AnyObject, _ tracking: Bool) {
        if tracking { trackingScrollViews.insert(ObjectIdentifier(object)) } else { trackingScrollViews.remove(ObjectIdentifier(object)) }
    }

    // MARK: - Display link

    /// Moves `object` one step on every frame until its step says it is done.
    func drive(_ object: any FrameDriven) {
        let id = ObjectIdentifier(object)
        guard !driven.contains(where: { $0.id == id }) else { return }
        driven.append((id, object))
    }

    /// Whether anything moves on the display link.
    public var isMoving: Bool { !driven.isEmpty }

    // MARK: - Turns

    /// One turn of the main run loop, one display frame long: the clock
    /// moves, due timers fire, everything moving advances a frame, the main
    /// queue drains and the views that need it are laid out.
    public func runFrame() {
        frame += 1
        now += frameDuration
        fireTimers()
        drainMainQueue()
        let moving = driven
        for entry in moving where !entry.object.stepFrame() {
            driven.removeAll { $0.id == entry.id }
        }
        drainMainQueue()
        commit()
    }

    /// The end of an event or a turn: the main queue, then the layout pass.
    public func finishEvent() {
        drainMainQueue()
        commit()
    }

    /// The Core Animation commit: every window lays out what needs it, again
    /// while layout dirtied more layout, at most
    /// ``UIKitModel/Configuration/layoutPassesPerTurn`` passes (more is
    /// recorded as a layout loop).
    public func commit() {
        layoutPassesThisTurn = 0
        while let window = UIWindow.allWindows.first(where: { $0.treeNeedsLayout }) {
            layoutPassesThisTurn += 1
            if layoutPassesThisTurn > UIKitModel.configuration.layoutPassesPerTurn {
                UIKitModel.recordViolation("layout loop: more than \(UIKitModel.configuration.layoutPassesPerTurn) layout passes in one turn")
                for w in UIWindow.allWindows { w.clearLayoutFlags() }
                break
            }
            window.layoutIfNeeded()
            for other in UIWindow.allWindows where other !== window { other.layoutIfNeeded() }
            drainMainQueue()
        }
        UIKeyboardModel.commitFocus() // the focus moves on the laid-out views
    }
}

/// A timer on the simulated main run loop (see
/// ``SimulatedRunLoop/scheduleTimer(interval:repeats:body:)``).
@MainActor
public final class SimulatedTimer {
    /// Seconds between fire dates.
    public let interval: TimeInterval
    /// Whether it fires again after firing.
    public let repeats: Bool
    /// The next date it fires at.
    public internal(set) var fireDate: TimeInterval
    /// How late it may fire (kept for the record; the model fires on time).
    public var tolerance: TimeInterval = 0
    /// Whether it fires in the common modes (also while tracking) or only
    /// in the default mode.
    public internal(set) var commonModes = true
    /// False once invalidated.
    public private(set) var isValid = true
    private var body: (@MainActor (SimulatedTimer) -> Void)?

    init(interval: TimeInterval, fireDate: TimeInterval, repeats: Bool, body: @escaping @MainActor (SimulatedTimer) -> Void) {
        self.interval = interval
        self.fireDate = fireDate
        self.repeats = repeats
        self.body = body
    }

    /// Stops it for good and lets go of its body.
    public func invalidate() {
        isValid = false
        body = nil
    }

    func fireNow() { body?(self) }
}

/// `CACurrentMediaTime()`: the simulated clock.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIKitModel.runLoop.now }

/// Seconds, as Core Foundation names them.
public typealias CFTimeInterval = Double
