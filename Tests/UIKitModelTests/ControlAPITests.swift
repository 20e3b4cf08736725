import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// The public API of issue 22 on the real controls, through the UIKit model:
/// the picker as a `UIControl`, `onSelect` for the user's changes only,
/// reloads that keep the selected tab, a tab updated in place.
final class ControlAPITests: XCTestCase {
    /// A window point of `view` at `x` in its own coordinates, half-way down.
    @MainActor private static func point(_ view: UIView, x: CGFloat) -> CGPoint {
        view.convert(CGPoint(x: x, y: view.bounds.midY), to: nil)
    }

    @MainActor private final class Counter: NSObject {
        var count = 0
    }

    @MainActor private final class PickerLog: InfinitePickerViewDelegate {
        var selected: [Int] = []
        func infinitePickerView(_ picker: InfinitePickerView, didSelectItemAt index: Int) { selected.append(index) }
    }

    @MainActor private static func picker(on device: SimulatedDevice) -> InfinitePickerView {
        let picker = InfinitePickerView()
        picker.titles = ["Small", "Medium", "Large"]
        picker.pageWidth = 130 // the neighbours peek in at both sides of a 390-point picker
        device.show(view: picker, height: 44)
        XCTAssertTrue(device.settle())
        return picker
    }

    func testThePickerSendsValueChangedAndOnSelectForTheUsersChangesOnly() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let picker = Self.picker(on: device)
        let counter = Counter()
        let log = PickerLog()
        var selected: [Int] = []
        picker.addTarget(counter, action: { counter.count += 1 }, for: .valueChanged)
        picker.delegate = log
        picker.onSelect = { selected.append($0) }
        picker.selectedIndex = 1
        picker.select(2)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 2)
        XCTAssertEqual(counter.count, 0, "changes made in code send nothing")
        device.tap(at: Self.point(picker, x: 330)) // the next option, peeking in on the right
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 0, "across the seam")
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(log.selected, [0])
        XCTAssertEqual(selected, [0])
        XCTAssertEqual(device.violations, [])
    } }

    func testATapOnThePreviousOptionSelectsItAndTheCenterAdvancesOnlyWhileAdvancesOnTap() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let picker = Self.picker(on: device)
        device.tap(at: Self.point(picker, x: 60))
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 2, "the previous option, not the next")
        XCTAssertEqual(device.visibleTexts().contains("Large"), true)
        picker.advancesOnTap = false
        device.tap(at: Self.point(picker, x: 195))
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 2)
        picker.advancesOnTap = true
        device.tap(at: Self.point(picker, x: 195))
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 0)
    } }

    func testADisabledPickerIgnoresTheUserButNotCode() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let picker = Self.picker(on: device)
        var selected: [Int] = []
        picker.onSelect = { selected.append($0) }
        picker.isEnabled = false
        device.tap(at: Self.point(picker, x: 330))
        device.tap(at: Self.point(picker, x: 195))
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 0)
        picker.selectedIndex = 1
        XCTAssertEqual(picker.selectedIndex, 1)
        XCTAssertEqual(selected, [])
    } }

    func testAPickerThatDoesNotLoopStopsAtItsFirstOption() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let picker = Self.picker(on: device)
        picker.loops = false
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 0)
        device.drag(from: Self.point(picker, x: 100), to: Self.point(picker, x: 300), duration: 0.2)
        device.lift()
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 0, "no last option before the first")
        device.tap(at: Self.point(picker, x: 330))
        XCTAssertTrue(device.settle())
        XCTAssertEqual(picker.selectedIndex, 1)
        XCTAssertEqual(device.violations, [])
    } }

    func testThePickerHasAnIntrinsicHeightAndNoIntrinsicWidth() { onMain {
        let size = InfinitePickerView().intrinsicContentSize
        XCTAssertEqual(size.width, UIView.noIntrinsicMetric)
        XCTAssertGreaterThan(size.height, 16)
        XCTAssertTrue(size.height.isFinite)
    } }

    func testPagesCallOnSelectForASwipeButNotForCode() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
        var selected: [Int] = []
        pages.onSelect = { selected.append($0) }
        device.show(pages)
        XCTAssertTrue(device.settle())
        pages.select(1)
        XCTAssertTrue(device.settle())
        pages.selectedIndex = 2
        XCTAssertTrue(device.settle())
        XCTAssertEqual(pages.selectedIndex, 2)
        XCTAssertEqual(selected, [], "changes made in code")
        device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
        device.lift()
        XCTAssertTrue(device.settle())
        XCTAssertEqual(pages.selectedIndex, 0)
        XCTAssertEqual(selected, [0])
        XCTAssertEqual(device.violations, [])
    } }

    func testTheContainerTakesTitlesFromViewControllersAndReportsTapsNotCode() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let controllers = ["News", "Sport", "Weather"].map { title -> UIViewController in
            let page = LabelPage("\(title) page")
            page.title = title
            return page
        }
        let tabs = InfiniteTabsViewController(viewControllers: controllers)
        var selected: [Int] = []
        tabs.onSelect = { selected.append($0) }
        device.show(tabs)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.items.map(\.title), ["News", "Sport", "Weather"])
        tabs.select(2)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 2)
        XCTAssertEqual(selected, [])
        let sport = device.visibleLabels().first { $0.text == "Sport" }
        XCTAssertNotNil(sport)
        if let sport { device.tap(at: CGPoint(x: sport.frame.midX, y: sport.frame.midY)) }
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(selected, [1])
        XCTAssertTrue(device.visibleTexts().contains("Sport page"))
        XCTAssertEqual(device.violations, [])
    } }

    func testAReloadOfTitlesKeepsTheSelectedTab() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Page \($0)") }
        device.show(tabs)
        XCTAssertTrue(device.settle())
        tabs.select(2, animated: false)
        XCTAssertTrue(device.settle())
        tabs.reload(titles: ["Z", "A", "B", "C"]) { LabelPage("New page \($0)") }
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 3, "C moved to index 3 and stays selected (it used to reset to 0)")
        XCTAssertTrue(device.visibleTexts().contains("New page 3"))
    } }

    func testSetItemRenamesATabInPlace() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        var made = 0
        let tabs = InfiniteTabsViewController(titles: ["News", "Sport", "Weather"]) { index -> UIViewController in
            made += 1
            return LabelPage("Page \(index)")
        }
        device.show(tabs)
        XCTAssertTrue(device.settle())
        tabs.select(1, animated: false)
        XCTAssertTrue(device.settle())
        let madeBefore = made
        tabs.setItem(InfiniteTabItem(title: "Football", badge: .count(3)), at: 1)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(tabs.items[1].title, "Football")
        XCTAssertEqual(made, madeBefore, "the pages were not reloaded")
        XCTAssertTrue(device.visibleTexts().contains("Football"))
        XCTAssertTrue(device.visibleTexts().contains("Page 1"))
    } }
}

/// Custom tab cells that read the emphasis follow a swipe (issue 22 point 5:
/// custom SwiftUI tab views receive the swipe's emphasis; the SwiftUI tabs
/// use `followsSwipe`).
final class CustomTabEmphasisTests: XCTestCase {
    func testACustomCellThatFollowsTheSwipeIsConfiguredWithEachNewEmphasis() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let strip = InfiniteTabStripView()
        strip.titles = ["News", "Sport", "Weather", "Music"]
        var seen: [Int: [CGFloat]] = [:]
        strip.useCustomCell(UICollectionViewCell.self, width: { _ in 90 }, followsSwipe: true) { [weak strip] _, index, _ in
            seen[index, default: []].append(strip?.titleEmphasis(ofItem: index) ?? -1)
        }
        device.show(view: strip, height: 44)
        XCTAssertTrue(device.settle())
        seen = [:]
        strip.apply(state: .dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.25)), animated: false)
        strip.apply(state: .dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.5)), animated: false)
        XCTAssertEqual(seen[1]?.last ?? -1, 0.5, accuracy: 1e-9, "the tab reached is half selected")
        XCTAssertEqual(seen[0]?.last ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertNil(seen[3], "a tab whose emphasis did not change is left alone")
        XCTAssertGreaterThanOrEqual(seen[1]?.count ?? 0, 2, "once per frame that changed it")
        XCTAssertEqual(device.violations, [])
    } }
}
