import Foundation

/// A badge on a tab: a dot, a count, or a short text. Every copy of the tab in
/// a looping strip shows the same badge, and VoiceOver reads it with the tab
/// (`spokenText(dotText:)`).
public enum TabBadge: Hashable, Sendable {
    /// A small dot without text ("something new").
    case dot
    /// A number, shown up to a cap (`defaultCountCap`) and as "cap+" above it.
    case count(Int)
    /// A short text shown as it is ("New", "Live").
    case text(String)

    /// The largest count shown as a number (99): a larger count shows "99+".
    package static let defaultCountCap = 99

    /// What a badge shows.
    package enum Display: Hashable, Sendable {
        /// Nothing: the badge is hidden.
        case hidden
        /// A dot without text.
        case dot
        /// A label with this text.
        case label(String)
    }

    /// What the badge shows with counts capped at `cap` (default
    /// `defaultCountCap`; a cap below 1 counts as 1): `.count(120)` shows
    /// "99+", `.count(0)` and `.count(-3)` are hidden, `.count(Int.max)` shows
    /// "99+" (``InfiniteTabsStrings/Key/badgeOverflow``), an empty or blank text is hidden.
    package func display(cap: Int = TabBadge.defaultCountCap) -> Display {
        switch self {
        case .dot:
            return .dot
        case .count(let n):
            guard n > 0 else { return .hidden }
            let limit = Swift.max(cap, 1)
            return .label(n > limit ? InfiniteTabsStrings.text(.badgeOverflow, .int(limit)) : "\(n)")
        case .text(let text):
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? .hidden : .label(text)
        }
    }

    /// What VoiceOver reads after the tab's title (its accessibility value),
    /// or nil when the badge is hidden: the whole count (not capped), the
    /// text, or `dotText` for a dot (default "New"), in the user's language
    /// ("3 new items": ``InfiniteTabsStrings/Key/badgeCount``).
    package func spokenText(dotText: String? = nil) -> String? {
        switch self {
        case .dot: return dotText ?? InfiniteTabsStrings.text(.badgeDot)
        case .count(let n): return n > 0 ? InfiniteTabsStrings.text(.badgeCount, .int(n)) : nil
        case .text(let text): return display() == .hidden ? nil : text
        }
    }
}

extension Optional where Wrapped == TabBadge {
    /// What an optional badge shows: nil is hidden.
    package func display(cap: Int = TabBadge.defaultCountCap) -> TabBadge.Display {
        self?.display(cap: cap) ?? .hidden
    }
}
