import Foundation

/// The items a SwiftUI wrapper last gave its control, kept so that the next
/// view update can tell whether they changed without rebuilding or scanning
/// them: the "did the items change" half of ``SelectionBinding``.
///
/// A wrapper keeps one `BoundItems` in its coordinator and, on every view
/// update, passes the view's items to ``update(to:)``; a `true` answer means
/// "reload the control" (``SelectionBinding/update(bound:target:count:itemsChanged:animated:)``'s
/// `itemsChanged`).
///
/// The decision costs the same for 3 items and for 1,000,000 in the usual
/// case, where the view passes the array it holds in its state or model
/// (Swift arrays share their storage when copied):
///
/// - the same storage as last time: unchanged, decided by identity, without
///   looking at an element;
/// - a different count: changed, without looking at an element;
/// - otherwise (a new array of the same length, for example a literal built
///   again by the view's `body`): the elements are compared up to the first
///   difference. That costs what building the array cost the caller, and a
///   `body` that rebuilds its items pays it anyway.
///
/// Each change bumps ``version``, so a caller can tell two sets of items apart
/// by number alone. No bad input: any array, empty included, is valid.
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
        // Array's `==` answers from the count and the storage identity before it looks at any element
        // (`BoundItemsTests` counts the element comparisons to prove it).
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
