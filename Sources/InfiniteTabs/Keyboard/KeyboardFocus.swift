// The controls' focus groups and focus halos under an iPad's hardware keyboard.
#if canImport(UIKit)
import UIKit

/// Focus groups and halos (Apple, "focusGroupIdentifier", "UIFocusHaloEffect";
/// WWDC21 "Focus on iPad keyboard navigation": Tab moves between groups, the
/// arrow keys within one).
@MainActor
enum KeyboardFocus {
    private static var made = 0

    /// A focus group identifier no other control shares (two strips on one
    /// screen are two Tab stops), in Apple's reverse-DNS style.
    static func groupIdentifier(_ kind: String) -> String {
        made += 1
        return "io.github.infinitetabs.\(kind).\(made)"
    }

    /// A rounded halo around `rect` (the focused tab or option).
    static func halo(around rect: CGRect) -> UIFocusHaloEffect {
        UIFocusHaloEffect(roundedRect: rect, cornerRadius: min(rect.height / 2, 8), curve: .continuous)
    }
}
#endif
