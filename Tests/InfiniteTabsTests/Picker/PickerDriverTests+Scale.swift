// Picker driver tests at scale: a hundred thousand options and seeded random gestures.
import XCTest
import InfiniteTabsCore
import TestSupport

extension PickerDriverTests {
    /// 100,000 options and long seeded gesture sequences: the pool never holds
    /// more than the visible pages + 2 views, each view shows the item of its
    /// page, and the picker ends on start + net steps mod n.
    func testHundredThousandOptionsReuseAHandfulOfViews() { onMain {
        final class PageView { var item = -1 }
        let rig = Rig(items: 100_000, page: 100, visible: 300)
        let pool = OptionViewPool<PageView>()
        var maxVisible = 0
        let strip = rig.driver.strip
        func apply(_ command: PickerCommand) {
            switch command {
            case .layout: pool.recycleAll()
            case .recentered(_, let pages): pool.shiftPages(by: pages)
            case .showPages(let pages):
                maxVisible = max(maxVisible, pages.count)
                pool.show(pages: pages, make: { PageView() }, configure: { $0.item = strip.item(atVisualPage: $1, direction: .leftToRight) })
            default: break
            }
        }
        rig.commands.forEach(apply)
        rig.driver.onCommand = { apply($0); rig.commands.append($0) }
        var rng = SeededRandom(seed: 1)
        var expected = 0
        for _ in 0..<3_000 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                rig.fling(by: 45, velocity: 0.6); expected += 1
            case 1:
                rig.fling(by: -45, velocity: -0.6); expected -= 1
            default:
                rig.driver.tap(); rig.host.finishAnimation(); expected += 1
            }
            for slot in pool.visible {
                XCTAssertEqual(slot.view.item, strip.item(atVisualPage: slot.page, direction: .leftToRight))
            }
        }
        XCTAssertEqual(rig.driver.selectedIndex, Cycle(count: 100_000).wrap(expected))
        XCTAssertLessThanOrEqual(pool.createdCount, maxVisible + 2)
        XCTAssertLessThanOrEqual(maxVisible, 5)
    } }

    /// Every item count 0…12, both directions: seeded flings, slow drags,
    /// taps and auto-advance ticks. At rest the offset is on a real page, the
    /// selection is the item on screen, every recentring is one period, and
    /// each report is a change.
    func testRandomGesturesKeepTheInvariants() { onMain {
        var rng = SeededRandom(seed: 42)
        for n in 0...12 {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let rig = Rig(items: n, page: 90, visible: 250, direction: direction)
                var lastSettled = rig.driver.selectedIndex
                for _ in 0..<200 {
                    rig.commands = []
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0 where rig.driver.isScrollEnabled: rig.fling(by: CGFloat(Int.random(in: -250...250, using: &rng)),
                                      velocity: CGFloat(Int.random(in: -30...30, using: &rng)) / 10)
                    case 0, 1: rig.driver.tap(); rig.host.finishAnimation()
                    case 2: rig.driver.autoAdvanceTick(); rig.host.finishAnimation()
                    default: rig.driver.setSelectedIndex(Int.random(in: 0..<max(1, n), using: &rng), animated: true)
                        rig.host.finishAnimation()
                    }
                    for case .recentered(let dx, let pages) in rig.commands {
                        XCTAssertEqual(abs(pages), n)
                        XCTAssertEqual(dx, CGFloat(pages) * 90)
                    }
                    for case .notify(let i) in rig.commands {
                        XCTAssertNotEqual(i, lastSettled)
                        lastSettled = i
                    }
                    let x = rig.host.offsetAlongAxis
                    XCTAssertTrue(x.isFinite)
                    guard n >= 2 else { XCTAssertEqual(x, 0); continue }
                    let page = x / 90
                    XCTAssertEqual(page, page.rounded(), "at rest on a page")
                    XCTAssert(page >= 1 && page <= CGFloat(n), "n=\(n) at rest on page \(page), a copy")
                    XCTAssertEqual(rig.driver.selectedIndex, rig.driver.currentItem)
                    lastSettled = rig.driver.selectedIndex
                }
            }
        }
    } }
}
