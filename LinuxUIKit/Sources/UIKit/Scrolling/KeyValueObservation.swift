/// Key-value observation of a scroll view's `contentOffset`, the one key
/// path the controls observe. Linux has no Objective-C runtime, so the model
/// calls the handler itself after each offset change, synchronously, as KVO
/// does on the thread that changed the value (Apple, "Key-Value Observing
/// Programming Guide": observers are notified immediately).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Raw values as the iOS 16.5 SDK header Foundation/NSKeyValueObserving.h declares them.
    public static let new = Self(rawValue: 1)
    public static let old = Self(rawValue: 2)
    public static let initial = Self(rawValue: 4)
    public static let prior = Self(rawValue: 8)
}

public struct NSKeyValueObservedChange<Value>: @unchecked Sendable {
    public let newValue: Value?
    public let oldValue: Value?
}

/// Ends the observation when invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private var end: (() -> Void)?

    init(end: @escaping () -> Void) {
        self.end = end
        super.init()
    }

    public func invalidate() {
        end?()
        end = nil
    }

    deinit { end?() }
}

extension UIScrollView {
    /// Observes `contentOffset` (other key paths are never reported).
    public func observe<Value>(_ keyPath: KeyPath<UIScrollView, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (UIScrollView, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        guard keyPath == \UIScrollView.contentOffset else { return NSKeyValueObservation {} }
        let id = addOffsetObserver { scrollView in
            let value = scrollView[keyPath: keyPath]
            changeHandler(scrollView, NSKeyValueObservedChange(newValue: value, oldValue: nil))
        }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: self[keyPath: keyPath], oldValue: nil))
        }
        return NSKeyValueObservation { [weak self] in
            MainActor.assumeIsolated { self?.removeOffsetObserver(id) }
        }
    }
}
