import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

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

extension SimulatedDevice {
    /// The centre of the visible label showing `text` nearest the middle of the window.
    func centreOfLabel(_ text: String) -> CGPoint? {
        let mid = window.bounds.midX
        return visibleLabels().filter { $0.text == text }
            .min { abs($0.frame.midX - mid) < abs($1.frame.midX - mid) }
            .map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
    }
}

/// The real controls run on a simulated device: shown, dragged, flung
/// across the seam, tapped, settled, without UIKit misuse.
final class ControlSmokeTests: XCTestCase {
    func testPicker() {
        for rate in [60.0, 120.0] {
            onMain {
                let device = SimulatedDevice(width: 390, height: 844, frameRate: rate)
                let picker = InfinitePickerView()
                picker.titles = ["Small", "Medium", "Large"]
                var changes: [Int] = []
                picker.onSelect = { changes.append($0) }
                device.show(view: picker, height: 44)
                XCTAssertTrue(device.settle())
                XCTAssertEqual(device.visibleTexts(), ["Small"])
                // Back across the seam: the last option.
                device.swipe(dx: 200, atY: 20)
                XCTAssertTrue(device.settle())
                XCTAssertEqual(picker.selectedIndex, 2)
                XCTAssertEqual(device.visibleTexts(), ["Large"])
                // Forward across the seam again, then a tap moves one on.
                device.swipe(dx: -200, atY: 20)
                XCTAssertTrue(device.settle())
                XCTAssertEqual(device.visibleTexts(), ["Small"])
                device.tap(at: CGPoint(x: 195, y: 20))
                XCTAssertTrue(device.settle())
                XCTAssertEqual(device.visibleTexts(), ["Medium"])
                XCTAssertEqual(changes, [2, 0, 1], "at \(rate) Hz")
                XCTAssertEqual(device.violations, [])
            }
        }
    }

    func testStrip() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let strip = InfiniteTabStripView()
            strip.titles = ["News", "Sport", "Weather"]
            var taps: [Int] = []
            strip.onSelect = { taps.append($0) }
            device.show(view: strip, height: 44)
            XCTAssertTrue(device.settle())
            let texts = Set(device.visibleTexts())
            XCTAssertEqual(texts, ["News", "Sport", "Weather"])
            // A fling far along the strip: it keeps looping, never shows a gap.
            device.swipe(dx: -300, atY: 20, duration: 0.1)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(Set(device.visibleTexts()), ["News", "Sport", "Weather"])
            XCTAssertTrue(device.visibleLabels().contains { $0.frame.minX < 60 }, "tabs reach the left edge")
            XCTAssertTrue(device.visibleLabels().contains { $0.frame.maxX > 330 }, "tabs reach the right edge")
            let sport = device.centreOfLabel("Sport")!
            device.tap(at: sport)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertEqual(taps, [1])
            XCTAssertEqual(device.centreOfLabel("Sport")!.x, 195, accuracy: 1, "the tapped tab is centred")
            XCTAssertEqual(device.violations, [])
        }
    }

    func testPages() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let pages = InfinitePageViewController(count: 3, selectedIndex: 2) { LabelPage("Page \($0)") }
            var settled: [Int] = []
            pages.onSelect = { settled.append($0) }
            device.show(pages)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["Page 2"])
            device.swipe(dx: -200, atY: 400)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["Page 0"])
            device.swipe(dx: 200, atY: 400)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["Page 2"])
            pages.select(1)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.visibleTexts(), ["Page 1"])
            XCTAssertEqual(settled, [0, 2], "the selection made in code is not reported")
            XCTAssertEqual(device.violations, [])
        }
    }

    func testContainer() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three"]) { LabelPage("Page \($0)") }
            var selected: [Int] = []
            tabs.onSelect = { selected.append($0) }
            device.show(tabs)
            XCTAssertTrue(device.settle())
            var texts = device.visibleTexts()
            XCTAssertTrue(texts.contains("Two") && texts.contains("Page 0") && !texts.contains("Page 1"), "\(texts)")
            // Swipe the pages back across the seam.
            device.swipe(dx: 200, atY: 400)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertTrue(device.visibleTexts().contains("Page 2"))
            XCTAssertEqual(device.centreOfLabel("Three")!.x, 195, accuracy: 1, "the strip follows")
            // Tap a tab: one animated transition.
            device.tap(at: device.centreOfLabel("Two")!)
            XCTAssertTrue(device.settle())
            texts = device.visibleTexts()
            XCTAssertTrue(texts.contains("Page 1") && !texts.contains("Page 2"), "\(texts)")
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(selected, [2, 1])
            XCTAssertEqual(device.violations, [])
        }
    }
}
