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
    package let itemCount: Int
    package let pageWidth: CGFloat

    package static let maximumItemCount = 1 << 30

    package static let maximumVisiblePageCount = 100

    package static let maximumShiftPeriods: CGFloat = 1e6

    /// Creates the picker layout for `itemCount` items on pages `pageWidth` wide.
    package init(itemCount: Int, pageWidth: CGFloat, loops: Bool = true) {
        self.itemCount = Swift.min(Swift.max(0, itemCount), Self.maximumItemCount)
        self.pageWidth = pageWidth.usableWidth
        self.loops = loops
    }

    package let loops: Bool

    package var cycle: Cycle { Cycle(count: itemCount) }

    package var isPadded: Bool { loops && itemCount >= 2 }

    package var pageCount: Int { isPadded ? itemCount + 2 : itemCount }

    package var contentWidth: CGFloat { CGFloat(pageCount) * pageWidth }

    package var period: CGFloat { isPadded ? CGFloat(itemCount) * pageWidth : 0 }

    /// The item a page shows.
    package func item(atPage page: Int) -> Int {
        guard itemCount > 0 else { return 0 }
        if isPadded { return cycle.wrap(page &- 1) }
        return Swift.min(Swift.max(page, 0), itemCount - 1)
    }

    /// The real (non-copy) page of an item: `item + 1` when padded.
    package func page(ofItem item: Int) -> Int {
        guard itemCount > 0 else { return 0 }
        if isPadded { return cycle.wrap(item) + 1 }
        return Swift.min(Swift.max(item, 0), itemCount - 1)
    }

    /// The content offset of an item's real page (left to right).
    package func offset(ofItem item: Int) -> CGFloat {
        CGFloat(page(ofItem: item)) * pageWidth
    }

    /// The page mostly on screen at a content offset (the nearest page; a half-way offset rounds up).
    package func page(atOffset offset: CGFloat) -> Int {
        guard pageWidth > 0, offset.isFinite else { return 0 }
        // Half-way rounds up, negatives too; clamped so huge offsets cannot trap.
        return (offset / pageWidth + 0.5).flooredInt(limit: CGFloat(Int32.max))
    }

    /// The item mostly on screen at a content offset.
    package func item(atOffset offset: CGFloat) -> Int {
        item(atPage: page(atOffset: offset))
    }

    /// The offset moved by whole periods so that it lies strictly between 0 and `(n + 1) × pageWidth`, the range in
    /// which neither edge of the content can be reached.
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
    package func x(ofPage page: Int, direction: LayoutDirection = .leftToRight) -> CGFloat {
        CGFloat(visualPage(ofPage: page, direction: direction)) * pageWidth
    }

    /// The pages (virtual, possibly beyond the content, whose items continue the ring) that intersect a visible window.
    package func visiblePages(atOffset offset: CGFloat, visibleWidth: CGFloat) -> Range<Int> {
        guard itemCount > 0, pageWidth > 0, offset.isFinite else { return 0..<0 }
        let limit = CGFloat(Int32.max)
        let cap = Self.maximumVisiblePageCount
        // The page at `offset`, kept far enough inside ±2³¹ for a capped window (only worked out for such a window: not
        // on every scroll).
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

/// The option picker laid out along either axis: the strip's "width" is its length along the axis (x for horizontal, y
/// for vertical), and the picker's scroll view, content and pages are placed with these frames.
extension PickerPageLayout {
    /// The frame of the picker's paging scroll view in a view of `viewSize`: one page long along `axis`, centred, the
    /// view's full size across it (see ``scrollViewFrame(pageWidth:viewWidth:height:)``; bad lengths count as 0).
    package static func scrollViewFrame(pageLength: CGFloat, viewSize: CGSize, axis: ScrollAxis) -> CGRect {
        let view = axis.along(viewSize).positiveOrZero
        let page = Swift.min(pageLength.positiveOrZero, view)
        return CGRect(origin: axis.point(along: (view - page) / 2, across: 0),
                      size: axis.size(along: page, across: axis.across(viewSize).positiveOrZero))
    }

    /// The scroll view's content size: ``contentWidth`` along `axis`, `crossLength` (the scroll view's size across it;
    /// bad values give 0) across.
    package func contentSize(crossLength: CGFloat, axis: ScrollAxis) -> CGSize {
        axis.size(along: contentWidth, across: crossLength.positiveOrZero)
    }

    /// The frame of visual page `page` in the scroll view's content: at ``x(ofVisualPage:)`` along `axis`, one page
    /// long, `crossLength` across.
    package func frame(ofVisualPage page: Int, crossLength: CGFloat, axis: ScrollAxis) -> CGRect {
        CGRect(origin: axis.point(along: x(ofVisualPage: page), across: 0),
               size: axis.size(along: pageWidth, across: crossLength.positiveOrZero))
    }
}

extension PickerPageLayout {
    /// How centred visual page `page` is at content offset `offset`, 0...1: 1 at rest in the centre, falling linearly
    /// to 0 one page away and beyond, so the option leaving and the option arriving share a swipe as the strip's two
    /// tabs share a `PagingState`.
    package func emphasis(ofVisualPage page: Int, offset: CGFloat) -> CGFloat {
        let distance = abs(distanceFromCenter(ofVisualPage: page, offset: offset))
        return distance.isNaN ? 0 : (1 - distance).clampedToUnit
    }
}

extension PickerPageLayout {
    /// Which page a tap hit, as items from the page nearest the centre: 0 for the centred page, +1 for the next item's
    /// page (on the right left to right, on the left right to left), −1 for the previous one, and so on for narrow
    /// pages.
    package func tapSteps(at position: CGFloat, visibleWidth: CGFloat, offset: CGFloat,
                         direction: LayoutDirection) -> Int? {
        guard pageWidth > 0, position.isFinite, visibleWidth.isFinite, offset.isFinite,
              position >= 0, position <= visibleWidth else { return nil }
        // The scroll view is one page wide, centred: its leading edge sits this far into the picker.
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
    /// The frame of the picker's paging scroll view in a view `viewWidth` wide and `height` tall: `pageWidth` wide (the
    /// width from ``pageWidth(requested:viewWidth:)``, at most the view's), centred, full height, so that the
    /// neighbouring pages peek in at both sides.
    package static func scrollViewFrame(pageWidth: CGFloat, viewWidth: CGFloat, height: CGFloat) -> CGRect {
        let view = viewWidth.positiveOrZero
        let page = Swift.min(pageWidth.positiveOrZero, view)
        return CGRect(origin: CGPoint(x: (view - page) / 2, y: 0),
                      size: CGSize(width: page, height: height.positiveOrZero))
    }

    /// Whether the picker's scroll view clips its pages: only when a page is as wide as the view (nothing could peek
    /// in); a narrower page leaves its neighbours visible beside it.
    package static func clipsPages(pageWidth: CGFloat, viewWidth: CGFloat) -> Bool {
        pageWidth.positiveOrZero >= viewWidth.positiveOrZero
    }

    /// The room the picker's scroll view gets before and after its content along its axis (its `contentInset`), 4,000
    /// points when the picker loops, else none.
    package var dragRoom: CGFloat { isPadded && pageWidth > 0 ? 4_000 : 0 }
}
