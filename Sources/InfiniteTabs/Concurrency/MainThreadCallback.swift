#if canImport(UIKit)
import UIKit

// UIKit makes some callbacks on the main thread without marking them main-actor
// isolated in every SDK this package builds with: key-value observation of a
// scroll view's offset and a timer's block (both `@Sendable` closures), and,
// before the SDKs that mark them `@MainActor` (Apple's documentation of
// `accessibilityDecrement()` shows `@MainActor func` today; the iPhoneOS 16.5
// SDK's UIAccessibility.h declares them on `NSObject` with no actor), the
// accessibility actions `accessibilityActivate`, `accessibilityIncrement`,
// `accessibilityDecrement`, `accessibilityScroll(_:)` and
// `accessibilityElementDidBecomeFocused`.
//
// The controls assume nothing there. They send the work as an Objective-C
// message to an `@objc` method of a `@MainActor` class with
// `performSelector(onMainThread:with:waitUntilDone: true)`: Foundation runs
// it on the main thread, and "if the current thread is also the main thread,
// and you specify true for this parameter, the message is delivered and
// processed immediately" (Apple's documentation of that method), so the
// timing is unchanged: synchronous, inside UIKit's callback. The compiler
// checks the `@objc` method as main-actor code like any other. Timers use
// `Timer(timeInterval:target:selector:userInfo:repeats:)`, whose target
// method the main run loop calls (``MainThreadCallback/timerFired(_:)``).
// A page view controller's `setViewControllers` completion needs none of
// this: its closure is not `@Sendable` (Apple's declaration), so it keeps
// the main-actor isolation of the method that passes it.

/// Main-actor work reachable from a callback UIKit makes on the main thread
/// without saying so (see above): a key-value observation calls
/// ``callOnMainThread()``; a timer made by ``repeatingTimer(interval:)``
/// calls ``timerFired(_:)``. `body` returns false once its owner is gone,
/// which stops such a timer.
@MainActor
final class MainThreadCallback: NSObject {
    private let body: @MainActor () -> Bool

    /// A callback running `body` (false: the owner is gone).
    init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
        super.init()
    }

    /// Runs the body on the main thread now (synchronously when called on
    /// the main thread, as UIKit's callbacks are).
    nonisolated func callOnMainThread() {
        performSelector(onMainThread: #selector(call), with: nil, waitUntilDone: true)
    }

    /// A repeating timer, not yet scheduled, that runs the body every
    /// `interval` seconds once added to the main run loop, and invalidates
    /// itself when the body returns false. The timer keeps this callback
    /// alive; the callback keeps only what its body captures.
    func repeatingTimer(interval: TimeInterval) -> Timer {
        Timer(timeInterval: interval, target: self, selector: #selector(timerFired(_:)), userInfo: nil, repeats: true)
    }

    @objc private func call() { _ = body() }

    /// The main run loop fires the timer.
    @objc func timerFired(_ timer: Timer) {
        if !body() { timer.invalidate() }
    }
}

/// What an accessibility action hands to, and gets back from, the main-actor
/// method that performs it (`performSelector(onMainThread:with:waitUntilDone:)`
/// carries one object and no return value).
final class AccessibilityActionRequest: NSObject {
    /// The action's argument (a `UIAccessibilityScrollDirection` raw value), 0 if none.
    let argument: Int
    /// What the action returns to UIKit (whether it was handled).
    var handled = false

    init(argument: Int = 0) {
        self.argument = argument
        super.init()
    }
}

extension NSObject {
    /// Sends `selector` (an `@objc` method of a main-actor class taking an
    /// ``AccessibilityActionRequest``) on the main thread, synchronously when
    /// called there, and returns what it set as ``AccessibilityActionRequest/handled``.
    func performAccessibilityAction(_ selector: Selector, argument: Int = 0) -> Bool {
        let request = AccessibilityActionRequest(argument: argument)
        performSelector(onMainThread: selector, with: request, waitUntilDone: true)
        return request.handled
    }
}
#endif
