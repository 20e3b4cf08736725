// The picker driver recentring by whole periods and choosing which pages are shown.
import Foundation

extension PickerScrollDriver {
    func recenterIfNeeded(margin: CGFloat = 0) {
        guard let host else { return }
        recenterIfNeeded(host, margin: margin)
    }

    func recenterIfNeeded(_ host: ScrollHost, margin: CGFloat = 0) {
        guard strip.isPadded, strip.pageWidth > 0 else { return }
        let x = offsetAfterWrites ?? host.offsetAlongAxis
        guard x.isFinite else { return }
        var r = strip.recentered(x)
        if r == x && margin > 0 {
            // Inside the band but within `margin` of an edge: the same place one period further in (the band is a
            // period and a page long, so it lies in the band, at least `margin` from both edges).
            if x < margin { r = x + strip.period } else if x > CGFloat(strip.itemCount + 1) * strip.pageWidth - margin { r = x - strip.period }
        }
        guard r != x else { return }
        // Whole periods, as whole pages; an offset farther out than `PickerPageLayout.maximumShiftPeriods` periods (a
        // broken host, a denormal page) is put back on the same item at once instead.
        let periods = ((r - x) / strip.period).rounded(.toNearestOrAwayFromZero)
        guard periods.isFinite, abs(periods) <= PickerPageLayout.maximumShiftPeriods else {
            shownPages = 0..<0
            setOffset(r, animated: false)
            return
        }
        shift(host: host, byPages: Int(periods) * strip.itemCount)
    }

    /// Moves the offset (and the drag's start page and the shown pages) by whole pages.
    func shift(host: ScrollHost, byPages pages: Int) {
        let dx = CGFloat(pages) * strip.pageWidth
        if let start = dragStartPage { dragStartPage = start + pages }
        shownPages = (shownPages.lowerBound + pages)..<(shownPages.upperBound + pages)
        offsetAfterWrites = (offsetAfterWrites ?? host.offsetAlongAxis) + dx
        outbox.append(.recentered(by: dx, pages: pages))
    }

    func showPages() { showPages(atOffset: hostOffset) }

    func showPages(atOffset offset: CGFloat) {
        if offset > pagesWindow.low && offset < pagesWindow.high && pagesWindow.pages == shownPages { return }
        pagesWindow = strip.unchangedPagesWindow(around: offset, visibleWidth: visibleWidth)
        let pages = pagesWindow.pages
        guard pages != shownPages else { return }
        shownPages = pages
        outbox.append(.showPages(pages))
    }
}
