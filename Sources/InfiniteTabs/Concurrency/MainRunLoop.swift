#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The main run loop's services the controls use: work after the current
/// event, repeating timers and the clock. On Apple platforms they are
/// `DispatchQueue.main`, `Timer` on `RunLoop.main` and the system uptime; on
/// Linux the UIKit model's simulated run loop stands in, so tests run them
/// on its clock instead of the wall clock.
@MainActor
enum MainRunLoop {
    /// Runs `body` on the main queue once the current event is handled.
    static func async(_ body: @escaping @MainActor () -> Void) {
        #if os(Linux)
        UIKitModel.runLoop.async(body)
        #else
        DispatchQueue.main.async { body() }
        #endif
    }

    /// Seconds of system uptime (the simulated clock on Linux).
    static var now: TimeInterval {
        #if os(Linux)
        UIKitModel.runLoop.now
        #else
        ProcessInfo.processInfo.systemUptime
        #endif
    }
}

/// A repeating timer on the main run loop (in the common modes, so it also
/// fires while a scroll view tracks, or the default mode). `fire` runs on
/// the main thread, without an actor as UIKit gives it (see UIKitCallback);
/// returning false stops the timer.
@MainActor
final class RepeatingTimer {
    #if os(Linux)
    private let timer: SimulatedTimer
    #else
    private let timer: Timer
    #endif

    init(interval: TimeInterval, tolerance: TimeInterval = 0, commonModes: Bool,
         fire: @escaping @Sendable () -> Bool) {
        #if os(Linux)
        timer = UIKitModel.runLoop.scheduleTimer(interval: interval, repeats: true, commonModes: commonModes) { timer in
            if !fire() { timer.invalidate() }
        }
        timer.tolerance = tolerance
        #else
        timer = Timer(timeInterval: interval, repeats: true) { timer in
            if !fire() { timer.invalidate() }
        }
        timer.tolerance = tolerance
        RunLoop.main.add(timer, forMode: commonModes ? .common : .default)
        #endif
    }

    /// Stops the timer for good.
    func invalidate() { timer.invalidate() }
}
#endif
