import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// A screen of labels an app might show, to check point 7's definition of
/// `visibleLabels()`.
@MainActor
private final class LabelsScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        func add(_ text: String?, _ frame: CGRect, to parent: UIView? = nil) -> UILabel {
            let label = UILabel(frame: frame)
            label.text = text
            (parent ?? view).addSubview(label)
            return label
        }
        _ = add("plain", CGRect(x: 10, y: 10, width: 100, height: 20))
        add("hidden", CGRect(x: 10, y: 40, width: 100, height: 20)).isHidden = true
        add("transparent", CGRect(x: 10, y: 70, width: 100, height: 20)).alpha = 0
        _ = add("", CGRect(x: 10, y: 100, width: 100, height: 20))
        _ = add(nil, CGRect(x: 10, y: 130, width: 100, height: 20))
        _ = add("offscreen", CGRect(x: 500, y: 10, width: 100, height: 20))
        let box = UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        box.clipsToBounds = true
        view.addSubview(box)
        _ = add("inside", CGRect(x: 10, y: 10, width: 50, height: 20), to: box)
        _ = add("clipped", CGRect(x: 120, y: 10, width: 50, height: 20), to: box)
        let loose = UIView(frame: CGRect(x: 50, y: 400, width: 100, height: 100))
        view.addSubview(loose)
        _ = add("overflowing", CGRect(x: 120, y: 10, width: 50, height: 20), to: loose)
        let faded = UIView(frame: CGRect(x: 50, y: 600, width: 100, height: 100))
        faded.alpha = 0
        view.addSubview(faded)
        _ = add("in faded", CGRect(x: 0, y: 0, width: 50, height: 20), to: faded)
        let hiddenBox = UIView(frame: CGRect(x: 50, y: 700, width: 100, height: 100))
        hiddenBox.isHidden = true
        view.addSubview(hiddenBox)
        _ = add("in hidden", CGRect(x: 0, y: 0, width: 50, height: 20), to: hiddenBox)
    }
}

final class DeviceAcceptanceTests: XCTestCase {
    func testVisibleLabelsFollowsPointSevensDefinition() throws {
        try onDevice { device in
            device.show(LabelsScreen())
            let found = Dictionary(device.visibleLabels().map { ($0.text, $0.frame) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(Set(found.keys), ["plain", "inside", "overflowing"])
            XCTAssertEqual(found["inside"], CGRect(x: 60, y: 210, width: 50, height: 20), "window coordinates")
            XCTAssertEqual(found["overflowing"], CGRect(x: 170, y: 410, width: 50, height: 20))
        }
    }

    func testSettleReturnsTrueOnAnIdleScreenAndAdvanceMovesTheClock() throws {
        try onDevice { device in
            device.show(LabelsScreen())
            XCTAssertTrue(device.settle())
            let before = device.now
            device.advance(by: 0.5)
            XCTAssertEqual(device.now - before, 0.5, accuracy: 1.0 / 60)
            device.advance(by: .nan)
            device.advance(by: -1)
            XCTAssertEqual(device.now - before, 0.5, accuracy: 1.0 / 60)
        }
    }

    func testBadSizesAndPointsAreHarmlessAndTheControlsRecover() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            for (w, h) in [(CGFloat.nan, CGFloat.nan), (0, 0), (-100, 50), (.infinity, 10), (1, 1)] {
                device.resize(width: w, height: h)
                device.settle()
                XCTAssertFalse(device.hasBadFrames, "\(w) x \(h)")
            }
            device.tap(at: CGPoint(x: CGFloat.nan, y: 10))
            device.drag(from: CGPoint(x: 10, y: CGFloat.infinity), to: .zero, duration: .nan)
            device.lift()
            device.resize(width: 390, height: 844)
            device.settle()
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 0"])
            XCTAssertEqual(device.label("A")?.midX ?? 0, 195, accuracy: 1)
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 1)
        }
    }

    func testAWindowOfZeroSizeShowsNothing() throws {
        try onDevice(width: 0, height: 0) { device in
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            XCTAssertEqual(device.visibleLabels().count, 0)
            XCTAssertFalse(device.hasBadFrames)
        }
    }
}
