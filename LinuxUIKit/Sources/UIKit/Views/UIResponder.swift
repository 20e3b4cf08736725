/// The base of views and view controllers. On Apple platforms the
/// accessibility members below belong to `NSObject` (informal protocols in
/// UIAccessibility.h); the model keeps them here and on
/// `UIAccessibilityElement`, the only objects the controls set them on.
/// The action methods are `nonisolated`, as the iPhoneOS 16.5 SDK declares
/// them (no actor), so overrides keep that isolation.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder (the superview or the view's controller).
    open var next: UIResponder? { nil }

    /// The standard edit action "Select" (Apple, "UIResponderStandardEditActions",
    /// `select(_:)`): every view and view controller has it, so a call
    /// `control.select(x)` with an argument no other `select` takes (an
    /// `Int?`) compiles into this action, which does nothing here.
    open func select(_ sender: Any?) {}

    // MARK: - Touches (Apple, "UIResponder": the default implementations
    // forward the message up the responder chain)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: - Keyboard (Apple, "UIResponder": keyCommands, first responder)

    /// The key commands this responder offers (default nil). UIKit looks
    /// for a match along the responder chain from the focused item or the
    /// first responder (Apple, "keyCommands"); see `UIKeyCommand`.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Whether this responder can become the first responder (default false).
    open var canBecomeFirstResponder: Bool { false }
    /// Makes this responder the first responder when it can; false otherwise.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIKeyboardModel.firstResponder = self
        return true
    }
    /// Stops being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIKeyboardModel.firstResponder === self { UIKeyboardModel.firstResponder = nil }
        return true
    }
    /// Whether this responder is the first responder.
    public var isFirstResponder: Bool { UIKeyboardModel.firstResponder === self }

    // MARK: - Accessibility (UIAccessibility.h)

    /// Whether VoiceOver reads this object as one element (default false;
    /// true for labels, images shown alone and controls in UIKit).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver skips this object's elements (default false).
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    /// The container's elements, in reading order (default nil).
    open var accessibilityElements: [Any]?
    /// The frame VoiceOver outlines, in screen coordinates.
    open var accessibilityFrame: CGRect = .zero

    /// VoiceOver's swipe up on an `.adjustable` element.
    nonisolated open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an `.adjustable` element.
    nonisolated open func accessibilityDecrement() {}
    /// VoiceOver's double tap; false lets VoiceOver tap the element's centre.
    nonisolated open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's three-finger swipe; true when the object scrolled.
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// VoiceOver's cursor arrived on this element.
    nonisolated open func accessibilityElementDidBecomeFocused() {}
    /// VoiceOver's cursor left this element.
    nonisolated open func accessibilityElementDidLoseFocus() {}

    /// The number of elements of a container implemented by these three
    /// methods (UIAccessibilityContainer); `NSNotFound` when it is not one.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? NSNotFound }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}

/// What an accessibility element is and does (Apple, "UIAccessibilityTraits").
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// Directions of VoiceOver's scroll gestures (Apple,
/// "UIAccessibilityScrollDirection"; raw values 1 to 6 as UIKit's).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
