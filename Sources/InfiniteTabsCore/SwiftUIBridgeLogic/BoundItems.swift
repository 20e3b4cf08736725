import Foundation

/// The items a SwiftUI wrapper last gave its control, so the next view update
/// can tell whether they changed (``update(to:)``: `true` means reload).
/// Array's `==` answers from the storage identity and the count before it
/// compares elements, so the usual update (the same array) costs the same for
/// 3 items and 1,000,000. Each change bumps ``version``. Any array is valid.
package struct BoundItems<Element: Equatable> {
    package private(set) var items: [Element]
    /// How many times the items changed since this value was created (starts at 0; wraps around instead of trapping
    /// after `Int.max` changes).
    package private(set) var version: Int

    /// Starts with `items` (default none) at version 0.
    package init(_ items: [Element] = []) {
        self.items = items
        version = 0
    }

    /// Whether `newItems` differ from the recorded items, element by element, in constant time when they share the
    /// recorded storage or differ in count (see the type's discussion).
    package func differs(from newItems: [Element]) -> Bool {
        items != newItems
    }

    /// Records `newItems` and answers whether they differ from the recorded items (``differs(from:)``); a change bumps
    /// ``version``.
    @discardableResult
    package mutating func update(to newItems: [Element]) -> Bool {
        let changed = differs(from: newItems)
        items = newItems
        if changed { version &+= 1 }
        return changed
    }
}

extension BoundItems: Sendable where Element: Sendable {}
