import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// Carousels, page dots, vertical controls and container options on the
/// real controls.
final class CarouselSmokeTests: XCTestCase {
    func testPageDotsFollowThePagesAndATapTurnsOne() {
        onMain {
            let device = SimulatedDevice()
            let pages = InfinitePageViewController(count: 4) { LabelPage("Page \($0)") }
            pages.showsPageControl = true
            pages.itemTransform = .coverFlow
            device.show(pages)
            XCTAssertTrue(device.settle())
            let dots = pages.pageControl!.pageControl
            XCTAssertEqual(dots.numberOfPages, 4)
            device.swipe(dx: -200, atY: 400)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(dots.currentPage, 1)
            let frame = dots.convert(dots.bounds, to: nil)
            device.tap(at: CGPoint(x: frame.maxX - 2, y: frame.midY))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertEqual(device.visibleTexts(), ["Page 2"])
            XCTAssertEqual(pages.currentViewController?.view.alpha, 1, "the page at rest is untouched")
            XCTAssertEqual(device.violations, [])
        }
    }

    func testVerticalPickerSwipesUp() {
        onMain {
            let device = SimulatedDevice()
            let picker = InfinitePickerView()
            picker.axis = .vertical
            picker.titles = ["A", "B", "C"]
            device.show(view: picker, height: 120)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["A"])
            device.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 20), duration: 0.15)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts(), ["B"])
            XCTAssertEqual(device.violations, [])
        }
    }

    func testPickerDotsAndAutoAdvanceWaitWhileTheFingerIsDown() {
        onMain {
            let device = SimulatedDevice()
            let (picker, dots) = Self.pickerWithDots(titles: ["A", "B", "C"], on: device) { $0.autoScrollInterval = 1 }
            device.advance(by: 1.5)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 1)
            XCTAssertEqual(dots.pageControl.currentPage, 1)
            device.drag(from: CGPoint(x: 200, y: 20), to: CGPoint(x: 180, y: 20), duration: 0.1)
            device.advance(by: 3)
            XCTAssertEqual(picker.selectedIndex, 1, "no auto-advance under the finger")
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.violations, [])
        }
    }

    func testContainerOptionsMoveTheStripToTheBottom() {
        onMain {
            let device = SimulatedDevice()
            var options = InfiniteTabsOptions()
            options.tabStripPosition = .bottom
            let tabs = InfiniteTabsViewController(titles: ["One", "Two"], options: options) { LabelPage("Page \($0)") }
            device.show(tabs)
            XCTAssertTrue(device.settle())
            let one = device.visibleLabels().first { $0.text == "One" }!.frame
            XCTAssertGreaterThan(one.minY, 800 - 44)
            options.tabStripPosition = .top
            tabs.options = options
            XCTAssertTrue(device.settle())
            XCTAssertLessThan(device.visibleLabels().first { $0.text == "One" }!.frame.maxY, 44)
            tabs.select(1)
            XCTAssertTrue(device.settle())
            XCTAssertTrue(device.visibleTexts().contains("Page 1"))
            XCTAssertEqual(device.violations, [])
        }
    }

    /// A dot is the user's tap: the picker reports the option it slides to,
    /// once, through onSelect, its delegate's didSelectItemAt and
    /// .valueChanged, as a swipe does; a selection in code reports nothing.
    func testADotTappedUnderThePickerReportsTheUsersChangeOnce() {
        onMain {
            let device = SimulatedDevice()
            let (picker, dots) = Self.pickerWithDots(titles: ["A", "B", "C", "D"], on: device)
            XCTAssertTrue(device.settle())
            var reported: [Int] = []
            var valueChanges = 0
            picker.onSelect = { reported.append($0) }
            let owner = NSObject()
            picker.addTarget(owner, action: { valueChanges += 1 }, for: .valueChanged)
            picker.select(2)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(reported, [], "a selection in code is not reported")
            let frame = dots.pageControl.convert(dots.pageControl.bounds, to: nil)
            device.tap(at: CGPoint(x: frame.maxX - 2, y: frame.midY))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(reported, [3])
            XCTAssertEqual(valueChanges, 1)
            XCTAssertEqual(device.visibleTexts().filter { ["A", "B", "C", "D"].contains($0) }.first, "D")
            XCTAssertEqual(device.violations, [])
        }
    }

    /// A picker with page dots below it, shown on `device` after `configure`.
    @MainActor
    private static func pickerWithDots(titles: [String], on device: SimulatedDevice,
                                       configure: (InfinitePickerView) -> Void = { _ in })
        -> (InfinitePickerView, InfinitePageControl) {
        let picker = InfinitePickerView()
        picker.titles = titles
        configure(picker)
        let dots = InfinitePageControl()
        dots.attach(to: picker)
        let stack = UIView()
        stack.addSubview(picker)
        stack.addSubview(dots)
        picker.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        dots.frame = CGRect(x: 0, y: 50, width: 390, height: 26)
        device.show(view: stack, height: 80)
        return (picker, dots)
    }
}
