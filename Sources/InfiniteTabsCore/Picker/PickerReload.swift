import Foundation

/// Where the option picker's selection goes when its items change.
package enum PickerReload {
    /// The selected index after the items change from `old` to `new`: the new index of the previously selected item
    /// when it is still there (its first occurrence), else the old index clamped into the new range; 0 when there are
    /// no items.
    package static func keptIndex<Item: Equatable>(selected: Int, old: [Item], new: [Item]) -> Int {
        guard !new.isEmpty else { return 0 }
        if !old.isEmpty {
            let previous = old[Swift.min(Swift.max(selected, 0), old.count - 1)]
            if let index = new.firstIndex(of: previous) { return index }
        }
        return Swift.min(Swift.max(selected, 0), new.count - 1)
    }

    /// `index` itself when it names one of `count` options (`0..<count`), nil otherwise (any `Int`, a negative or zero
    /// count).
    package static func validIndex(_ index: Int, count: Int) -> Int? {
        index >= 0 && index < count ? index : nil
    }

    /// The rule of ``keptIndex(selected:old:new:)`` when only the previously selected item is at hand: `previous` is
    /// that item (nil when there were no items, or when it is of another type than the new ones).
    package static func keptIndex<Item: Equatable>(selected: Int, previous: Item?, new: [Item]) -> Int {
        guard !new.isEmpty else { return 0 }
        if let previous, let index = new.firstIndex(of: previous) { return index }
        return Swift.min(Swift.max(selected, 0), new.count - 1)
    }

    /// The same rule for a caller that holds the previous item type-erased (the UIKit picker keeps its options as
    /// `AnyHashable`): `previousItem` counts only when it is of the new items' type.
    package static func keptIndex<Item: Equatable>(selected: Int, previousItem: Any?, new: [Item]) -> Int {
        // When the types are the same the cast only checks the type (no element is looked at); the type test first
        // spares other types a cast that would look at every element.
        if Item.self == String.self, let strings = new as Any as? [String] {
            return keptIndex(selected: selected, previous: previousItem as? String, new: strings)
        }
        if Item.self == Int.self, let ints = new as Any as? [Int] {
            return keptIndex(selected: selected, previous: previousItem as? Int, new: ints)
        }
        return keptIndex(selected: selected, previous: previousItem as? Item, new: new)
    }
}
