import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabs
import InfiniteTabsCore
import MallocCounter

// Part 3: the picker's page views, through the same PageViewPool and
// PaddedStrip calls the UIKit picker makes in scrollViewDidScroll.

/// Stands in for a picker page view.
final class FakePageView {
    var page = 0
    var item = 0
}

struct ViewPoolResult {
    var itemCount: Int
    var pagesScrolled: Int
    var events: Int
    var recenterings: Int
    var maxVisiblePages: Int
    var created: Int
    var wrongItems: Int
    /// Heap allocations while scrolling, views created included (after a
    /// warm-up scroll through another pool, so one-time runtime caches of the
    /// generic types are not counted).
    var allocations: UInt64
    /// Mean time per event of the same scroll without the checks (a second
    /// pool): recentre, shift, visible pages, show.
    var nanosecondsPerEvent: Double = 0
}

enum ViewPoolBenchmark {
    static let pageWidth: CGFloat = 100
    static let visibleWidth: CGFloat = 300
    /// Points scrolled per event: not a divisor of the page width, so every
    /// phase of a page is seen.
    static let step: CGFloat = 7

    /// Scrolls `pages` pages forward from 5,000 items before the end (so the
    /// 100,000-item picker recentres too): each event moves the offset by
    /// `step`, recentres it, shifts the pool's pages by the same whole
    /// periods, and shows the visible pages. Checks after every event that each
    /// view shows the item of its page.
    static func run(itemCount: Int, pages: Int) -> ViewPoolResult {
        _ = scroll(itemCount: 10, pages: 30, check: true)
        var result = scroll(itemCount: itemCount, pages: pages, check: true)
        result.nanosecondsPerEvent = scroll(itemCount: itemCount, pages: pages, check: false).nanosecondsPerEvent
        return result
    }

    private static func scroll(itemCount: Int, pages: Int, check: Bool) -> ViewPoolResult {
        let strip = PaddedStrip(itemCount: itemCount, pageWidth: pageWidth)
        let pool = PageViewPool<FakePageView>()
        var offset = strip.offset(ofItem: Swift.max(0, itemCount - 5_000))
        var events = 0, recenterings = 0, maxVisible = 0, wrong = 0
        var travelled: CGFloat = 0
        let distance = CGFloat(pages) * pageWidth
        let before = mc_allocation_count()
        let t0 = mc_now_ns()
        while travelled < distance {
            let raw = offset + step
            travelled += step
            let recentered = strip.recentered(raw)
            if recentered != raw {
                recenterings += 1
                pool.shiftPages(by: Int(((recentered - raw) / pageWidth).rounded()))
            }
            offset = recentered
            let visible = strip.visiblePages(atOffset: offset, visibleWidth: visibleWidth)
            maxVisible = Swift.max(maxVisible, visible.count)
            pool.show(pages: visible, make: { FakePageView() }, configure: { view, page in
                view.page = page
                view.item = strip.item(atPage: page)
            })
            if check {
                for slot in pool.visible where slot.view.item != strip.item(atPage: slot.page) { wrong += 1 }
            }
            events += 1
        }
        let t1 = mc_now_ns()
        let allocations = mc_allocation_count() &- before
        mc_black_hole(Double(wrong + maxVisible))
        return ViewPoolResult(itemCount: itemCount, pagesScrolled: pages, events: events, recenterings: recenterings,
                              maxVisiblePages: maxVisible, created: pool.createdCount, wrongItems: wrong,
                              allocations: allocations,
                              nanosecondsPerEvent: Double(t1 &- t0) / Double(Swift.max(1, events)))
    }
}
