import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

// Issue 30 point 6, "a picker option and a tab are focusable": on an iPad
// with a hardware keyboard the strip is one focus group whose focused item
// is the selected tab (a halo around it), the arrows move the selection and
// the focus with it, Tab moves on to the page's content, and the picker is
// a focus group of its own.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

/// A box a page or screen can focus (a reply field, say).
@MainActor
private final class Box: UIView {
    override var canBecomeFocused: Bool { true }
}

/// A strip across the top, a focusable box under it, a picker at the bottom.
@MainActor
private final class Screen: UIViewController {
    let strip = InfiniteTabStripView()
    let box = Box()
    let picker = InfinitePickerView()
    override func viewDidLoad() {
        super.viewDidLoad()
        strip.titles = titles
        picker.titles = ["Small", "Medium", "Large"]
        [strip, box, picker].forEach(view.addSubview)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        strip.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        box.frame = CGRect(x: 20, y: 100, width: 300, height: 44)
        picker.frame = CGRect(x: 0, y: 300, width: view.bounds.width, height: 60)
    }
}

/// The focus is on the selected tab: in the strip's group, its halo
/// around that tab's title, centred.
@MainActor
private func assertFocusOnTab(_ title: String, _ device: SimulatedDevice, _ screen: Screen,
                              file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertTrue(device.focusedView?.isDescendant(of: screen.strip) == true, "focus in the strip", file: file, line: line)
    XCTAssertFalse(device.focusedView === screen.strip, "on a tab, not the whole strip", file: file, line: line)
    XCTAssertNotNil(screen.strip.focusGroupIdentifier, file: file, line: line)
    XCTAssertEqual(device.focusedGroup, screen.strip.focusGroupIdentifier, "the strip is one focus group", file: file, line: line)
    let halo = try XCTUnwrap(device.focusHalo, "the focused tab shows its focus", file: file, line: line)
    let label = try XCTUnwrap(device.label(title), file: file, line: line)
    XCTAssertTrue(halo.contains(CGPoint(x: label.midX, y: label.midY)), "the halo is around \(title): \(halo) \(label)",
                  file: file, line: line)
    XCTAssertEqual(halo.midX, 512, accuracy: 1, "the focused tab is centred", file: file, line: line)
}

/// The screen shown with "Sport" selected and Tab pressed once: the focus on that tab.
@MainActor
private func showScreenFocusedOnSport(_ device: SimulatedDevice) throws -> Screen {
    let screen = Screen()
    device.show(screen)
    device.settle()
    screen.strip.select(2, animated: false)
    device.settle()
    device.pressTab()
    try assertFocusOnTab("Sport", device, screen)
    return screen
}

final class FocusGroupAcceptanceTests: XCTestCase {
    func testTabEntersTheStripOnTheSelectedTabAndTheArrowsMoveTheFocusWithTheSelection() throws {
        try onDevice(width: 1024, height: 768) { device in
            let screen = try showScreenFocusedOnSport(device)
            XCTAssertTrue(device.press(UIKeyCommand.inputRightArrow))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(screen.strip.selectedIndex, 3)
            try assertFocusOnTab("Music", device, screen)
            device.press(UIKeyCommand.inputRightArrow)
            device.press(UIKeyCommand.inputRightArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(screen.strip.selectedIndex, 0, "looping past the last tab")
            try assertFocusOnTab("For You", device, screen)

            device.pressTab()
            XCTAssertTrue(device.focusedView === screen.box, "Tab leaves the strip for the next group, not the next tab")
            device.pressTab(reverse: true)
            try assertFocusOnTab("For You", device, screen)

            device.pressTab()
            device.pressTab()
            XCTAssertTrue(device.focusedView === screen.picker, "the picker is a Tab stop")
            XCTAssertNotNil(screen.picker.focusGroupIdentifier)
            XCTAssertEqual(device.focusedGroup, screen.picker.focusGroupIdentifier, "a focus group of its own")
            XCTAssertNotEqual(screen.picker.focusGroupIdentifier, screen.strip.focusGroupIdentifier)
            let halo = try XCTUnwrap(device.focusHalo, "the picker shows its focus")
            let option = try XCTUnwrap(device.label("Small"))
            XCTAssertTrue(halo.contains(CGPoint(x: option.midX, y: option.midY)), "around the selected option")
            device.press(UIKeyCommand.inputRightArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(screen.picker.selectedIndex, 1, "the arrows change the option")
            XCTAssertTrue(device.focusedView === screen.picker)

            device.setTraits(layoutDirection: .rightToLeft)
            device.settle()
            device.pressTab()
            try assertFocusOnTab("For You", device, screen)
            device.press(UIKeyCommand.inputLeftArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(screen.strip.selectedIndex, 1, "in right to left the left arrow goes forward")
            try assertFocusOnTab("News", device, screen)
        }
    }

    /// The container: a swipe of the pages moves the selection, and a focus
    /// on the strip follows it to the new tab.
    func testTheFocusOnTheStripFollowsASwipeOfThePages() throws {
        try onDevice(width: 1024, height: 768) { device in
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.pressTab()
            XCTAssertTrue(device.focusedView?.isDescendant(of: tabs.tabStrip) == true)
            for (forward, expected) in [(true, 1), (true, 2), (false, 1), (false, 0), (false, 4)] {
                device.swipe(forward: forward, y: 400)
                XCTAssertTrue(device.settle())
                XCTAssertEqual(tabs.selectedIndex, expected)
                XCTAssertTrue(device.focusedView?.isDescendant(of: tabs.tabStrip) == true, "the focus stays in the strip")
                let halo = try XCTUnwrap(device.focusHalo)
                let label = try XCTUnwrap(device.label(titles[expected]))
                XCTAssertTrue(halo.contains(CGPoint(x: label.midX, y: label.midY)), "on \(titles[expected])")
            }
        }
    }

    /// New tabs or options while the keyboard's focus is on the strip or the
    /// picker: the focus stays on the control (the selected tab or the
    /// picker), never lost, whatever UIKit does with a lost focus
    /// (`lostFocus`).
    func testNewTabsOrOptionsKeepTheFocusOnTheControl() throws {
        try onDevice(width: 1024, height: 768) { device in
            let screen = try showScreenFocusedOnSport(device)
            screen.strip.titles = titles.reversed()
            device.settle()
            try assertFocusOnTab(screen.strip.titles[screen.strip.selectedIndex], device, screen)
            screen.strip.reloadData()
            device.settle()
            try assertFocusOnTab(screen.strip.titles[screen.strip.selectedIndex], device, screen)
            device.pressTab()
            device.pressTab()
            XCTAssertTrue(device.focusedView === screen.picker)
            screen.picker.titles = ["XS", "S", "M", "L"]
            device.settle()
            XCTAssertTrue(device.focusedView === screen.picker, "the picker keeps the focus")
            XCTAssertNotNil(device.focusHalo)
        }
    }

    /// A custom tab cell shows the keyboard's focus as the built-in tab does
    /// (a halo around the focused tab), unless its class sets a focus effect
    /// of its own, which it keeps.
    func testACustomCellShowsTheFocusHaloUnlessItHasItsOwnEffect() throws {
        for ownEffect in [false, true] {
            try onDevice(width: 1024, height: 768) { device in
                let strip = InfiniteTabStripView()
                strip.titles = titles
                strip.useCustomCell(TitleCell.self, width: { _ in 120 }) { cell, index, _ in
                    cell.label.text = titles[index]
                    if ownEffect { cell.focusEffect = TitleCell.ownEffect }
                }
                device.show(view: strip, height: 44)
                device.settle()
                strip.select(2, animated: false)
                device.settle()
                device.pressTab()
                XCTAssertTrue(device.focusedView?.isDescendant(of: strip) == true, "focus in the strip")
                let focused = try XCTUnwrap(device.focusedView as? TitleCell)
                XCTAssertEqual(focused.label.text, "Sport")
                if ownEffect {
                    XCTAssertTrue(focused.focusEffect === TitleCell.ownEffect, "the cell's own effect is kept")
                } else {
                    let halo = try XCTUnwrap(device.focusHalo, "the custom tab shows its focus")
                    XCTAssertEqual(halo, focused.convert(focused.bounds, to: nil), "a halo around the whole tab")
                    XCTAssertEqual(halo.midX, 512, accuracy: 1, "the focused tab is centred")
                }
            }
        }
    }
}

/// A custom tab: one label filling the cell.
@MainActor
private final class TitleCell: UICollectionViewCell {
    static let ownEffect = UIFocusEffect()
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}
