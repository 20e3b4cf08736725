import XCTest
import InfiniteTabsCore
import TestSupport

/// Every public entry of the option picker's layout and driver, with every
/// bad `Double` and `Int` (``BadInput``), in every state (idle, mid-drag,
/// mid-animation): no trap, no NaN or infinite offset, at most
/// ``PickerPageLayout/maximumVisiblePageCount`` pages asked for, items in range.
final class PickerBadInputTests: XCTestCase {
    func testPickerPageLayoutAnswersEveryBadInputWithFiniteBoundedValues() {
        let law = LawChecker()
        let counts = BadInput.ints + [3]
        let widths = BadInput.doubles + [100]
        law.withEvery("itemCount", in: counts) { n in
            law.withEvery("pageWidth", in: widths) { w in
                let strip = PickerPageLayout(itemCount: n, pageWidth: w)
                law.expect(strip.itemCount >= 0 && strip.itemCount <= PickerPageLayout.maximumItemCount, "itemCount \(strip.itemCount)")
                law.expectFinite(strip.contentWidth, "contentWidth")
                law.expectFinite(strip.period, "period")
                for x in BadInput.doubles + BadInput.ordinaryDoubles {
                    law.expectFinite(strip.recentered(x), "recentered(\(x))")
                    law.expectIndex(strip.item(atOffset: x), count: strip.itemCount, "item(atOffset: \(x))")
                    for visible in BadInput.doubles + [300] {
                        let pages = strip.visiblePages(atOffset: x, visibleWidth: visible)
                        law.expect(pages.count <= PickerPageLayout.maximumVisiblePageCount, "visiblePages(\(x), \(visible)) = \(pages)")
                    }
                }
                for i in BadInput.ints {
                    law.expectIndex(strip.item(atPage: i), count: strip.itemCount, "item(atPage: \(i))")
                    law.expectFinite(strip.offset(ofItem: i), "offset(ofItem: \(i))")
                    law.expectFinite(strip.x(ofPage: i, direction: .rightToLeft), "x(ofPage: \(i))")
                    law.expectFinite(strip.x(ofVisualPage: i), "x(ofVisualPage: \(i))")
                    law.expectIndex(strip.item(atVisualPage: i, direction: .rightToLeft), count: strip.itemCount, "item(atVisualPage: \(i))")
                }
            }
        }
        law.withEvery("pageWidth", in: BadInput.doubles) { w in
            law.withEvery("viewWidth", in: BadInput.doubles) { v in
                law.expectFinite(PickerPageLayout.pageWidth(requested: w, viewWidth: v), "pageWidth(requested:viewWidth:)")
                law.expect(BadInput.isFinite(PickerPageLayout.scrollViewFrame(pageWidth: w, viewWidth: v, height: w)), "scrollViewFrame")
                _ = PickerPageLayout.clipsPages(pageWidth: w, viewWidth: v)
            }
        }
        law.finish()
    }

    /// The picker in each state before the bad call.
    private enum Phase: CaseIterable { case idle, midDrag, midAnimation }

    @MainActor private static func rig(_ phase: Phase) -> PickerDriverTests.Rig {
        let rig = PickerDriverTests.Rig()
        switch phase {
        case .idle: break
        case .midDrag:
            rig.driver.willBeginDragging()
            rig.host.drag(by: -40)
        case .midAnimation:
            rig.driver.tap()
        }
        return rig
    }

    @MainActor private static func check(_ rig: PickerDriverTests.Rig, _ law: LawChecker, hostIsSane: Bool = true) {
        for command in rig.commands {
            switch command {
            case .setOffset(let x, _): law.expectFinite(x, "setOffset")
            case .recentered(let dx, _): law.expectFinite(dx, "recentred")
            case .showPages(let pages): law.expect(pages.count <= PickerPageLayout.maximumVisiblePageCount, "showPages \(pages)")
            case .notify(let i): law.expectIndex(i, count: rig.driver.strip.itemCount, "notify")
            case .announce(let i): law.expectIndex(i, count: rig.driver.strip.itemCount, "announce")
            case .layout: break
            }
        }
        if hostIsSane { law.expectFinite(rig.host.offsetAlongAxis, "host offset") }
        law.expectIndex(rig.driver.selectedIndex, count: rig.driver.strip.itemCount, "selectedIndex")
        law.expectIndex(rig.driver.currentItem, count: rig.driver.strip.itemCount, "currentItem")
        rig.commands = []
    }

    func testEveryDriverEntryTakesEveryBadValueInEveryState() { onMain {
        let law = LawChecker()
        law.withEvery("phase", in: Phase.allCases) { phase in
            law.withEvery("double", in: BadInput.doubles) { d in
                var r = Self.rig(phase)
                r.driver.configure(itemCount: 3, pageWidth: d, visibleWidth: 300, direction: .leftToRight)
                Self.check(r, law)
                r = Self.rig(phase)
                r.driver.configure(itemCount: 3, pageWidth: 100, visibleWidth: d, direction: .rightToLeft)
                Self.check(r, law)
                r = Self.rig(phase)
                _ = r.driver.willEndDragging(velocity: d)
                Self.check(r, law)
                r = Self.rig(phase)
                r.host.drag(by: d) // the host reports any offset; NaN and ±infinity are ignored
                r.driver.didEndDecelerating()
                Self.check(r, law, hostIsSane: d.isFinite)
                r = Self.rig(phase)
                _ = r.driver.viewChanged(ViewMetrics(width: d, height: d))
                Self.check(r, law)
                _ = PickerScrollDriver.autoAdvanceInterval(TimeInterval(d), isOnScreen: true)
            }
            law.withEvery("int", in: BadInput.ints) { i in
                var r = Self.rig(phase)
                r.driver.configure(itemCount: i, pageWidth: 100, visibleWidth: 300, direction: .leftToRight, selectedIndex: i)
                Self.check(r, law)
                r.driver.tap()
                r.driver.accessibilityIncrement()
                r.driver.accessibilityDecrement()
                r.driver.autoAdvanceTick()
                Self.check(r, law)
                r = Self.rig(phase)
                for animated in [false, true] { r.driver.setSelectedIndex(i, animated: animated) }
                r.host.finishAnimation()
                Self.check(r, law)
            }
        }
        law.finish()
    } }
}
