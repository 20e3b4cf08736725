import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Issue 30 point 6, focus: with an iPad's hardware keyboard, Tab moves the
// focus between the strip, what the page on screen can focus and a picker.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

/// A view an app would make focusable on a page (a reply box, say).
@MainActor
private final class FocusableBox: UIView {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
    }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFocused: Bool { true }
}

/// A page with one focusable box.
@MainActor
private final class BoxPage: UIViewController {
    let box: FocusableBox
    init(_ index: Int) {
        box = FocusableBox("box \(index)")
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
    }
}

/// The tabs over the top 600 points, a picker under them.
@MainActor
private final class Screen: UIViewController {
    let tabs = InfiniteTabsViewController(titles: titles) { BoxPage($0) }
    let picker = InfinitePickerView()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(tabs)
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
        picker.titles = ["Small", "Medium", "Large"]
        view.addSubview(picker)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tabs.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 600)
        picker.frame = CGRect(x: 0, y: 620, width: view.bounds.width, height: 60)
    }
}

@MainActor
private func focusedName(_ device: SimulatedDevice, _ screen: Screen) -> String {
    switch device.focusedView {
    case nil: return "nothing"
    case let view? where view.isDescendant(of: screen.tabs.tabStrip): return "strip" // its selected tab
    case let view? where view === screen.picker: return "picker"
    case let box as FocusableBox: return box.name
    case let view?: return "\(type(of: view))"
    }
}

final class FocusAcceptanceTests: XCTestCase {
    func testTabMovesTheFocusBetweenTheStripThePageOnScreenAndAPicker() throws {
        try onDevice(width: 1024, height: 768) { device in
            let screen = Screen()
            device.show(screen)
            device.settle()
            for (page, move) in [(0, nil), (1, true), (0, false), (4, false)] as [(Int, Bool?)] {
                if let forward = move { device.swipe(forward: forward, y: 400) }
                XCTAssertTrue(device.settle())
                XCTAssertEqual(screen.tabs.selectedIndex, page)
                var stops: [String] = []
                for _ in 0..<4 {
                    device.pressTab()
                    stops.append(focusedName(device, screen))
                }
                // Starting from the last stop of the previous round, or none.
                XCTAssertEqual(Array(stops.suffix(3)).sorted(), ["box \(page)", "picker", "strip"],
                               "page \(page): Tab reaches the strip, the page shown and the picker, nothing off screen: \(stops)")
                var back: [String] = []
                for _ in 0..<3 {
                    device.pressTab(reverse: true)
                    back.append(focusedName(device, screen))
                }
                XCTAssertEqual(back.sorted(), ["box \(page)", "picker", "strip"], "Shift-Tab: \(back)")
            }
            // The focused strip still takes the arrows.
            for _ in 0..<3 where focusedName(device, screen) != "strip" { device.pressTab() }
            XCTAssertEqual(focusedName(device, screen), "strip")
            XCTAssertTrue(device.press(UIKeyCommand.inputRightArrow))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(screen.tabs.selectedIndex, 0)
        }
    }
}
