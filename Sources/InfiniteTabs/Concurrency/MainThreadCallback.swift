#if canImport(UIKit)
import UIKit

// UIKit makes some callbacks on the main thread without marking them main-actor
// isolated (key-value observation of a scroll view's offset, a block timer,
// the accessibility actions `accessibilityActivate`, `accessibilityIncrement`,
// `accessibilityScroll`). The controls run their main-actor code from those
// with `MainActor.assumeIsolated`, the standard library's tool for exactly
// this: it checks that the caller is on the main actor's executor and traps
// otherwise. It is back-deployed to iOS 13 by the Swift 5.9 standard library,
// so every SDK that can build this package (tools 6.0: Xcode 16 and later)
// has it.
//
// An SDK whose standard library predates Swift 6 (no `Synchronization`
// module; the iPhoneOS 16.5 SDK the Linux iOS check compiles against) lacks
// it; for that SDK alone this file provides the same function, built the way
// the standard library builds it. It is never compiled by Xcode 16 or later.
#if !canImport(Synchronization)
extension MainActor {
    /// `MainActor.assumeIsolated` for SDKs without it (see above): traps off
    /// the main thread, otherwise runs `operation` as main-actor code.
    static func assumeIsolated<T: Sendable>(_ operation: @MainActor () throws -> T) rethrows -> T {
        dispatchPrecondition(condition: .onQueue(.main))
        return try withoutActuallyEscaping(operation) { isolated in
            try unsafeBitCast(isolated, to: (() throws -> T).self)()
        }
    }
}
#endif
#endif
