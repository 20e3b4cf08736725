#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Block observers of notifications UIKit posts on the main thread (the
/// closure API, which Linux has too; selector observers need the
/// Objective-C runtime). The block runs synchronously on the posting thread
/// (`queue: nil`), as a selector observer's method does. Block observers are
/// not removed by the system, so this object removes them when it goes.
final class NotificationObservers: @unchecked Sendable {
    private var tokens: [NSObjectProtocol] = []

    /// Calls `body` each time `name` is posted, by any object.
    func observe(_ name: Notification.Name, _ body: @escaping @Sendable () -> Void) {
        tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in body() })
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
