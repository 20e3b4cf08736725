#if canImport(UIKit)
import UIKit

/// Runs main-actor code from a callback that UIKit always makes on the main
/// thread but does not mark as main-actor isolated (key-value observation of
/// a scroll view's offset, `accessibilityActivate`). Traps when called off the
/// main thread.
func runOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    dispatchPrecondition(condition: .onQueue(.main))
    return withoutActuallyEscaping(body) { isolated in
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
}
#endif
