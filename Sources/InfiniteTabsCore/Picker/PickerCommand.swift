import Foundation

/// An effect of one `PickerScrollDriver` event, which the option picker applies in the order the driver returns them.
package enum PickerCommand: Hashable, Sendable {
    /// The layout changed (items, page width, direction): size the content for this strip and put every page view back.
    case layout(PickerPageLayout)
    case setOffset(CGFloat, animated: Bool)
    /// Move the offset by `dx` (whole periods) without stopping a drag or fling (assigning `contentOffset`), and every
    /// page view by `pages` pages so the same views show the same items, without configuring them again.
    case recentered(by: CGFloat, pages: Int)
    case showPages(Range<Int>)
    /// The user changed the selection and the picker settled on this item: tell the delegate and the closure (once per
    /// change).
    case notify(Int)
    /// VoiceOver should speak this item, the new selection (after a double tap: VoiceOver reads a new value by itself
    /// only after a swipe up or down).
    case announce(Int)
}
