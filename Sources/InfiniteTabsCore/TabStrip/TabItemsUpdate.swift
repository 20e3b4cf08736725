import Foundation

/// What a new list of tabs needs from a strip showing an old one: nothing,
/// only new badges on some tabs (updated in place on every copy, without a
/// reload that would measure the tabs and move the strip), or a reload.
@_spi(Core) public enum TabItemsUpdate: Hashable, Sendable {
    /// Nothing a tab shows changed.
    case none
    /// Only the badges of these items changed (ascending item indices).
    case badges([Int])
    /// The number of tabs, a title, an image, an identity or anything else
    /// that changes a tab's width or order changed: reload.
    case reload

    /// Compares two lists of tabs. `oldKeys`/`newKeys` stand for everything
    /// about a tab except its badge (its title, image, label, id); badges
    /// are compared separately. Lists of different lengths (also when a
    /// badge list is shorter or longer than its key list) reload. Linear in
    /// the number of tabs.
    @_spi(Core) public static func between<Key: Equatable>(oldKeys: [Key], oldBadges: [TabBadge?],
                                               newKeys: [Key], newBadges: [TabBadge?]) -> TabItemsUpdate {
        guard oldKeys.count == newKeys.count, oldBadges.count == oldKeys.count,
              newBadges.count == newKeys.count, oldKeys == newKeys else { return .reload }
        let changed = oldBadges.indices.filter { oldBadges[$0] != newBadges[$0] }
        return changed.isEmpty ? .none : .badges(changed)
    }
}
