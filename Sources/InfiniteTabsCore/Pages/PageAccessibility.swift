import Foundation

/// A VoiceOver scroll request (`UIAccessibilityScrollDirection`, the
/// three-finger swipe), in the core's own terms.
package enum AccessibilityScrollDirection: Hashable, Sendable, CaseIterable {
    case left
    case right
    case up
    case down
    case next
    case previous
}

/// What VoiceOver hears and does on the pages.
package enum PageAccessibility {
    /// The text posted with `.pageScrolled`: "Page 2 of 5" for index 1 of 5 pages, in the user's language.
    package static func pageText(index: Int, count: Int) -> String {
        guard count > 0 else { return "" }
        return InfiniteTabsStrings.text(.pagePosition, .int(Cycle(count: count).wrap(index) + 1), .int(count))
    }

    /// What VoiceOver reads when the pages turn to `index`: the tab's `title` and its place ("News, tab 2 of
    /// 5") when there is a title that is not empty, else ``pageText(index:count:)``.
    package static func announcement(index: Int, count: Int, title: String?) -> String {
        guard count > 0, let title, !title.isEmpty else { return pageText(index: index, count: count) }
        return InfiniteTabsStrings.text(.tabPosition, .text(title), .int(Cycle(count: count).wrap(index) + 1), .int(count))
    }

    /// The logical page step a VoiceOver scroll asks for: +1 (next) or −1 (previous), or nil for a vertical
    /// scroll the horizontal pages ignore.
    package static func pageStep(for direction: AccessibilityScrollDirection,
                                layout: LayoutDirection = .leftToRight) -> Int? {
        let flip = layout == .rightToLeft ? -1 : 1
        switch direction {
        case .next: return 1
        case .previous: return -1
        case .left: return flip
        case .right: return -flip
        case .up, .down: return nil
        }
    }
}

extension PageDirection {
    /// The direction to hand `UIPageViewController` for this logical direction: unchanged left to right,
    /// flipped right to left (where the next page sits on the left).
    package func visual(in layout: LayoutDirection) -> PageDirection {
        layout == .rightToLeft ? reversed : self
    }
}

extension PageCycle {
    /// The signed number of endless positions from page `from` to page `to` going `direction`: the wrapped
    /// steps when wrapping, the plain difference (whatever the direction) when not.
    package func positionSteps(from: Int, to: Int, direction: PageDirection) -> Int {
        guard count > 0 else { return 0 }
        if wraps { return cycle.steps(from: from, to: to, direction: direction) }
        let last = count - 1
        return Swift.min(Swift.max(to, 0), last) - Swift.min(Swift.max(from, 0), last)
    }
}

extension DirectionPreference {
    /// `.always(direction)` for a direction, ``shortest`` for nil (how an
    /// optional `direction:` argument is read).
    package init(_ direction: PageDirection?) {
        self = direction.map { .always($0) } ?? .shortest
    }
}

extension PagingState {
    /// Whether a tab strip should animate its indicator into place for this state: true at rest (after a jump
    /// without animation or a cancelled swipe the indicator glides home), false during a move, which the
    /// indicator follows frame by frame.
    package var indicatorAnimates: Bool { isIdle }
}
