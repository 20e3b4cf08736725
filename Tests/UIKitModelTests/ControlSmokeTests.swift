import InfiniteTabs
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import XCTest

/// A page showing one label with its title, filling the page.
@MainActor
final class LabelPage: UIViewController {
    let text: String
    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = text
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = view.bounds
        view.addSubview(label)
    }
}

/// The real controls run on a simulated device.
final class ControlSmokeTests: XCTestCase {
    func testPickerShowsItsSelectedTitleAndSwipesAcrossTheSeam() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice(width: 390, height: 844)
            let picker = InfinitePickerView()
            picker.titles = ["Small", "Medium", "Large"]
            var changes: [Int] = []
            picker.onSelect = { changes.append($0) }
            device.show(view: picker, height: 44)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["Small"])
            // Back across the seam: the last option.
            device.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 300, y: 20), duration: 0.2)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(device.visibleTexts(), ["Large"])
            XCTAssertEqual(changes, [2])
            XCTAssertEqual(device.violations, [])
        }
    }

    func testStripShowsTitlesAndTapSelects() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice(width: 390, height: 844)
            let strip = InfiniteTabStripView()
            strip.titles = ["News", "Sport", "Weather"]
            device.show(view: strip, height: 44)
            XCTAssertTrue(device.settle())
            let labels = device.visibleLabels()
            XCTAssertTrue(labels.contains { $0.text == "Sport" }, "\(labels)")
            let sport = labels.first { $0.text == "Sport" }!.frame
            device.tap(at: CGPoint(x: sport.midX, y: sport.midY))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testPagesSwipeForwardAcrossTheSeam() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice(width: 390, height: 844)
            let pages = InfinitePageViewController(count: 3, selectedIndex: 2) { LabelPage("Page \($0)") }
            device.show(pages)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["Page 2"])
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(device.visibleTexts(), ["Page 0"])
            XCTAssertEqual(device.violations, [])
        }
    }

    func testContainerShowsStripAndPage() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice(width: 390, height: 844)
            let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            XCTAssertTrue(device.settle())
            let texts = device.visibleTexts()
            XCTAssertTrue(texts.contains("Two"), "\(texts)")
            XCTAssertTrue(texts.contains("Page 0"), "\(texts)")
            XCTAssertFalse(texts.contains("Page 1"), "\(texts)")
            XCTAssertEqual(device.violations, [])
        }
    }
}
