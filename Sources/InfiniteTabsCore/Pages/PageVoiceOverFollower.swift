import Foundation

/// When VoiceOver is told that the pages moved: once the pages rest on a new page (after
/// a swipe, a VoiceOver three-finger swipe, a tapped tab or dot, an auto-scroll turn), the cursor is sent to
/// that page, and a three-finger swipe's `.pageScrolled` text is posted then, not before the slide (UIKit
/// posts neither for a page view controller).
package struct PageVoiceOverFollower: Sendable, Equatable {
    /// What to tell VoiceOver about the page the pages came to rest on.
    package struct Change: Sendable, Equatable {
        package var index: Int
        /// Whether the `.pageScrolled` text is posted (the move was a
        /// VoiceOver three-finger swipe).
        package var announces: Bool
    }

    private var restingIndex: Int?
    package private(set) var awaitsTurn = false

    package init() {}

    package private(set) var lastScrollMoved = false

    /// A VoiceOver three-finger swipe started a turn (`true`), or turned
    /// nothing after all (`false`).
    package mutating func scrolled(_ moved: Bool) {
        awaitsTurn = moved
        lastScrollMoved = moved
    }

    /// The pages rest on `index`: the change to tell VoiceOver, nil for the first page shown (nothing moved)
    /// or the same page again without a three-finger swipe waiting.
    package mutating func rested(on index: Int) -> Change? {
        defer { restingIndex = index; awaitsTurn = false }
        guard let old = restingIndex else { return nil }
        guard old != index || awaitsTurn else { return nil }
        return Change(index: index, announces: awaitsTurn)
    }
}
