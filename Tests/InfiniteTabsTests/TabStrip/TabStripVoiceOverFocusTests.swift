import XCTest
import InfiniteTabsCore
import InfiniteTabsSimulator
import TestSupport

/// VoiceOver's focus on a tab whose copy is off screen brings it into view:
/// the issue's case is 10 tabs of 100 pt in a 390 pt strip, where items 3–7
/// had frames outside the screen.
final class TabStripVoiceOverFocusTests: XCTestCase {
    @MainActor final class Rig {
        let driver = StripDriverHarness()
        let host: FakeScrollHost
        var commands: [TabStripCommand] = []

        init(widths: [CGFloat] = Array(repeating: 100, count: 10), viewport: CGFloat = 390, looping: Bool = true,
             direction: LayoutDirection = .leftToRight) {
            host = FakeScrollHost(width: viewport)
            host.onDidScroll = { [unowned driver] in driver.didScroll() }
            driver.host = host
            driver.onCommand = { [unowned self] in self.commands.append($0) }
            driver.configure(itemWidths: widths, spacing: 0, viewportWidth: viewport, isLooping: looping,
                             direction: direction)
            commands = []
        }

        func isOnScreen(_ item: Int) -> Bool {
            let f = driver.accessibilityFrame(ofItem: item)
            return f.minX >= 0 && f.maxX <= driver.strip.viewportWidth
        }

        var selectionCommands: [TabStripCommand] {
            commands.filter {
                switch $0 { case .select, .notifyTap: return true; default: return false }
            }
        }
    }

    func testTheIssuesCaseHasTabsOffScreenBeforeFocus() { onMain {
        let rig = Rig()
        let off = (0..<10).filter { !rig.isOnScreen($0) }
        XCTAssertFalse(off.isEmpty, "without focus handling some elements are off screen")
    } }

    func testFocusingEachTabBringsItsCopyOnScreenInBothDirections() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for looping in [true, false] {
                let rig = Rig(looping: looping, direction: direction)
                for item in 0..<10 {
                    rig.driver.accessibilityFocus(item: item)
                    XCTAssertTrue(rig.isOnScreen(item), "item \(item), \(direction), looping \(looping)")
                    XCTAssertEqual(rig.driver.itemCount, 10)
                    XCTAssertEqual(rig.driver.selectedIndex, 0, "focus never selects")
                    XCTAssertEqual(rig.driver.state, .idle(index: 0))
                    XCTAssertTrue(rig.driver.isSelected(0))
                }
                XCTAssertEqual(rig.selectionCommands, [], "no select or tap was reported")
                XCTAssertFalse(rig.host.sets.contains { $0.animated }, "moved without animation")
            }
        }
    } }

    /// VoiceOver's next/previous element walks 0, 1, … 9 and back: every
    /// focused tab is on screen, the offset stays in the middle band, and the
    /// indicator is never left on a copy off screen while its tab has one on
    /// screen.
    func testNextAndPreviousWalkKeepsEveryFocusedTabOnScreen() { onMain {
        let rig = Rig()
        let band = rig.driver.strip.bandStart..<(rig.driver.strip.bandStart + rig.driver.strip.period)
        for item in Array(0..<10) + Array((0..<10).reversed()) + Array(0..<10) {
            rig.driver.accessibilityFocus(item: item)
            XCTAssertTrue(rig.isOnScreen(item), "item \(item)")
            XCTAssertTrue(band.contains(rig.host.offsetAlongAxis))
            let x = rig.host.offsetAlongAxis
            let indicator = rig.driver.indicatorFrame
            let selectedOnScreen = rig.isOnScreen(0)
            if selectedOnScreen {
                XCTAssertTrue(indicator.minX >= x && indicator.maxX <= x + 390,
                              "the indicator sits on the selected tab's copy on screen (focus \(item))")
            }
        }
    } }

    func testATabAlreadyWhollyOnScreenDoesNotMoveTheStrip() { onMain {
        let rig = Rig()
        let before = rig.host.sets.count
        let visible = (0..<10).filter { rig.isOnScreen($0) }
        XCTAssertFalse(visible.isEmpty)
        for item in visible { XCTAssertFalse(rig.driver.accessibilityFocus(item: item)) }
        XCTAssertEqual(rig.host.sets.count, before)
        XCTAssertEqual(rig.commands, [])
    } }

    func testAFocusedFarTabIsCentered() { onMain {
        let rig = Rig()
        XCTAssertFalse(rig.isOnScreen(5))
        XCTAssertTrue(rig.driver.accessibilityFocus(item: 5))
        XCTAssertEqual(rig.driver.accessibilityFrame(ofItem: 5), StripFrame(x: 145, width: 100))
    } }

    /// A move under way keeps its source and target: focusing only scrolls.
    func testFocusDuringASwipeKeepsTheMove() { onMain {
        let rig = Rig()
        rig.driver.update(progress: 0.5, from: 0, to: 1)
        let state = rig.driver.state
        rig.driver.accessibilityFocus(item: 5)
        XCTAssertEqual(rig.driver.state, state)
        XCTAssertTrue(rig.isOnScreen(5))
        let f = rig.driver.indicatorFrame
        XCTAssertEqual(f.width, 100)
        XCTAssertEqual(rig.driver.strip.item(atCell: rig.driver.anchorCell), 0, "still anchored on the source tab")
    } }

    func testBadInputDoesNothing() { onMain {
        let rig = Rig()
        for item in [Int.min, -1, 10, Int.max] {
            XCTAssertFalse(rig.driver.accessibilityFocus(item: item))
        }
        XCTAssertEqual(rig.commands, [])
        let empty = Rig(widths: [])
        XCTAssertFalse(empty.driver.accessibilityFocus(item: 0))
        let zero = Rig(widths: [0, 0, .nan])
        XCTAssertFalse(zero.driver.accessibilityFocus(item: 1))
        XCTAssertFalse(zero.driver.accessibilityFrame(ofItem: 1).x.isNaN)
    } }
}

/// The tab VoiceOver focuses stays in view while the strip moves on, until
/// VoiceOver moves on (the VoiceOver device suite found the strip carrying
/// it away: seeds 729612, 729625 and five container seeds).
final class TabStripVoiceOverFocusKeptTests: XCTestCase {
    func testASelectionMadeWhileATabIsFocusedStopsWithThatTabInView() { onMain {
        let rig = TabStripVoiceOverFocusTests.Rig()
        XCTAssertTrue(rig.isOnScreen(1))
        rig.driver.accessibilityFocus(item: 1)
        rig.driver.setSelectedIndex(3, animated: true)
        rig.host.finishAnimation()
        XCTAssertTrue(rig.isOnScreen(1), "the focused tab 1 is still wholly on screen: \(rig.driver.accessibilityFrame(ofItem: 1))")
        XCTAssertEqual(rig.driver.selectedIndex, 3)
        XCTAssertTrue(rig.isOnScreen(3), "and the selection as near the centre as that allows")
    } }

    func testFocusingATabDuringASlideAimsTheSlideToKeepIt() { onMain {
        let rig = TabStripVoiceOverFocusTests.Rig()
        rig.driver.setSelectedIndex(4, animated: true)
        XCTAssertNotNil(rig.driver.animationTarget)
        XCTAssertTrue(rig.driver.accessibilityFocus(item: 2), "the slide is aimed again")
        rig.host.finishAnimation()
        XCTAssertTrue(rig.isOnScreen(2))
        XCTAssertTrue(rig.isOnScreen(4))
    } }

    func testOnceVoiceOverMovesOnTheSelectionIsCenteredAgain() { onMain {
        let rig = TabStripVoiceOverFocusTests.Rig()
        rig.driver.accessibilityFocus(item: 1)
        rig.driver.accessibilityFocusLost(item: 7) // another tab: ignored
        XCTAssertEqual(rig.driver.voiceOverFocusedItem, 1)
        rig.driver.accessibilityFocusLost(item: 1)
        XCTAssertNil(rig.driver.voiceOverFocusedItem)
        rig.driver.setSelectedIndex(5, animated: false)
        let frame = rig.driver.accessibilityFrame(ofItem: 5)
        XCTAssertEqual(frame.midX, 195, accuracy: 1e-9, "centred")
        XCTAssertFalse(rig.isOnScreen(1))
    } }
}
