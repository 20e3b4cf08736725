import Foundation

/// What a new list of tabs needs from a strip showing an old one: nothing, only new badges on some tabs (updated in place on every copy,
/// without a reload that would measure the tabs and move the strip), or a reload.
package enum TabItemsUpdate: Hashable, Sendable {
    case none
    case badges([Int])
    /// The number of tabs, a title, an image, an identity or anything else that changes a tab's width or order changed: reload.
    case reload

    /// Compares two lists of tabs.
    package static func between<Key: Equatable>(oldKeys: [Key], oldBadges: [TabBadge?],
                                               newKeys: [Key], newBadges: [TabBadge?]) -> TabItemsUpdate {
        guard oldBadges.count == oldKeys.count, newBadges.count == newKeys.count else { return .reload }
        return between(oldCount: oldKeys.count, newCount: newKeys.count,
                       sameLayout: { oldKeys[$0] == newKeys[$0] }, sameBadge: { oldBadges[$0] == newBadges[$0] })
    }

    /// The same comparison on two lists of `oldCount` and `newCount` tabs read in place: `sameLayout(i)` and `sameBadge(i)` compare tab `i`
    /// of both.
    package static func between(oldCount: Int, newCount: Int,
                                           sameLayout: (Int) -> Bool, sameBadge: (Int) -> Bool) -> TabItemsUpdate {
        guard max(oldCount, 0) == max(newCount, 0) else { return .reload }
        var changed: [Int] = []
        for i in 0..<max(newCount, 0) {
            guard sameLayout(i) else { return .reload }
            if !sameBadge(i) { changed.append(i) }
        }
        return changed.isEmpty ? .none : .badges(changed)
    }
}
