import Foundation

/// What one event of the ``TabStripDriver`` asks the tab strip view to do (a plain value: the view makes its writes), applied in the order of the properties: a new layout, the
/// content offset writes, the indicator, the selection, then the owner's callbacks (last, because the owner may release the strip in them).
package struct StripUpdate: Hashable, Sendable {
    /// A set of the content offset, animated or at once (`setContentOffset(_:animated:)`).
    package struct OffsetSet: Hashable, Sendable {
        package var x: CGFloat
        package var animated: Bool
    }

    /// An offset moved by whole periods without stopping a drag or fling (assigning `contentOffset`), and how far the indicator, a
    /// subview of the content, moves with it so that it stays on the same tab.
    package struct Recenter: Hashable, Sendable {
        package var x: CGFloat
        package var indicatorShift: CGFloat
    }

    /// Where the indicator goes, in content coordinates (mirrored in right to left).
    package struct IndicatorPlacement: Hashable, Sendable {
        package var frame: StripFrame
        package var animated: Bool
    }

    /// A tab other than the selected one was chosen (a tap or VoiceOver's activation), and the way to it.
    package struct Tap: Hashable, Sendable {
        package var index: Int
        package var direction: PageDirection
    }

    /// The strip's layout changed (items, widths, size or looping): lay the cells out again from the driver's
    /// ``TabStripDriver/strip`` and resize the content. A flag, not the layout, so that an update stays a plain value that is cheap to copy.
    package var layoutChanged = false
    /// A plain set made before any other write: it stops a fling VoiceOver's focus interrupts, or an animated move on its target.
    package var stop: CGFloat?
    package var recenter: Recenter?
    /// The strip's offset for the state it shows.
    package var offset: OffsetSet?
    package var indicator: IndicatorPlacement?
    /// The selected tab changed: the visible cells and VoiceOver's elements show the new selection.
    package var selectionChanged = false
    /// The strip followed a paging scroll view into a new state, the driver's ``TabStripDriver/state``, reported to the owner
    /// (`onProgress`).
    package var followedNewState = false
    package var tap: Tap?
    /// The selected tab was tapped again at rest: the owner is told it was chosen again (never a selection).
    package var reselect: Int?

    package init() {}
}
