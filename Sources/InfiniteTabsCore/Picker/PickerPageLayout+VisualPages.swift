import Foundation

/// The option picker's scroll view lays its pages out visually left to right; in right to left the logical pages are
/// mirrored by hand.
extension PickerPageLayout {
    /// The visual page of a logical page (its mirror in right to left; 0 without items).
    package func visualPage(ofPage page: Int, direction: LayoutDirection) -> Int {
        guard pageCount > 0 else { return 0 }
        let limit = Int(Int32.max)
        let page = Swift.min(Swift.max(page, -limit), limit)
        return direction == .leftToRight ? page : pageCount - 1 - page
    }

    /// The visual page of an item's real page.
    package func visualPage(ofItem item: Int, direction: LayoutDirection) -> Int {
        visualPage(ofPage: page(ofItem: item), direction: direction)
    }

    /// The item a visual page shows (pages beyond the content continue the ring when padded; 0 without items).
    package func item(atVisualPage page: Int, direction: LayoutDirection) -> Int {
        item(atPage: visualPage(ofPage: page, direction: direction))
    }

    /// The visual pages one step forward moves by: +1 left to right, −1 right to left.
    package static func forwardStep(_ direction: LayoutDirection) -> Int {
        direction == .leftToRight ? 1 : -1
    }

    /// The page width a picker uses: the requested width, at most the view's width; the view's width when nil, 0,
    /// negative or not finite.
    package static func pageWidth(requested: CGFloat?, viewWidth: CGFloat) -> CGFloat {
        let view = viewWidth.positiveOrZero
        guard let wanted = requested, wanted.positiveOrZero > 0 else { return view }
        return Swift.min(wanted, view)
    }

    /// The content x of a visual page's leading edge.
    package func x(ofVisualPage page: Int) -> CGFloat { CGFloat(page) * pageWidth }
}
