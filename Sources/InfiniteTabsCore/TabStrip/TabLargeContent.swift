import Foundation

/// What the large content viewer shows for a tab at the accessibility text sizes (as a tab bar's buttons show theirs): its title, then
/// the badge's text when it shows one ("Inbox 3"); a dot adds nothing; a tab without a title shows its badge's text alone, or nothing.
package enum TabLargeContent {
    package static func title(_ title: String?, badge: TabBadge.Display) -> String? {
        let text: String? = if case .label(let text) = badge { text } else { nil }
        let parts = [title, text].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
