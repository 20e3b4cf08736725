#if canImport(UIKit)
import UIKit

/// The timer side of an ``InfinitePageViewController``'s auto-scroll: it
/// owns a `Timer` ticking every ``AutoScroll/tickStep(for:)`` seconds while
/// an interval is set, reads what pauses it (the inner scroll view touched,
/// the view off screen, the app in the background, Reduce Motion) and hands
/// each tick to ``PagesDriver/autoScrollTick(_:now:conditions:)``, which
/// decides. It decides nothing itself.
@MainActor
final class PageAutoScroller: NSObject {
    private(set) var clock = AutoScroll()
    private var timer: Timer?
    private var isInForeground = true
    /// Ticks the driver and reads the conditions.
    var tick: ((inout AutoScroll, TimeInterval) -> Void)?

    override init() {
        super.init()
        // Selector observers are removed by the system when this object goes.
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(wentInactive), name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(wentInactive), name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func wentInactive() { isInForeground = false }

    @objc private func becameActive() { isInForeground = true }

    /// Whether the app is active, as the notifications last said (true until
    /// one says otherwise).
    var appIsActive: Bool { isInForeground }

    /// Sets the interval; runs the timer only while one is usable.
    func setInterval(_ interval: TimeInterval?) {
        clock.setInterval(interval)
        timer?.invalidate()
        timer = nil
        guard clock.interval != nil else { return }
        // The main run loop fires the timer (see UIKitCallback); once the
        // controller is gone the timer stops itself (nothing else would).
        let timer = Timer(timeInterval: AutoScroll.tickStep(for: clock.interval), repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            _ = self.deliver(.timerFired)
        }
        timer.tolerance = AutoScroll.tickStep(for: clock.interval) / 2
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    private func fire() {
        tick?(&clock, ProcessInfo.processInfo.systemUptime)
    }
}
extension PageAutoScroller: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        guard case .timerFired = callback else { return false }
        fire()
        return true
    }
}
#endif
