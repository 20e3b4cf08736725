/// Hardware keyboard input: key commands, the first responder and focus.
///
/// Facts modelled:
/// - Apple, "UIKeyCommand": a key combination with an action; the model takes
///   a closure where UIKit takes a selector (as `addTarget` does here).
/// - Apple, "keyCommands": UIKit looks for a command matching the pressed
///   keys along the responder chain, from the focused item (iPadOS 15 focus)
///   or the first responder up to the window's root view controller; the
///   first match runs.
/// - Apple, "wantsPriorityOverSystemBehavior": by default the system's own
///   behaviour for a key wins (arrow keys move focus while an item is
///   focused); a command for such a key runs only when it sets this to true.
///   The model refuses an arrow command without it while a view is focused.
/// - Focus, Tab and focus groups: see `UIFocusSystem.swift`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // Raw values as the iOS 16.5 SDK header UIKit/UICommand.h declares them.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// A key command (Apple, "UIKeyCommand").
@MainActor
open class UIKeyCommand: NSObject {
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"

    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    open var title: String
    open var discoverabilityTitle: String?
    open var wantsPriorityOverSystemBehavior = false
    let perform: @MainActor () -> Void

    /// A command for `input` with `modifierFlags`; `action` is what UIKit's
    /// selector would call.
    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        perform = action
        super.init()
    }

    var isArrow: Bool {
        [Self.inputLeftArrow, Self.inputRightArrow, Self.inputUpArrow, Self.inputDownArrow].contains(input ?? "")
    }
}

/// The model's keyboard state: the first responder and the focused view.
@MainActor
public enum UIKeyboardModel {
    static weak var firstResponder: UIResponder?
    /// The view the focus system has focused (nil: none).
    public internal(set) static weak var focusedView: UIView?

    static func reset() {
        firstResponder = nil
        focusedView = nil
        resetFocus()
    }

    /// Presses `input` with `modifiers`: the first matching key command
    /// along the responder chain runs (see the facts above); otherwise an
    /// arrow key moves the focus within its focus group. Returns whether a
    /// command ran or the focus moved.
    @discardableResult
    public static func press(_ input: String, modifiers: UIKeyModifierFlags = [], in window: UIWindow) -> Bool {
        var responder: UIResponder? = focusedView ?? firstResponder ?? window.rootViewController
        while let current = responder {
            for command in current.keyCommands ?? [] where command.input == input && command.modifierFlags == modifiers {
                if command.isArrow && focusedView != nil && !command.wantsPriorityOverSystemBehavior {
                    continue // the focus system keeps the arrow keys
                }
                command.perform()
                return true
            }
            responder = current.next
        }
        return modifiers.isEmpty && moveFocusWithinGroup(input, in: window)
    }
}
