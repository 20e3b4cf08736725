#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The timer side of an ``InfinitePageViewController``'s auto-scroll: it
/// owns a `Timer` ticking every `AutoScroll.tickStep(for:)` seconds while
/// an interval is set, reads what pauses it (the inner scroll view touched,
/// the view off screen, the app in the background, Reduce Motion) and hands
/// each tick to `PagesDriver.autoScrollTick(_:now:conditions:)`, which
/// decides. It decides nothing itself.
@MainActor
final class PageAutoScroller: NSObject {
    private(set) var clock = AutoScroll()
    private var timer: RepeatingTimer?
    private var isInForeground = true
    private let observers = NotificationObservers()
    /// Ticks the driver and reads the conditions.
    var tick: ((inout AutoScroll, TimeInterval) -> Void)?

    override init() {
        super.init()
        for name in [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIApplication.didBecomeActiveNotification] {
            observers.observe(name) { [weak self] in _ = self?.deliver(.notification(name)) }
        }
    }

    /// Whether the app is active, as the notifications last said (true until
    /// one says otherwise).
    var appIsActive: Bool { isInForeground }

    /// What a user's drag does to the auto-scroll (see `AutoScroll.dragBehavior`).
    var dragBehavior: AutoScrollDragBehavior {
        get { clock.dragBehavior }
        set { clock.dragBehavior = newValue }
    }

    /// The user started dragging the pages: the clock decides whether that cancels it.
    func userBeganDragging() {
        clock.userBeganDragging()
    }

    /// Sets the interval; runs the timer only while one is usable.
    func setInterval(_ interval: TimeInterval?) {
        clock.setInterval(interval)
        timer?.invalidate()
        timer = nil
        guard clock.interval != nil else { return }
        // The main run loop fires the timer (see UIKitCallback); once the
        // controller is gone the timer stops itself (nothing else would).
        let step = AutoScroll.tickStep(for: clock.interval)
        timer = RepeatingTimer(interval: step, tolerance: step / 2, commonModes: true) { [weak self] in
            self?.deliver(.timerFired) ?? false
        }
        // A tick now: the interval counts from here, not from the first step.
        fire()
    }

    private func fire() {
        tick?(&clock, MainRunLoop.now)
    }
}
extension PageAutoScroller: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        switch callback {
        case .timerFired: fire()
        case .notification(let name): isInForeground = name == UIApplication.didBecomeActiveNotification
        default: return false
        }
        return true
    }
}
#endif
