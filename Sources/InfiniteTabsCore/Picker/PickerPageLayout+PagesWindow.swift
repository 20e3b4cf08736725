import Foundation

extension PickerPageLayout {
    /// The pages visible at an offset, with the offsets around it that show the same pages: a picker asks on every
    /// scroll event, and most events move less than a page.
    package struct PagesWindow: Hashable, Sendable {
        package var pages: Range<Int>
        /// Every offset strictly between `low` and `high` shows ``pages`` too (an empty window when `low >= high`).
        package var low: CGFloat
        package var high: CGFloat

        package static let empty = PagesWindow(pages: 0..<0, low: 0, high: 0)
    }

    /// The pages visible at `offset` (exactly ``visiblePages(atOffset:visibleWidth:)``) and an open window of offsets
    /// around it that show the same pages.
    package func unchangedPagesWindow(around offset: CGFloat, visibleWidth: CGFloat) -> PagesWindow {
        func unchanged() -> PagesWindow {
            PagesWindow(pages: visiblePages(atOffset: offset, visibleWidth: visibleWidth), low: 0, high: 0)
        }
        guard itemCount > 0, pageWidth > 0, offset.isFinite else { return unchanged() }
        let extra = Swift.max(0, visibleWidth.positiveOrZero - pageWidth) / 2
        let extraPages = extra / pageWidth
        let limit = CGFloat(Int32.max)
        guard extraPages.isFinite, extraPages < CGFloat(Self.maximumVisiblePageCount) else { return unchanged() }
        // As in visiblePages: the first page is floor((x − extra) / w), the end ceil((x + w + extra) / w); each stays
        // put between two multiples of the page width.
        let first = ((offset - extra) / pageWidth).flooredInt(limit: limit)
        let last = ((offset + pageWidth + extra) / pageWidth).ceiledInt(limit: limit)
        guard last - first <= Self.maximumVisiblePageCount, abs(first) < 1 << 30, abs(last) < 1 << 30 else {
            return unchanged()
        }
        // visiblePages' result for these ends (no cap applies).
        let shownFirst = isPadded ? first : Swift.max(first, 0)
        let shownLast = isPadded ? last : Swift.min(last, pageCount)
        let pages = shownFirst..<Swift.max(shownFirst, shownLast)
        let w = pageWidth
        let margin = 1e-9 * (abs(offset) + extra + w)
        let low = Swift.max(CGFloat(first) * w + extra, CGFloat(last - 1) * w - w - extra) + margin
        let high = Swift.min(CGFloat(first + 1) * w + extra, CGFloat(last) * w - w - extra) - margin
        guard low.isFinite, high.isFinite, low < offset, offset < high else { return PagesWindow(pages: pages, low: 0, high: 0) }
        return PagesWindow(pages: pages, low: low, high: high)
    }
}
