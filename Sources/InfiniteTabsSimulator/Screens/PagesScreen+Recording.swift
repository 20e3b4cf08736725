#if os(Linux)
import InfiniteTabs
import UIKit

extension PagesScreen {
    /// What the screen shows now, as recorded frames (for the pictures):
    /// the strip's cells, indicator and scroll view read from its views
    /// (with `events` in words), and the pages on screen with their state.
    package func record(events: [String] = []) -> (strip: Frame, pages: PagesFrame) {
        var stripRecord: StripFrameRecord?
        var scrollViews: [ScrollViewFrame] = []
        if let strip {
            let cv = strip.collectionView
            let n = strip.items.count
            var cells: [CellRecord] = []
            for cell in cv.visibleCells {
                guard let path = cv.indexPath(for: cell), n > 0 else { continue }
                cells.append(CellRecord(item: path.item % n, cell: path.item,
                                        span: Span(x: Double(cell.frame.minX - cv.contentOffset.x), width: Double(cell.frame.width))))
            }
            cells.sort { $0.span.x < $1.span.x }
            let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: strip)
            stripRecord = StripFrameRecord(viewportWidth: Double(strip.bounds.width), height: Double(strip.bounds.height), cells: cells,
                                           indicator: RectRecord(x: Double(indicator.minX), y: Double(indicator.minY),
                                                                 width: Double(indicator.width), height: Double(indicator.height)),
                                           selectedItem: strip.selectedIndex, itemCount: n)
            scrollViews.append(ScrollViewFrame(name: "strip", offset: Double(cv.contentOffset.x), boundsWidth: Double(cv.bounds.width),
                                               contentWidth: Double(cv.contentSize.width), isTracking: cv.isTracking,
                                               isDecelerating: cv.isDecelerating, isAnimating: cv.programmaticAnimation != nil))
        }
        let v = viewport
        let visible = pageFrames.filter { $0.frame.intersection(v).width > 0 }
            .map { PageRecord(index: $0.page.index, span: Span(x: Double($0.frame.minX - v.minX), width: Double($0.frame.width))) }
            .sorted { $0.span.x < $1.span.x }
        let state = pages.pagingState
        let kind: String
        switch state {
        case .idle: kind = "idle"
        case .dragging: kind = "dragging"
        case .settling: kind = "settling"
        case .transitioning: kind = "transitioning"
        }
        let pagesRecord = PagesFrame(pageWidth: Double(v.width), count: pages.numberOfPages, visible: visible,
                                     shownIndex: (pages.pageViewController.viewControllers?.first as? ScreenPage)?.index,
                                     selectedIndex: pages.selectedIndex, targetIndex: pages.targetIndex, state: kind,
                                     from: state.index, to: state.move?.to ?? state.index, progress: Double(state.move?.progress ?? 0))
        return (Frame(time: device.now, scrollViews: scrollViews, strip: stripRecord, events: events), pagesRecord)
    }
}
#endif
