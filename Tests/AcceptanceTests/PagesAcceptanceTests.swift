import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

@MainActor
private func makePages(count: Int = 5, selected: Int = 0, loops: Bool = true)
    -> (InfinitePageViewController, Calls, PagesDelegateSpy) {
    let pages = InfinitePageViewController(count: count, selectedIndex: selected, loops: loops) { LabelPage("Page \($0)") }
    let calls = Calls()
    let spy = PagesDelegateSpy()
    pages.onSelect = { [weak calls] in calls?.values.append($0) }
    pages.delegate = spy
    return (pages, calls, spy)
}

@MainActor
private func showPages(_ device: SimulatedDevice, count: Int = 5, selected: Int = 0, loops: Bool = true)
    -> (InfinitePageViewController, Calls, PagesDelegateSpy) {
    let made = makePages(count: count, selected: selected, loops: loops)
    device.show(made.0)
    device.settle()
    return made
}

/// The page labels on screen (those of LabelPage).
@MainActor
private func pageTexts(_ device: SimulatedDevice) -> [String] {
    device.visibleTexts().filter { $0.hasPrefix("Page ") }
}

final class PagesAcceptanceTests: XCTestCase {
    func testShownPagesShowTheSelectedPageCentred() throws {
        try onDevice { device in
            _ = showPages(device, selected: 2)
            XCTAssertEqual(pageTexts(device), ["Page 2"])
            let frame = try XCTUnwrap(device.label("Page 2"))
            XCTAssertEqual(frame.midX, 195, accuracy: 0.5)
            XCTAssertEqual(frame.midY, 422, accuracy: 0.5)
        }
    }

    func testASwipeLeftTurnsToTheNextPageAndReportsOnce() throws {
        try onDevice { device in
            let (pages, calls, spy) = showPages(device)
            XCTAssertTrue(device.swipe(forward: true))
            XCTAssertEqual(pageTexts(device), ["Page 1"])
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(calls.values, [1])
            XCTAssertEqual(spy.selected, [1])
            XCTAssertTrue(pages.pagingState.isIdle)
        }
    }

    func testMidSwipeBothPagesShowSideBySide() throws {
        try onDevice { device in
            _ = showPages(device)
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
            let now = try XCTUnwrap(device.label("Page 0")), next = try XCTUnwrap(device.label("Page 1"))
            XCTAssertEqual(next.midX - now.midX, 390, accuracy: 0.5)
            XCTAssertLessThan(now.midX, 195)
            device.lift()
            XCTAssertTrue(device.settle())
        }
    }

    func testASwipeRightFromTheFirstPageWrapsToTheLast() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device)
            device.swipe(forward: false)
            XCTAssertEqual(pageTexts(device), ["Page 4"])
            XCTAssertEqual(pages.selectedIndex, 4)
            XCTAssertEqual(calls.values, [4])
        }
    }

    func testASwipeLeftFromTheLastPageWrapsToTheFirst() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device, selected: 4)
            device.swipe(forward: true)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(calls.values, [0])
        }
    }

    func testFinitePagesDoNotWrap() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device, loops: false)
            device.swipe(forward: false)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
            XCTAssertFalse(pages.showPrevious())
        }
    }

    func testTwoHundredSwipesKeepWorkingAndKeepFewControllers() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device)
            let start = try XCTUnwrap(device.label("Page 0"))
            for i in 1...200 {
                device.swipe(forward: i % 3 != 0)   // two forward, one back
            }
            let expected = ((200 - 2 * 66) % 5 + 5) % 5 // 134 forward, 66 back
            XCTAssertEqual(pages.selectedIndex, expected)
            XCTAssertEqual(pageTexts(device), ["Page \(expected)"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page \(expected)")), start, "no drift")
            XCTAssertEqual(calls.values.count, 200)
            XCTAssertLessThanOrEqual(pages.loadedViewControllers.count, 3)
        }
    }

    func testSelectFromCodeTurnsOnceWithoutOnSelect() throws {
        try onDevice { device in
            let (pages, calls, spy) = showPages(device)
            pages.select(3)
            XCTAssertEqual(pages.targetIndex, 3)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pageTexts(device), ["Page 3"])
            XCTAssertEqual(pages.selectedIndex, 3)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(spy.selected, [])
            XCTAssertEqual(spy.willSelect, [3], "willSelect is told in code too")
        }
    }

    func testSelectWithAnyOutOfRangeIndexIsIgnored() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device, selected: 1)
            for index in [-1, 5, Int.max, Int.min] {
                pages.select(index, animated: true)
                pages.selectedIndex = index
            }
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(pageTexts(device), ["Page 1"])
            XCTAssertEqual(calls.values, [])
        }
    }

    func testSettleReturnsTrueAfterAFlingAndAfterASlowDrag() throws {
        try onDevice { device in
            _ = showPages(device)
            device.drag(from: CGPoint(x: 380, y: 400), to: CGPoint(x: 10, y: 400), duration: 0.05)
            device.lift()
            XCTAssertTrue(device.settle())
            device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 120, y: 400), duration: 1)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertFalse(device.isMoving)
        }
    }

    func testAShortSlowDragSpringsBackWithoutOnSelect() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device)
            device.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 170, y: 400), duration: 0.6)
            device.lift()
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page 0")).midX, 195, accuracy: 0.5)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testNoPagesShowNothingAndIgnoreSwipes() throws {
        for count in [0, -3, Int.min] {
            try onDevice { device in
                let (pages, calls, _) = showPages(device, count: count)
                XCTAssertEqual(pageTexts(device), [])
                device.swipe(forward: true)
                pages.select(0)
                device.settle()
                XCTAssertEqual(pages.numberOfPages, 0)
                XCTAssertEqual(calls.values, [])
            }
        }
    }

    func testOnePageDoesNotSwipe() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device, count: 1)
            device.swipe(forward: true)
            device.swipe(forward: false)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page 0")).midX, 195, accuracy: 0.5)
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testTwoLoopingPagesWrapBothWays() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device, count: 2)
            device.swipe(forward: true)
            device.swipe(forward: true)
            device.swipe(forward: false)
            XCTAssertEqual(calls.values, [1, 0, 1])
            XCTAssertEqual(pageTexts(device), ["Page 1"])
            XCTAssertEqual(pages.selectedIndex, 1)
        }
    }

    func testASelectDuringASwipeIsCarriedOutAfterwards() throws {
        try onDevice { device in
            let (pages, _, _) = showPages(device)
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)
            pages.select(3)
            pages.select(2)       // only the latest is kept
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertEqual(pageTexts(device), ["Page 2"])
        }
    }

    func testReloadingDuringASwipeEndsOnAValidPage() throws {
        try onDevice { device in
            let (pages, _, _) = showPages(device, selected: 4)
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1)
            pages.reloadPages(count: 3) { LabelPage("Page \($0)") }
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertTrue((0..<3).contains(pages.selectedIndex))
            XCTAssertEqual(pages.numberOfPages, 3)
            XCTAssertEqual(pageTexts(device), ["Page \(pages.selectedIndex)"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page \(pages.selectedIndex)")).midX, 195, accuracy: 0.5)
        }
    }

    func testRotationKeepsThePageAndCentresIt() throws {
        try onDevice { device in
            let (pages, _, _) = showPages(device, selected: 3)
            device.resize(width: 844, height: 390)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 3)
            XCTAssertEqual(pageTexts(device), ["Page 3"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page 3")).midX, 422, accuracy: 0.5)
            device.swipe(forward: true)
            XCTAssertEqual(pageTexts(device), ["Page 4"])
        }
    }

    func testAt120HertzASwipeTurnsOnePageAsAt60() throws {
        try onDevice(frameRate: 120) { device in
            let (pages, calls, _) = showPages(device)
            device.swipe(forward: true)
            device.swipe(forward: false)
            device.swipe(forward: false)
            XCTAssertEqual(calls.values, [1, 0, 4])
            XCTAssertEqual(pages.selectedIndex, 4)
            XCTAssertEqual(pageTexts(device), ["Page 4"])
        }
    }

    func testReleasingThePagesInTheirOwnOnSelectFreesThem() throws {
        try onDevice { device in
            let parent = Parent()
            device.show(parent)
            weak var weakPages: InfinitePageViewController?
            var calls = 0
            do {
                let (pages, _, _) = makePages()
                pages.onSelect = { [weak parent, weak pages] _ in
                    calls += 1
                    if let pages { parent?.release(pages) }
                }
                parent.embed(pages)
                weakPages = pages
            }
            device.settle()
            device.swipe(forward: true)
            XCTAssertEqual(calls, 1)
            XCTAssertNil(weakPages)
            XCTAssertEqual(pageTexts(device), [])
        }
    }

    func testAutoScrollTurnsForwardAcrossTheSeamAndReports() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device, selected: 4)
            pages.autoScrollInterval = 2
            device.advance(by: 2.6)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(calls.values, [0])
        }
    }

    func testVoiceOverThreeFingerSwipeTurnsAPageAndAnnouncesIt() throws {
        try onDevice { device in
            let (pages, calls, _) = showPages(device)
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"), "\(device.voiceOver.labels())")
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(calls.values, [1])
            XCTAssertTrue(device.voiceOver.spoken.contains("Page 2 of 5"), "\(device.voiceOver.spoken)")
            XCTAssertFalse(device.voiceOver.labels().contains("Page 0"), "pages off screen are hidden")
        }
    }
}
