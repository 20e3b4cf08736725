import Foundation

/// The layout of the option picker: its items laid out as pages of equal width,
/// padded with a copy of the last item before the first and a copy of the
/// first after the last.
///
/// ```
/// page:  0      1     2     3     4
/// item: [C]  | A  | B  | C  | [A]      n = 3, pageCount = 5
///        copy                copy
/// ```
///
/// When the content offset reaches a copy, ``recentered(_:)`` moves it by
/// exactly one period (`n × pageWidth`) to the real page of the same item, so
/// nothing on screen changes.
///
/// With fewer than two items there is nothing to loop: no padding,
/// `pageCount == itemCount`, and offsets are never moved. A negative item
/// count is treated as 0; a page width that is 0, negative, NaN, infinite or
/// beyond `CGFloat.maximumLayoutWidth` (a view before layout) is treated as 0,
/// which makes every offset 0.
package struct PickerPageLayout: Hashable, Sendable {
    /// The number of real items; never negative.
    package let itemCount: Int
    /// The width of one page in points; 0 when the given width was not usable.
    package let pageWidth: CGFloat

    /// The most items a picker lays out: 2³⁰ (about a billion). Larger
    /// counts (up to `Int.max`) are treated as this many, so page numbers and
    /// the whole-page shifts of a recentring never overflow.
    package static let maximumItemCount = 1 << 30

    /// The most pages ``visiblePages(atOffset:visibleWidth:)`` returns: 100.
    /// A visible window wider than 100 pages (a page of a fraction of a
    /// point, a window 10¹³ points wide) shows the 100 pages centred on the
    /// page-sized viewport, so a view pool never builds more views than that.
    package static let maximumVisiblePageCount = 100

    /// The most whole periods one recentring shifts an offset by: 10⁶. A
    /// driver that finds an offset farther out (a broken host, a page width
    /// near the smallest `CGFloat`) puts it back on the same item at once.
    package static let maximumShiftPeriods: CGFloat = 1e6

    /// Creates the picker layout for `itemCount` items on pages `pageWidth` wide.
    /// A negative count gives 0, one above ``maximumItemCount`` gives that.
    /// `loops` false lays the items out once, without the copies: a finite
    /// picker that stops at its first and last item.
    package init(itemCount: Int, pageWidth: CGFloat, loops: Bool = true) {
        self.itemCount = Swift.min(Swift.max(0, itemCount), Self.maximumItemCount)
        self.pageWidth = pageWidth.usableWidth
        self.loops = loops
    }

    /// Whether the items loop (default true); false: no copies, no recentring.
    package let loops: Bool

    /// The ring of real items.
    package var cycle: Cycle { Cycle(count: itemCount) }

    /// Whether the strip carries the two copies (two or more items).
    package var isPadded: Bool { loops && itemCount >= 2 }

    /// The number of pages: `itemCount + 2` when padded, else `itemCount`.
    package var pageCount: Int { isPadded ? itemCount + 2 : itemCount }

    /// The scroll view's content width: `pageCount × pageWidth`.
    package var contentWidth: CGFloat { CGFloat(pageCount) * pageWidth }

    /// The distance a recentring moves the offset: `itemCount × pageWidth`
    /// (0 without padding).
    package var period: CGFloat { isPadded ? CGFloat(itemCount) * pageWidth : 0 }

    /// The item a page shows. Page 0 shows the last item and page `n + 1` the
    /// first when padded; pages beyond the content continue the same ring, so
    /// a view pool can place a page at any index. Without padding the page is
    /// clamped into `0..<itemCount`. Returns 0 when there are no items.
    package func item(atPage page: Int) -> Int {
        guard itemCount > 0 else { return 0 }
        if isPadded { return cycle.wrap(page &- 1) }
        return Swift.min(Swift.max(page, 0), itemCount - 1)
    }

    /// The real (non-copy) page of an item: `item + 1` when padded. Items out
    /// of range are wrapped when padded and clamped otherwise.
    package func page(ofItem item: Int) -> Int {
        guard itemCount > 0 else { return 0 }
        if isPadded { return cycle.wrap(item) + 1 }
        return Swift.min(Swift.max(item, 0), itemCount - 1)
    }

    /// The content offset of an item's real page (left to right).
    package func offset(ofItem item: Int) -> CGFloat {
        CGFloat(page(ofItem: item)) * pageWidth
    }

    /// The page mostly on screen at a content offset (the nearest page; a
    /// half-way offset rounds up). 0 for a NaN or infinite offset or a zero
    /// page width.
    package func page(atOffset offset: CGFloat) -> Int {
        guard pageWidth > 0, offset.isFinite else { return 0 }
        // Half-way rounds up, negatives too; clamped so huge offsets cannot trap.
        return (offset / pageWidth + 0.5).flooredInt(limit: CGFloat(Int32.max))
    }

    /// The item mostly on screen at a content offset. Offsets beyond the content
    /// continue the ring; without padding they clamp to the first or last item.
    package func item(atOffset offset: CGFloat) -> Int {
        item(atPage: page(atOffset: offset))
    }

    /// The offset moved by whole periods so that it lies strictly between 0
    /// and `(n + 1) × pageWidth`, the range in which neither edge of the content
    /// can be reached. Offsets already inside are returned unchanged; so is
    /// every finite offset of a strip without padding or without width. A NaN
    /// or infinite offset gives the first item's offset.
    ///
    /// The shift `recentered(x) - x` is always a whole multiple of ``period``.
    package func recentered(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return self.offset(ofItem: 0) }
        guard isPadded, pageWidth > 0 else { return offset }
        let upper = CGFloat(itemCount + 1) * pageWidth
        if offset > 0 && offset < upper { return offset }
        let p = period
        // The remainder is exact, so even huge offsets and tiny pages land in the band.
        if offset <= 0 {
            return offset.truncatingRemainder(dividingBy: p) + p   // (0, p]
        }
        let lower = upper - p
        return lower + (offset - lower).truncatingRemainder(dividingBy: p)   // [lower, upper)
    }

    /// The content x of a page's leading edge in the given layout direction.
    /// Right to left mirrors the pages, so the first item's real page sits at
    /// the right of the content and forward scrolling runs to the left.
    package func x(ofPage page: Int, direction: LayoutDirection = .leftToRight) -> CGFloat {
        CGFloat(visualPage(ofPage: page, direction: direction)) * pageWidth
    }

    /// The pages (virtual, possibly beyond the content, whose items continue the
    /// ring) that intersect a visible window. The window is `visibleWidth`
    /// wide, centred on the page-sized viewport at `offset`, so pages that peek
    /// in beside a narrow scroll view count too. Empty without items or width,
    /// or for a NaN or infinite offset. Never more than
    /// ``maximumVisiblePageCount`` pages: a wider window gives that many,
    /// centred on the page at `offset`. Page numbers stay within ±2³¹.
    package func visiblePages(atOffset offset: CGFloat, visibleWidth: CGFloat) -> Range<Int> {
        guard itemCount > 0, pageWidth > 0, offset.isFinite else { return 0..<0 }
        let limit = CGFloat(Int32.max)
        let cap = Self.maximumVisiblePageCount
        // The page at `offset`, kept far enough inside ±2³¹ for a capped
        // window (only worked out for such a window: not on every scroll).
        func here() -> Int {
            let bound = Int(Int32.max) - cap
            return Swift.min(Swift.max((offset / pageWidth).flooredInt(limit: limit), -bound), bound)
        }
        let extra = Swift.max(0, visibleWidth.positiveOrZero - pageWidth) / 2
        var first: Int, last: Int
        let extraPages = extra / pageWidth
        if extraPages.isFinite, extraPages < CGFloat(cap) {
            first = ((offset - extra) / pageWidth).flooredInt(limit: limit)
            last = ((offset + pageWidth + extra) / pageWidth).ceiledInt(limit: limit)
        } else {
            first = here() - cap / 2 + 1
            last = first + cap
        }
        if last - first > cap {
            // Rounding out at both ends of a window just under the cap.
            first = Swift.max(first, here() - cap / 2 + 1)
            last = first + cap
        }
        if !isPadded { first = Swift.max(first, 0); last = Swift.min(last, pageCount) }
        return first..<Swift.max(first, last)
    }
}

/// The option picker laid out along either axis: the strip's "width" is its
/// length along the axis (x for horizontal, y for vertical), and the
/// picker's scroll view, content and pages are placed with these frames.
/// Horizontal gives exactly the frames of the horizontal-only helpers.
extension PickerPageLayout {
    /// The frame of the picker's paging scroll view in a view of `viewSize`:
    /// one page long along `axis`, centred, the view's full size across it
    /// (see ``scrollViewFrame(pageWidth:viewWidth:height:)``; bad lengths
    /// count as 0).
    package static func scrollViewFrame(pageLength: CGFloat, viewSize: CGSize, axis: ScrollAxis) -> CGRect {
        let view = axis.along(viewSize).positiveOrZero
        let page = Swift.min(pageLength.positiveOrZero, view)
        return CGRect(origin: axis.point(along: (view - page) / 2, across: 0),
                      size: axis.size(along: page, across: axis.across(viewSize).positiveOrZero))
    }

    /// The scroll view's content size: ``contentWidth`` along `axis`,
    /// `crossLength` (the scroll view's size across it; bad values give 0)
    /// across.
    package func contentSize(crossLength: CGFloat, axis: ScrollAxis) -> CGSize {
        axis.size(along: contentWidth, across: crossLength.positiveOrZero)
    }

    /// The frame of visual page `page` in the scroll view's content: at
    /// ``x(ofVisualPage:)`` along `axis`, one page long, `crossLength` across.
    package func frame(ofVisualPage page: Int, crossLength: CGFloat, axis: ScrollAxis) -> CGRect {
        CGRect(origin: axis.point(along: x(ofVisualPage: page), across: 0),
               size: axis.size(along: pageWidth, across: crossLength.positiveOrZero))
    }
}

extension PickerPageLayout {
    /// How centred visual page `page` is at content offset `offset`, 0...1:
    /// 1 at rest in the centre, falling linearly to 0 one page away and
    /// beyond, so the option leaving and the option arriving share a swipe as
    /// the strip's two tabs share a `PagingState`. Without a usable page
    /// width or offset the distance counts as 0 (``distanceFromCenter(ofVisualPage:offset:)``).
    package func emphasis(ofVisualPage page: Int, offset: CGFloat) -> CGFloat {
        let distance = abs(distanceFromCenter(ofVisualPage: page, offset: offset))
        return distance.isNaN ? 0 : (1 - distance).clampedToUnit
    }
}

extension PickerPageLayout {
    /// Which page a tap hit, as items from the page nearest the centre: 0
    /// for the centred page, +1 for the next item's page (on the right left
    /// to right, on the left right to left), −1 for the previous one, and so
    /// on for narrow pages. `position` is the tap along the picker's axis in
    /// the picker's own coordinates (0 at its left or top edge), `visibleWidth`
    /// the picker's length along that axis and `offset` the content offset
    /// of its page-wide scroll view, which is centred in the picker
    /// (``scrollViewFrame(pageLength:viewSize:axis:)``).
    ///
    /// Nil when there is nothing to hit: no page width, a position outside
    /// the picker, or any input that is NaN or infinite.
    package func tapSteps(at position: CGFloat, visibleWidth: CGFloat, offset: CGFloat,
                         direction: LayoutDirection) -> Int? {
        guard pageWidth > 0, position.isFinite, visibleWidth.isFinite, offset.isFinite,
              position >= 0, position <= visibleWidth else { return nil }
        // The scroll view is one page wide, centred: its leading edge sits
        // this far into the picker.
        let inset = (visibleWidth - pageWidth) / 2
        let hit = ((offset + position - inset) / pageWidth).rounded(.down)
        let centered = (offset / pageWidth).rounded(.toNearestOrAwayFromZero)
        let delta = hit - centered
        // Only the pages the picker can show (a huge offset loses precision).
        let reach = (visibleWidth / pageWidth / 2).rounded(.up) + 1
        guard delta.isFinite, abs(delta) <= reach else { return nil }
        return Int(delta) * Self.forwardStep(direction)
    }
}

/// Where the option picker puts its paging scroll view inside its own view.
extension PickerPageLayout {
    /// The frame of the picker's paging scroll view in a view `viewWidth`
    /// wide and `height` tall: `pageWidth` wide (the width from
    /// ``pageWidth(requested:viewWidth:)``, at most the view's), centred, full
    /// height, so that the neighbouring pages peek in at both sides.
    ///
    /// Bad input: a width or height that is negative, NaN or infinite counts
    /// as 0, so the frame is always finite.
    package static func scrollViewFrame(pageWidth: CGFloat, viewWidth: CGFloat, height: CGFloat) -> CGRect {
        let view = viewWidth.positiveOrZero
        let page = Swift.min(pageWidth.positiveOrZero, view)
        return CGRect(origin: CGPoint(x: (view - page) / 2, y: 0),
                      size: CGSize(width: page, height: height.positiveOrZero))
    }

    /// Whether the picker's scroll view clips its pages: only when a page is
    /// as wide as the view (nothing could peek in); a narrower page leaves its
    /// neighbours visible beside it. Bad widths count as 0 (so a view without
    /// width clips).
    package static func clipsPages(pageWidth: CGFloat, viewWidth: CGFloat) -> Bool {
        pageWidth.positiveOrZero >= viewWidth.positiveOrZero
    }

    /// The room the picker's scroll view gets before and after its content
    /// along its axis (its `contentInset`), 4,000 points when the picker
    /// loops, else none. UIKit resists a drag beyond the content and its
    /// insets (the rubber band); the driver keeps a dragged offset only half
    /// a page from the content's edges, and a finger may move farther in one
    /// frame. With this room such a move reaches no edge, and the driver
    /// recentres out of the room on the `scrollViewDidScroll` that entered it.
    package var dragRoom: CGFloat { isPadded && pageWidth > 0 ? 4_000 : 0 }
}
