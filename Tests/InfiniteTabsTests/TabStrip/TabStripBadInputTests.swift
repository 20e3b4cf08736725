import XCTest
import InfiniteTabsCore
import TestSupport

/// Every public entry of the tab strip's layouts and driver, with every bad
/// `Double` and `Int` (``BadInput``), in every state (idle, mid-drag,
/// mid-animation, mid-transition): no trap, finite geometry, at most
/// ``LoopingTabLayout/maximumCopyCount`` copies, items in range.
final class TabStripBadInputTests: XCTestCase {
    func testLoopingTabLayoutAndStripFrameAnswerEveryBadInputWithFiniteValues() {
        let law = LawChecker()
        let values = BadInput.doubles + [50]
        law.withEvery("width", in: values) { w in
            law.withEvery("spacing", in: values) { gap in
                law.withEvery("viewport", in: values) { v in
                    for looping in [true, false] {
                        let strip = LoopingTabLayout(itemWidths: [w, 70, w], spacing: gap, viewportWidth: v, isLooping: looping)
                        law.expect(strip.copyCount >= 1 && strip.copyCount <= LoopingTabLayout.maximumCopyCount, "copyCount \(strip.copyCount)")
                        law.expectFinite(strip.contentWidth, "contentWidth")
                        law.expectFinite(strip.bandStart, "bandStart")
                        if strip.isLooping && strip.period > 0 {
                            law.expect(strip.bandStart >= 0 && strip.bandStart + strip.period + strip.viewportWidth <= strip.contentWidth * (1 + 1e-12),
                                       "band \(strip.bandStart) outside content \(strip.contentWidth)")
                        }
                        for x in BadInput.doubles + BadInput.ordinaryDoubles {
                            law.expectFinite(strip.recentered(x), "recentered(\(x))")
                            law.expectFinite(strip.mirroredOffset(x, direction: .rightToLeft), "mirroredOffset(\(x))")
                            if let i = strip.item(atContentX: x) { law.expectIndex(i, count: 3, "item(atContentX:)") }
                            let cells = strip.cells(overlapping: x, x + v)
                            law.expect(cells.lowerBound >= 0 && cells.upperBound <= strip.cellCount, "cells \(cells)")
                            law.expect(BadInput.isFinite(strip.frame(ofCell: strip.nearestCell(ofItem: 1, toOffset: x))), "nearest cell frame")
                            law.expectFinite(strip.offset(centering: 2, near: x), "offset(centering:near:)")
                        }
                        for i in BadInput.ints {
                            law.expectIndex(strip.item(atCell: i), count: 3, "item(atCell: \(i))")
                            _ = strip.copy(ofCell: i)
                            _ = strip.cell(ofItem: i, inCopy: i)
                            law.expect(BadInput.isFinite(strip.frame(ofCell: i)), "frame(ofCell: \(i))")
                        }
                    }
                }
            }
        }
        law.withEvery("a", in: BadInput.doubles) { a in
            law.withEvery("b", in: BadInput.doubles) { b in
                let frame = StripFrame(x: 10, width: 20).interpolated(to: StripFrame(x: 40, width: 30), fraction: a)
                law.expect(BadInput.isFinite(frame), "interpolated(fraction: \(a))")
                let rect = StripFrame(x: a, width: b).indicatorRect(stripHeight: a, height: b, leftInset: a, rightInset: b, bottomInset: a)
                law.expect(BadInput.isFinite(rect), "indicatorRect")
            }
        }
        law.finish()
    }

    func testSizingFollowingAndProgressAnswerEveryBadInputWithFiniteValues() {
        let law = LawChecker()
        law.withEvery("d", in: BadInput.doubles) { d in
            law.withEvery("e", in: BadInput.doubles + [375]) { e in
                for mode in [TabWidthMode.fitting, .fixed(d), .fillEqually] {
                    let sizing = TabStripSizing.resolve(measured: [d, 40, e], mode: mode, spacing: d, viewportWidth: e, scale: d, loops: true)
                    law.expect(sizing.widths.allSatisfy { $0.isFinite && $0 >= 0 }, "widths \(sizing.widths)")
                }
                law.expectFinite(TabStripSizing.contentWidth(titleWidth: d, imageWidth: e, imageSpacing: d, leading: e, trailing: d), "contentWidth")
                law.expectFinite(d.pixelCeiled(scale: e), "pixelCeiled")
                law.expectFinite(PageProgress.progress(offset: d, pageWidth: e, direction: .rightToLeft), "PageProgress")
                for count in BadInput.ints {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        guard let state = FollowedPaging.state(offset: d, pageWidth: e, contentWidth: d, itemCount: count,
                                                               direction: direction) else { continue }
                        law.expectIndex(state.index, count: count, "FollowedPaging.state index")
                        if let m = state.move { law.expectFinite(m.progress, "progress"); law.expectIndex(m.to, count: count, "to") }
                    }
                }
            }
        }
        law.finish()
    }

    /// The strip in each state before the bad call.
    private enum Phase: CaseIterable { case idle, midDrag, midAnimation, midTransition }

    @MainActor private static func rig(_ phase: Phase, looping: Bool = true)
        -> (StripDriverHarness, FakeScrollHost, TabStripDriverTests.Recorder) {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 200)
        let recorder = TabStripDriverTests.Recorder()
        recorder.host = host
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        host.onAnimationEnd = { [unowned driver] in driver.didEndScrollingAnimation() }
        driver.host = host
        driver.onCommand = { recorder.commands.append($0) }
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: looping, direction: .leftToRight)
        switch phase {
        case .idle: break
        case .midDrag: host.drag(by: 120)
        case .midAnimation: host.drag(by: 215); host.lift(); driver.tap(cell: 6)
        case .midTransition: driver.apply(.transitioning(PagingMove(from: 0, to: 2, steps: -1, progress: 0.4)), animated: false)
        }
        return (driver, host, recorder)
    }

    @MainActor private static func check(_ driver: StripDriverHarness, _ host: FakeScrollHost, _ recorder: TabStripDriverTests.Recorder,
                                  _ law: LawChecker, hostIsSane: Bool = true) {
        for command in recorder.commands {
            switch command {
            case .setOffset(let x, _): law.expectFinite(x, "setOffset")
            case .recentered(let dx): law.expectFinite(dx, "recentred")
            case .placeIndicator(let f, _): law.expect(BadInput.isFinite(f), "placeIndicator \(f)")
            case .select(let i): law.expectIndex(i, count: driver.itemCount, "select")
            case .notifyTap(let i, _): law.expectIndex(i, count: driver.itemCount, "notifyTap")
            case .notifyReselect(let i): law.expectIndex(i, count: driver.itemCount, "notifyReselect")
            case .reloadLayout(let strip): law.expect(strip.copyCount <= LoopingTabLayout.maximumCopyCount, "copies")
            }
        }
        law.expect(BadInput.isFinite(driver.indicatorFrame), "indicatorFrame \(driver.indicatorFrame)")
        law.expectIndex(driver.selectedIndex, count: driver.itemCount, "selectedIndex")
        if hostIsSane { law.expectFinite(host.offsetAlongAxis, "host offset") }
        recorder.commands = []
    }

    func testEveryDriverEntryTakesEveryBadValueInEveryState() { onMain {
        let law = LawChecker()
        law.withEvery("phase", in: Phase.allCases) { phase in
            law.withEvery("looping", in: [true, false]) { looping in
                law.withEvery("double", in: BadInput.doubles) { d in
                    var (driver, host, recorder) = Self.rig(phase, looping: looping)
                    driver.configure(itemWidths: [d, 100, d], spacing: d, viewportWidth: d, isLooping: looping, direction: .rightToLeft)
                    host.finishAnimation()
                    Self.check(driver, host, recorder, law)
                    (driver, host, recorder) = Self.rig(phase, looping: looping)
                    driver.update(progress: d, from: 0, to: 1)
                    driver.follow(offset: d, pageWidth: d, contentWidth: d)
                    driver.follow(offset: d, pageWidth: nil, scrollViewWidth: d, contentWidth: d)
                    _ = driver.viewChanged(ViewMetrics(width: d, height: d))
                    Self.check(driver, host, recorder, law)
                    (driver, host, recorder) = Self.rig(phase, looping: looping)
                    host.drag(by: d)
                    driver.tap(cell: 4)
                    host.finishAnimation()
                    Self.check(driver, host, recorder, law, hostIsSane: d.isFinite)
                }
                law.withEvery("int", in: BadInput.ints) { i in
                    var (driver, host, recorder) = Self.rig(phase, looping: looping)
                    driver.tap(cell: i)
                    driver.tapItem(i)
                    _ = driver.accessibilityFocus(item: i)
                    host.finishAnimation()
                    Self.check(driver, host, recorder, law)
                    (driver, host, recorder) = Self.rig(phase, looping: looping)
                    for animated in [false, true] { driver.setSelectedIndex(i, animated: animated) }
                    driver.update(progress: 0.5, from: i, to: 1)
                    driver.update(progress: 0.5, from: 1, to: i)
                    driver.apply(.dragging(PagingMove(from: i, to: i, steps: i, progress: 0.5)), animated: true)
                    driver.apply(.idle(index: i), animated: true)
                    _ = driver.isSelected(i)
                    law.expect(BadInput.isFinite(driver.accessibilityFrame(ofItem: i)), "accessibilityFrame")
                    _ = driver.content(ofCell: i, availableItems: i)
                    _ = driver.content(ofItem: i, availableItems: i)
                    host.finishAnimation()
                    Self.check(driver, host, recorder, law)
                }
            }
        }
        law.finish()
    } }
}
