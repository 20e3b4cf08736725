import XCTest
@testable import InfiniteTabsCore

/// Zero, negative, NaN, infinite and huge widths and offsets (views before
/// layout, broken measurements) give finite, documented results and never trap.
final class CoreBadGeometryTests: XCTestCase {
    /// Every bad value, plus the extremes of the finite ones.
    static let bad: [CGFloat] = [0, -1, -.leastNonzeroMagnitude, .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
                                 .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
    /// Offsets a control might pass: ordinary ones and every bad one.
    static let offsets: [CGFloat] = [0, 1, 99.5, 100, 150, 350, 400, 401, -1, -250, 1e12, -1e12] + bad

    func testPositiveOrZeroAndFiniteOr() {
        XCTAssertEqual(Self.bad.map(\.positiveOrZero), [0, 0, 0, .leastNonzeroMagnitude, 0, 0, 0, .greatestFiniteMagnitude, 0])
        XCTAssertEqual(CGFloat.nan.finiteOr(3), 3)
        XCTAssertEqual(CGFloat(2).finiteOr(3), 2)
        XCTAssertEqual(CGFloat(2.1).pixelCeiled(scale: 2), 2.5)
        XCTAssertEqual(CGFloat(2.1).pixelCeiled(scale: .nan), 3)
        XCTAssertEqual(CGFloat.nan.pixelCeiled(scale: 3), 0)
    }

    func testPickerPageLayoutWithABadPageWidthHasNoWidthAndMovesNothing() {
        let law = LawChecker()
        law.withEvery("n", in: [0, 1, 2, 3, 12]) { n in
            law.withEvery("pageWidth", in: Self.bad) { width in
                let strip = PickerPageLayout(itemCount: n, pageWidth: width)
                let usable = width.isFinite && width > 0 && width <= CGFloat.maximumLayoutWidth
                law.expectEqual(strip.pageWidth, usable ? width : 0, "a bad page width is not 0")
                checkFinite(strip, law: law)
            }
        }
        law.finish()
    }

    func testPickerPageLayoutWithBadOffsetsGivesFiniteDocumentedValues() {
        let law = LawChecker()
        law.withEvery("n", in: [0, 1, 2, 3, 12]) { n in
            let strip = PickerPageLayout(itemCount: n, pageWidth: 100)
            checkFinite(strip, law: law)
            law.withEvery("offset", in: Self.offsets) { x in
                let r = strip.recentered(x)
                if !x.isFinite { law.expectEqual(r, strip.offset(ofItem: 0), "a non-finite offset is not item 0's") }
                if n >= 2 { law.expect(r > 0 && r < CGFloat(n + 1) * 100, "recentred \(r) outside the band") }
            }
        }
        law.finish()
    }

    private func checkFinite(_ strip: PickerPageLayout, law: LawChecker) {
        law.expect(strip.contentWidth.isFinite && strip.period.isFinite, "content \(strip.contentWidth) period \(strip.period)")
        for x in Self.offsets {
            let r = strip.recentered(x)
            law.expect(r.isFinite, "recentered(\(x)) = \(r)")
            if x.isFinite && !strip.isPadded { law.expectEqual(r, x, "an unpadded strip moved \(x)") }
            let item = strip.item(atOffset: x)
            law.expect(strip.itemCount == 0 ? item == 0 : (0..<strip.itemCount).contains(item), "item(atOffset: \(x)) = \(item)")
            let rtlItem = strip.item(atVisualPage: strip.page(atOffset: x), direction: .rightToLeft)
            law.expect(strip.itemCount == 0 ? rtlItem == 0 : (0..<strip.itemCount).contains(rtlItem), "rtl item \(rtlItem)")
            let pages = strip.visiblePages(atOffset: x, visibleWidth: x)
            if !x.isFinite || strip.itemCount == 0 || strip.pageWidth == 0 {
                law.expect(pages.isEmpty, "visible pages \(pages) for offset \(x) without items, width or a finite offset")
            }
            law.expect(pages.lowerBound >= -Int(Int32.max) && pages.upperBound <= Int(Int32.max), "visible pages \(pages)")
        }
        for item in [-1, 0, 5, Int.max, Int.min] {
            law.expect(strip.offset(ofItem: item).isFinite, "offset(ofItem: \(item))")
            law.expect(strip.x(ofVisualPage: strip.visualPage(ofItem: item, direction: .rightToLeft)).isFinite, "rtl offset(ofItem: \(item))")
        }
    }

    func testLoopingTabLayoutWithBadWidthsSpacingOrViewportStaysFinite() {
        let law = LawChecker()
        law.withEvery("bad", in: Self.bad) { bad in
            let strips = [
                LoopingTabLayout(itemWidths: [bad], viewportWidth: 300),
                LoopingTabLayout(itemWidths: [40, bad, 60], spacing: 8, viewportWidth: 300),
                LoopingTabLayout(itemWidths: [bad, bad], viewportWidth: 300),
                LoopingTabLayout(itemWidths: [40, 60], spacing: bad, viewportWidth: 300),
                LoopingTabLayout(itemWidths: [40, 60], spacing: 8, viewportWidth: bad),
                LoopingTabLayout(itemWidths: [40, 60], spacing: 8, viewportWidth: bad, isLooping: false),
                LoopingTabLayout(itemWidths: [bad, 60], spacing: bad, viewportWidth: bad),
            ]
            law.withEvery("strip", in: strips.indices) { i in
                let strip = strips[i]
                law.expect(strip.itemWidths.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= CGFloat.maximumLayoutWidth }, "widths \(strip.itemWidths)")
                if !(bad > 0 && bad <= CGFloat.maximumLayoutWidth) && i == 1 {
                    law.expectEqual(strip.itemWidths, [40, 0, 60], "a bad width does not count as 0")
                    law.expectEqual(strip.period, 124, "period of 40 + 0 + 60 and three spacings")
                }
                if !(bad > 0 && bad <= CGFloat.maximumLayoutWidth) && i == 4 {
                    law.expectEqual(strip.viewportWidth, 0, "a bad viewport does not count as 0")
                    law.expectEqual(strip.copyCount, 3, "copies for a zero viewport")
                }
                law.expect(strip.spacing.isFinite && strip.spacing >= 0, "spacing \(strip.spacing)")
                law.expect(strip.viewportWidth.isFinite && strip.viewportWidth >= 0, "viewport \(strip.viewportWidth)")
                law.expect(strip.period.isFinite && strip.contentWidth.isFinite && strip.bandStart.isFinite,
                           "period \(strip.period) content \(strip.contentWidth) band \(strip.bandStart)")
                law.expect(strip.copyCount >= 1 && strip.copyCount <= 10_000, "copies \(strip.copyCount)")
                checkFinite(strip, law: law)
            }
        }
        law.finish()
    }

    func testLoopingTabLayoutWithBadOffsetsGivesFiniteDocumentedValues() {
        let law = LawChecker()
        let strip = LoopingTabLayout(itemWidths: [40, 60, 80], spacing: 10, viewportWidth: 200)
        checkFinite(strip, law: law)
        law.withEvery("offset", in: Self.offsets) { x in
            let r = strip.recentered(x)
            if !x.isFinite { law.expectEqual(r, strip.bandStart, "a non-finite offset is not the band start") }
            law.expect(r >= strip.bandStart && r < strip.bandStart + strip.period, "recentred \(r) outside the band")
        }
        law.finish()
    }

    private func checkFinite(_ strip: LoopingTabLayout, law: LawChecker) {
        for x in Self.offsets {
            law.expect(strip.recentered(x).isFinite, "recentered(\(x)) = \(strip.recentered(x))")
            law.expect(strip.offset(centering: 1, near: x).isFinite, "offset(centering:near: \(x))")
            let cell = strip.nearestCell(ofItem: 1, toOffset: x)
            let frame = strip.frame(ofCell: cell)
            law.expect(frame.x.isFinite && frame.width.isFinite, "frame of nearest cell at \(x): \(frame)")
            if let item = strip.item(atContentX: x) { law.expect((0..<strip.itemCount).contains(item), "item at \(x)") }
            for state in [PagingState.idle(index: 1), .transitioning(PagingMove(from: 0, to: 1, steps: 1, progress: 0.5))] {
                let placement = state.centeredPlacement(in: strip, stripOffset: x)
                law.expect(placement.offset.isFinite && placement.indicator.x.isFinite && placement.indicator.width.isFinite,
                           "placement at \(x): \(placement)")
            }
        }
        for cell in [Int.min / 2, -1, 0, 7, Int.max / 2] {
            let frame = strip.frame(ofCell: cell)
            law.expect(frame.x.isFinite && frame.width.isFinite, "frame(ofCell: \(cell)) = \(frame)")
        }
    }

    func testPagingSnapWithBadInputsStaysFinite() {
        let law = LawChecker()
        law.withEvery("value", in: Self.bad) { bad in
            // Whatever the offset or velocity, the target stays within one page of the start.
            let fromBadOffset = ScrollPhysics.pagingTarget(startPage: 3, offset: bad, velocity: 100, pageWidth: 100)
            law.expect((2...4).contains(fromBadOffset), "target \(fromBadOffset) from offset \(bad)")
            let fromBadVelocity = ScrollPhysics.pagingTarget(startPage: 3, offset: 250, velocity: bad, pageWidth: 100)
            law.expect((2...4).contains(fromBadVelocity), "target \(fromBadVelocity) at velocity \(bad)")
            if !bad.isFinite || bad == 0 { law.expectEqual(fromBadVelocity, 3, "a NaN, infinite or zero velocity is not a rest at 2.5 pages (rounded to 3)") }
            let withWidth = ScrollPhysics.pagingTarget(startPage: 3, offset: 250, velocity: 0, pageWidth: bad)
            if bad.isFinite && bad > 0 {
                law.expect((2...4).contains(withWidth), "target \(withWidth) for page width \(bad)")
            } else {
                law.expectEqual(withWidth, 0, "a bad page width does not give page 0")
            }
            law.expect(PageProgress.progress(offset: bad, pageWidth: 300).isFinite, "progress offset")
            law.expect(PageProgress.progress(offset: 450, pageWidth: bad).isFinite, "progress width")
        }
        law.finish()
    }

    func testCoordinatorAndPageCycleWithBadIndicesAndCounts() {
        var machine = PagingMachine(count: 3, selectedIndex: 9)
        XCTAssertEqual(machine.state, .idle(index: 2))
        XCTAssertEqual(machine.select(-1), [])
        XCTAssertEqual(machine.select(3), [])
        XCTAssertEqual(machine.swipeFinished(showing: 7), [])
        XCTAssertEqual(machine.pagesScrolled(progress: .nan, isDragging: true), [])
        XCTAssertEqual(machine.state, .idle(index: 2))
        var none = PagingMachine(count: -4, selectedIndex: -2)
        XCTAssertEqual(none.count, 0)
        XCTAssertEqual(none.state, .idle(index: 0))
        XCTAssertEqual(none.select(0), [])
        XCTAssertEqual(none.pagesScrolled(progress: 0.5, isDragging: true), [])
        XCTAssertEqual(none.reload(count: 0, selectedIndex: 0), [])
        var one = PagingMachine(count: 1)
        XCTAssertEqual(one.pagesScrolled(progress: 0.7, isDragging: true), [])
        XCTAssertEqual(one.state, .idle(index: 0))   // nothing to swipe to
    }
}
