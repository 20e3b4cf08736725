import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsDemoKit

/// The demo model driven headlessly, frame by frame, with the standard
/// content: sizes XS S M L XL (starting on L), seven tabs.
final class DemoModelTests: XCTestCase {
    /// The indicator's x after each frame until the model rests, starting
    /// with the frame before any step.
    private func indicatorPath(_ model: DemoModel) -> [StripFrame] {
        var path = [model.pages.indicator]
        var frames = 0
        while !model.isIdle && frames < 10_000 {
            model.step()
            frames += 1
            path.append(model.pages.indicator)
        }
        return path
    }

    /// Frame-to-frame moves of the indicator with whole-period recentring
    /// jumps taken out (the strip moves the indicator by whole periods when it
    /// recentres, which shows the same thing).
    private func moves(_ path: [StripFrame], period: CGFloat) -> [CGFloat] {
        zip(path, path.dropFirst()).map { a, b in
            let d = b.x - a.x
            return d - (d / period).rounded() * period
        }
    }

    /// The title drawn above the indicator in a rendered frame.
    private func titleAboveIndicator(_ model: DemoModel) -> String {
        let frame = DemoRenderer().frame(of: model)
        let names = Array(frame[3]), bar = Array(frame[4])
        let covered = bar.indices.filter { bar[$0] != " " }
        return String(covered.map { names[$0] }).trimmingCharacters(in: .whitespaces)
    }

    func testADigitTapOnAFarTabMakesOneTransitionWhoseIndicatorMovesFromSourceToTarget() {
        let model = DemoModel()
        let strip = model.pages.strip
        XCTAssertEqual(titleAboveIndicator(model), "Headlines")
        model.handle(.tapTab(5))   // key "6": Sports, two tabs back across the seam
        XCTAssertEqual(model.pages.coordinator.state, .transitioning(PagingMove(from: 0, to: 5, steps: -2, progress: 0)))
        var states: Set<PagingState> = []
        var path = [model.pages.indicator]
        while !model.isIdle {
            if let move = model.pages.coordinator.state.move { states.insert(.transitioning(PagingMove(from: move.from, to: move.to, steps: move.steps, progress: 0))) }
            model.step()
            path.append(model.pages.indicator)
        }
        // One transition, shown with one animated set; no page-by-page hops.
        XCTAssertEqual(states, [.transitioning(PagingMove(from: 0, to: 5, steps: -2, progress: 0))])
        XCTAssertEqual(model.pages.commandLog, [
            .showPage(index: 5, direction: .reverse, animated: true), .selectTab(index: 5),
            .refreshPage(index: 5), .notifySelection(index: 5, byUser: true),
        ])
        // The indicator starts as the Headlines cell, ends as the Sports cell,
        // and only ever moves back (left) in between, by exactly the distance
        // between the two cells.
        let source = strip.cell(ofItem: 0, inCopy: 1), target = source - 2
        XCTAssertEqual(path.first?.width, strip.frame(ofCell: source).width)
        XCTAssertEqual(path.last?.width, strip.frame(ofCell: target).width)
        let steps = moves(path, period: strip.period)
        XCTAssertTrue(steps.allSatisfy { $0 <= 1e-9 }, "the indicator moved forward during a reverse transition")
        XCTAssertEqual(steps.reduce(0, +), strip.frame(ofCell: target).x - strip.frame(ofCell: source).x, accuracy: 1e-6)
        XCTAssertEqual(titleAboveIndicator(model), "Sports")
        XCTAssertEqual(model.pages.shownPage, 5)
        XCTAssertEqual(model.pages.selectedTab, 5)
    }

    func testSwipingForwardFromTheLastTabCrossesTheSeamForward() {
        let model = DemoModel()
        model.handle(.tapTab(6))
        model.runUntilIdle()
        XCTAssertEqual(model.pages.shownPage, 6)
        let logBefore = model.pages.commandLog.count
        let strip = model.pages.strip
        let sourceWidth = model.pages.indicator.width
        model.handle(.swipe(.forward))
        let path = indicatorPath(model)
        let steps = moves(path, period: strip.period)
        XCTAssertTrue(steps.allSatisfy { $0 >= -1e-9 }, "the indicator swept back across the strip")
        // From Culture to the first tab of the next copy: Culture's width plus one spacing.
        XCTAssertEqual(steps.reduce(0, +), sourceWidth + strip.spacing, accuracy: 1e-6)
        XCTAssertEqual(path.last?.width, strip.itemWidths[0])
        XCTAssertEqual(model.pages.shownPage, 0)
        XCTAssertEqual(model.pages.coordinator.state, .idle(index: 0))
        // A swipe is the user's gesture: no programmatic page set, just the selection.
        XCTAssertEqual(Array(model.pages.commandLog[logBefore...]), [.selectTab(index: 0), .notifySelection(index: 0, byUser: true)])
        XCTAssertEqual(titleAboveIndicator(model), "Headlines")
    }

    func testSwipingBackFromTheFirstTabWrapsToTheLast() {
        let model = DemoModel()
        model.handle(.swipe(.reverse))
        model.step()
        XCTAssertEqual(model.pages.incomingPage, 6)
        let steps = moves(indicatorPath(model), period: model.pages.strip.period)
        XCTAssertTrue(steps.allSatisfy { $0 <= 1e-9 })
        XCTAssertEqual(model.pages.shownPage, 6)
        XCTAssertEqual(model.pages.coordinator.settledIndex, 6)
        XCTAssertEqual(model.pages.swipeOffset, 0)
        XCTAssertEqual(model.pages.scroll.edgeHits, 0)
    }

    func testMidSwipeTheRenderedPagesShowBothPagesByProgress() {
        let model = DemoModel()
        model.handle(.swipe(.forward))
        model.run(frames: 6)   // the finger has moved 6 × 6% of a page
        guard case .dragging(let move) = model.pages.coordinator.state else { return XCTFail("not dragging") }
        XCTAssertEqual(move.progress, 0.36, accuracy: 1e-9)
        let frame = DemoRenderer().frame(of: model)
        // 36% of 70 columns is 25: page 1 has moved 25 columns left (its
        // corner "1/7" is all that is left of its title line), page 2 is 25 columns in.
        XCTAssertEqual(frame[6], " " + String(repeating: " ", count: 40) + "1/7 ││ Page 2 of 7: World" + String(repeating: " ", count: 6))
    }

    func testSpaceAdvancesThePickerPastTheLastSizeToTheFirstWithOneRecentering() {
        let model = DemoModel()
        XCTAssertEqual(model.picker.selectedItem, 3)
        model.handle(.advancePicker)
        model.runUntilIdle()
        XCTAssertEqual(model.picker.selectedItem, 4)
        XCTAssertEqual(model.picker.recenterings, 0)
        model.handle(.advancePicker)
        var offsets: [CGFloat] = []
        while !model.isIdle { model.step(); offsets.append(model.picker.scroll.offset) }
        XCTAssertEqual(model.picker.selectedItem, 0)
        XCTAssertEqual(model.picker.recenterings, 1)
        XCTAssertEqual(model.picker.scroll.edgeHits, 0)
        XCTAssertEqual(model.picker.scroll.offset, model.picker.strip.offset(ofItem: 0))
        // Every offset stayed strictly inside the padded content.
        let upper = CGFloat(model.picker.strip.itemCount + 1) * model.picker.strip.pageWidth
        XCTAssertTrue(offsets.allSatisfy { $0 > 0 && $0 < upper })
    }

    func testSpacePressedWhileThePickerMovesIsQueuedNotLost() {
        let model = DemoModel()
        model.handle(.advancePicker)
        model.run(frames: 3)
        model.handle(.advancePicker)
        model.handle(.advancePicker)
        XCTAssertEqual(model.picker.queuedAdvances, 2)
        model.runUntilIdle()
        XCTAssertEqual(model.picker.selectedItem, 1)   // L + 3 = XL, XS, S
    }

    func testATapDuringASwipeRunsAfterTheSwipeAsOneTransition() {
        let model = DemoModel()
        model.handle(.swipe(.forward))
        model.run(frames: 2)
        model.handle(.tapTab(4))
        XCTAssertEqual(model.pages.coordinator.pending?.index, 4)
        model.runUntilIdle()
        XCTAssertEqual(model.pages.commandLog, [
            .selectTab(index: 1), .notifySelection(index: 1, byUser: true),
            .showPage(index: 4, direction: .forward, animated: true), .selectTab(index: 4),
            .refreshPage(index: 4), .notifySelection(index: 4, byUser: true),
        ])
        XCTAssertEqual(model.pages.shownPage, 4)
    }

    func testUnknownInputAndMissingTabsChangeNothingAndQSetsQuit() {
        let model = DemoModel()
        model.handle([.unknown([0x78]), .tapTab(8), .tapTab(0)])
        XCTAssertTrue(model.isIdle)
        XCTAssertEqual(model.pages.commandLog, [])
        XCTAssertFalse(model.quitRequested)
        model.handle(.quit)
        XCTAssertTrue(model.quitRequested)
    }

    func testEmptyAndSingleItemContentRendersAndIgnoresEveryCommand() {
        for count in [0, 1] {
            let content = DemoContent(pickerItems: Array(["S"].prefix(count)), tabTitles: Array(["Only"].prefix(count)))
            let model = DemoModel(content: content)
            model.handle([.swipe(.forward), .swipe(.reverse), .tapTab(0), .tapTab(1), .advancePicker])
            XCTAssertTrue(model.isIdle, "count \(count)")
            XCTAssertEqual(model.pages.commandLog, [])
            let frame = DemoRenderer().frame(of: model)
            XCTAssertEqual(frame.count, 10)
            XCTAssertTrue(frame.allSatisfy { $0.count == 72 })
            XCTAssertTrue(model.pages.indicator.x.isFinite && model.pages.stripOffset.isFinite)
        }
    }

    func testSeededRandomKeysKeepEverythingConsistent() {
        var random = SeededRandom(seed: 0xD3_40)
        let model = DemoModel()
        var advances = 0
        for _ in 0..<600 {
            switch random.next() % 4 {
            case 0: model.handle(.swipe(random.next() % 2 == 0 ? .forward : .reverse))
            case 1: model.handle(.tapTab(Int(random.next() % 9)))
            case 2: model.handle(.advancePicker); advances += 1
            default: break
            }
            model.run(frames: Int(random.next() % 40))
            let pages = model.pages
            XCTAssertTrue(pages.indicator.x.isFinite && pages.indicator.width.isFinite && pages.stripOffset.isFinite)
            XCTAssertTrue(pages.stripOffset >= pages.strip.bandStart && pages.stripOffset < pages.strip.bandStart + pages.strip.period)
            // The indicator is always centred in the strip's viewport.
            XCTAssertEqual(pages.indicator.midX - pages.stripOffset, pages.strip.viewportWidth / 2, accuracy: 1e-6)
        }
        model.runUntilIdle()
        XCTAssertEqual(model.picker.selectedItem, (3 + advances) % 5)
        XCTAssertEqual(model.pages.shownPage, model.pages.coordinator.state.index)
        XCTAssertEqual(model.pages.selectedTab, model.pages.shownPage)
        XCTAssertEqual(model.pages.coordinator.settledIndex, model.pages.shownPage)
        XCTAssertEqual(model.pages.scroll.edgeHits, 0)
        XCTAssertEqual(model.picker.scroll.edgeHits, 0)
    }
}

