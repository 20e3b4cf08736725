import Foundation

/// Where the option picker's selection goes when its items change.
public enum PickerReload {
    /// The selected index after the items change from `old` to `new`: the new
    /// index of the previously selected item when it is still there (its
    /// first occurrence), else the old index clamped into the new range; 0
    /// when there are no items. An old index out of range is clamped first.
    public static func keptIndex<Item: Equatable>(selected: Int, old: [Item], new: [Item]) -> Int {
        guard !new.isEmpty else { return 0 }
        if !old.isEmpty {
            let previous = old[Swift.min(Swift.max(selected, 0), old.count - 1)]
            if let index = new.firstIndex(of: previous) { return index }
        }
        return Swift.min(Swift.max(selected, 0), new.count - 1)
    }

    /// `index` itself when it names one of `count` options (`0..<count`), nil
    /// otherwise (any `Int`, a negative or zero count). The picker reads an
    /// option's title, configures a page, gives its selected option and
    /// VoiceOver value only through such an index: an out-of-range index
    /// reads as no title (""), leaves the page as it is, and gives no
    /// selected option and no VoiceOver value (so none without options).
    public static func validIndex(_ index: Int, count: Int) -> Int? {
        index >= 0 && index < count ? index : nil
    }
}
