import Foundation

/// What a reload by identity keeps: when items carry an identity (an `Identifiable` item's `id`, or any `Hashable`
/// key), a new list of items keeps the selected *item* selected across inserts, removals and moves, and the pages of
/// items that survive keep their objects.
package struct IdentityReload: Hashable, Sendable {
    package let selectedIndex: Int
    package let selectedItemSurvived: Bool
    /// For each old index whose item survives, its new index (empty for a reload by index, which keeps no page).
    package let newIndexOfOldIndex: [Int: Int]
    /// Whether the reload went by identity (false for the index-based reload of
    /// ``resolve(oldIDs:selectedIndex:newIDs:)`` when an item lacks an id).
    package let isByIdentity: Bool

    /// A reload by index: the old selected index clamped into the new list (0 when it is empty), no page kept.
    package init(byIndexSelecting oldSelected: Int, newCount: Int) {
        selectedIndex = newCount > 0 ? Swift.min(Swift.max(oldSelected, 0), newCount - 1) : 0
        selectedItemSurvived = false
        newIndexOfOldIndex = [:]
        isByIdentity = false
    }

    /// The ids when every item has one, else nil (an empty list has them all).
    package static func completeIDs<ID: Hashable>(_ ids: [ID?]) -> [ID]? {
        let present = ids.compactMap { $0 }
        return present.count == ids.count ? present : nil
    }

    /// A reload of items whose identity is optional: by identity when every old and every new item has an id, else by
    /// index (plain titles keep the selected index, clamped).
    package static func resolve<ID: Hashable>(oldIDs: [ID?], selectedIndex: Int, newIDs: [ID?]) -> IdentityReload {
        let old = oldIDs.compactMap { $0 }
        let new = newIDs.compactMap { $0 }
        guard old.count == oldIDs.count, new.count == newIDs.count, !newIDs.isEmpty else {
            return IdentityReload(byIndexSelecting: selectedIndex, newCount: newIDs.count)
        }
        return IdentityReload(oldIDs: old, selectedIndex: selectedIndex, newIDs: new)
    }

    /// Works out the reload from the old identities, the old selected index and the new identities.
    package init<ID: Hashable>(oldIDs: [ID], selectedIndex oldSelected: Int, newIDs: [ID]) {
        var newIndexByID: [ID: Int] = [:]
        newIndexByID.reserveCapacity(newIDs.count)
        for (i, id) in newIDs.enumerated() where newIndexByID[id] == nil { newIndexByID[id] = i }
        var seenOld = Set<ID>(minimumCapacity: oldIDs.count)
        var mapping: [Int: Int] = [:]
        for (i, id) in oldIDs.enumerated() where seenOld.insert(id).inserted {
            if let j = newIndexByID[id] { mapping[i] = j }
        }
        newIndexOfOldIndex = mapping
        isByIdentity = true
        guard !newIDs.isEmpty else {
            selectedIndex = 0
            selectedItemSurvived = false
            return
        }
        guard !oldIDs.isEmpty else {
            selectedIndex = 0
            selectedItemSurvived = false
            return
        }
        let selected = Swift.min(Swift.max(oldSelected, 0), oldIDs.count - 1)
        if let j = mapping[selected] {
            selectedIndex = j
            selectedItemSurvived = true
            return
        }
        selectedItemSurvived = false
        if let after = (selected + 1 ..< oldIDs.count).first(where: { mapping[$0] != nil }) {
            selectedIndex = mapping[after]!
        } else if let before = (0 ..< selected).reversed().first(where: { mapping[$0] != nil }) {
            selectedIndex = mapping[before]!
        } else {
            selectedIndex = Swift.min(selected, newIDs.count - 1)
        }
    }
}

extension IdentityReload {
    /// The tab to select after tabs change, for a reload that names no index: by id when every old and new tab has one
    /// (``resolve(oldIDs:selectedIndex:newIDs:)``), else by title (the selected title's first occurrence among the new
    /// titles, with the same rule for a removed one), else the old index clamped.
    package static func keptSelection<Item, ID: Hashable>(old: [Item], selectedIndex: Int, new: [Item],
                                                                   id: (Item) -> ID?, title: (Item) -> String?) -> Int {
        if !new.isEmpty, old.allSatisfy({ id($0) != nil }), new.allSatisfy({ id($0) != nil }) {
            return foundByScan(old: old, selectedIndex: selectedIndex, new: new, key: id)
                ?? resolve(oldIDs: old.map(id), selectedIndex: selectedIndex, newIDs: new.map(id)).selectedIndex
        }
        return foundByScan(old: old, selectedIndex: selectedIndex, new: new, key: title)
            ?? IdentityReload(oldIDs: old.map(title), selectedIndex: selectedIndex, newIDs: new.map(title)).selectedIndex
    }

    /// The selected item's new index when a scan finds it by `key`: it is the first of its kind in the old list and in
    /// the new one, so the full reload would map it there too.
    static func foundByScan<Item, Key: Equatable>(old: [Item], selectedIndex: Int, new: [Item],
                                                 key: (Item) -> Key) -> Int? {
        guard !old.isEmpty, !new.isEmpty else { return nil }
        let selected = Swift.min(Swift.max(selectedIndex, 0), old.count - 1)
        let wanted = key(old[selected])
        guard !old[..<selected].contains(where: { key($0) == wanted }) else { return nil }
        return new.firstIndex { key($0) == wanted }
    }
}
