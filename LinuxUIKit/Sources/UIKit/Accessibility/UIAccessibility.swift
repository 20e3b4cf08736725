/// The system's accessibility state and notifications. Settings change
/// only through the model (``setVoiceOverRunning(_:)``,
/// ``setReduceMotionEnabled(_:)``), which posts UIKit's notifications on
/// the main thread as UIKit does (Apple,
/// "voiceOverStatusDidChangeNotification",
/// "reduceMotionStatusDidChangeNotification").
@MainActor
public enum UIAccessibility {
    public private(set) static var isVoiceOverRunning = false
    public private(set) static var isReduceMotionEnabled = false
    /// Settings > Accessibility > Display & Text Size > Bold Text (Apple,
    /// "isBoldTextEnabled", "boldTextStatusDidChangeNotification").
    public private(set) static var isBoldTextEnabled = false
    /// Button Shapes (Apple, "buttonShapesEnabled", iOS 14;
    /// "buttonShapesEnabledStatusDidChangeNotification").
    public private(set) static var buttonShapesEnabled = false
    /// Increase Contrast (Apple, "isDarkerSystemColorsEnabled"); the trait
    /// collection's `accessibilityContrast` follows it.
    public private(set) static var isDarkerSystemColorsEnabled = false

    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    nonisolated public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")

    /// An announcement to VoiceOver (Apple, "UIAccessibility.Notification").
    /// What VoiceOver does with each (the simulated cursor,
    /// `VoiceOverCursor`, applies them when VoiceOver runs):
    /// - `.screenChanged`: "a new view appears that occupies a major portion
    ///   of the screen"; VoiceOver moves to the element passed, or to the
    ///   first element of the screen with none, or reads a string passed
    ///   (Apple, "screenChanged").
    /// - `.layoutChanged`: "the layout of a screen changes"; optionally the
    ///   element VoiceOver moves to, or a string it reads (Apple,
    ///   "layoutChanged"; Apple, "AccessibilityNotification.LayoutChanged":
    ///   "the accessibility element for VoiceOver to move to after processing
    ///   the notification"). A view that is not an element itself stands for
    ///   its first element (what VoiceOver focuses when handed a container).
    /// - `.pageScrolled`: posted after `accessibilityScroll(_:)` completes,
    ///   with a string "that describes the new scroll position" (Apple,
    ///   "pageScrolled"); VoiceOver reads it.
    /// - `.announcement`: a string VoiceOver reads (Apple, "announcement").
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// What was posted, in order (model only).
    public private(set) static var postedNotifications: [(notification: Notification, argument: Any?)] = []

    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
    }

    /// Texts posted with `.pageScrolled`, in order (model only).
    public static var pageScrolledAnnouncements: [String] {
        postedNotifications.filter { $0.notification == .pageScrolled }.compactMap { $0.argument as? String }
    }

    /// Turns VoiceOver on or off and posts the status notification.
    public static func setVoiceOverRunning(_ running: Bool) {
        guard running != isVoiceOverRunning else { return }
        isVoiceOverRunning = running
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Turns Reduce Motion on or off and posts the status notification.
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard enabled != isReduceMotionEnabled else { return }
        isReduceMotionEnabled = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Turns Bold Text on or off: every window's `legibilityWeight` follows
    /// (Apple, "legibilityWeight": it "reflects the value of the Bold Text
    /// display setting"), views whose traits changed get
    /// `traitCollectionDidChange`, then the status notification is posted.
    public static func setBoldTextEnabled(_ enabled: Bool) {
        guard enabled != isBoldTextEnabled else { return }
        isBoldTextEnabled = enabled
        for window in UIWindow.allWindows { window.setTraits(legibilityWeight: enabled ? .bold : .regular) }
        NotificationCenter.default.post(name: boldTextStatusDidChangeNotification, object: nil)
    }

    /// Turns Button Shapes on or off and posts the status notification.
    public static func setButtonShapesEnabled(_ enabled: Bool) {
        guard enabled != buttonShapesEnabled else { return }
        buttonShapesEnabled = enabled
        NotificationCenter.default.post(name: buttonShapesEnabledStatusDidChangeNotification, object: nil)
    }

    /// Turns Increase Contrast on or off and posts the status notification.
    public static func setDarkerSystemColorsEnabled(_ enabled: Bool) {
        guard enabled != isDarkerSystemColorsEnabled else { return }
        isDarkerSystemColorsEnabled = enabled
        NotificationCenter.default.post(name: darkerSystemColorsStatusDidChangeNotification, object: nil)
    }

    static func resetModel() {
        isVoiceOverRunning = false
        isReduceMotionEnabled = false
        isBoldTextEnabled = false
        buttonShapesEnabled = false
        isDarkerSystemColorsEnabled = false
        postedNotifications.removeAll()
    }
}

/// An accessibility element that is not a view (Apple,
/// "UIAccessibilityElement"): its frame is given in its container's
/// coordinates and converted to the screen's.
@MainActor
open class UIAccessibilityElement: NSObject {
    public weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in window coordinates.
    open var accessibilityFrame: CGRect {
        get {
            guard let view = accessibilityContainer as? UIView else { return accessibilityFrameInContainerSpace }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { accessibilityFrameInContainerSpace = newValue }
    }

    nonisolated open func accessibilityIncrement() {}
    nonisolated open func accessibilityDecrement() {}
    nonisolated open func accessibilityActivate() -> Bool { false }
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    nonisolated open func accessibilityElementDidBecomeFocused() {}
    nonisolated open func accessibilityElementDidLoseFocus() {}
}

/// The app: its state and the notifications it posts when it changes
/// (Apple, "UIApplication.willResignActiveNotification" and friends).
@MainActor
public final class UIApplication: UIResponder {
    public static let shared = UIApplication()
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState = State.active

    nonisolated public static let willResignActiveNotification = Foundation.Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Foundation.Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Foundation.Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didBecomeActiveNotification = Foundation.Notification.Name("UIApplicationDidBecomeActiveNotification")

    /// Moves the app to the background: will resign active, then did enter
    /// background (Apple, "Managing your app's life cycle").
    public func enterBackground() {
        guard applicationState == .active else { return }
        applicationState = .inactive
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .background
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// Brings the app back: will enter foreground, then did become active.
    public func enterForeground() {
        guard applicationState != .active else { return }
        applicationState = .inactive
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        applicationState = .active
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    public var windows: [UIWindow] { UIWindow.allWindows }
    public var keyWindow: UIWindow? { UIWindow.allWindows.first { $0.isKeyWindow } }
}
