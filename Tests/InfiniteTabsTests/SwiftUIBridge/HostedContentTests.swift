#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The SwiftUI wrappers' custom tabs and picker pages read their content
/// through `CustomTabContent` and `CustomPickerContent`: here on the real
/// controls, with text standing in for the hosted SwiftUI views, so that a
/// view update's later state is shown on screen and in what scrolls in.
final class HostedContentTests: XCTestCase {
    /// Puts `text` in a label filling the cell (made once per cell), as
    /// `UIHostingConfiguration` fills it with the SwiftUI view.
    @MainActor
    private static func show(_ text: String, in cell: UICollectionViewCell) {
        let label: UILabel
        if let existing = cell.contentView.subviews.first as? UILabel {
            label = existing
        } else {
            label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
            ])
        }
        label.text = text
    }

    @MainActor
    private static func showStrip(count: Int, content: CustomTabContent<String>) -> (SimulatedDevice, InfiniteTabStripView) {
        let device = SimulatedDevice(width: 320, height: 600)
        let strip = InfiniteTabStripView()
        strip.titles = (0..<count).map { "T\($0)" }
        content.install(in: strip)
        device.show(view: strip, height: 44)
        device.settle()
        return (device, strip)
    }

    func testCustomTabsShowTheLatestContentOnScreenAndInTabsThatScrollIn() {
        onMain {
            let content = CustomTabContent<String>(make: { index, _, _ in "old\(index)" }) { cell, text in
                Self.show(text, in: cell)
            }
            let (device, strip) = Self.showStrip(count: 30, content: content)
            XCTAssertTrue(device.visibleTexts().contains("old0"))

            content.update({ index, _, _ in "new\(index)" }, in: strip)
            let shown = device.visibleTexts()
            XCTAssertTrue(shown.contains("new0"), "\(shown)")
            XCTAssertFalse(shown.contains { $0.hasPrefix("old") }, "no tab on screen keeps the old content: \(shown)")

            // Scroll far enough that new cells come in (made or reused).
            let frame = strip.convert(strip.bounds, to: nil)
            for _ in 0..<4 {
                device.drag(from: CGPoint(x: frame.maxX - 10, y: frame.midY), to: CGPoint(x: frame.minX + 10, y: frame.midY),
                            duration: 0.3)
                device.lift()
                XCTAssertTrue(device.settle())
                let later = device.visibleTexts()
                XCTAssertFalse(later.isEmpty)
                XCTAssertFalse(later.contains { $0.hasPrefix("old") }, "tabs that scrolled in show the latest content: \(later)")
            }
            XCTAssertEqual(device.violations, [])
        }
    }

    func testCustomTabsShowTheSelectionAfterATapAndAfterAnUpdate() {
        onMain {
            let content = CustomTabContent<String>(make: { index, selected, _ in selected ? "[\(index)]" : "\(index)" }) {
                cell, text in Self.show(text, in: cell)
            }
            let (device, strip) = Self.showStrip(count: 8, content: content)
            XCTAssertTrue(device.visibleTexts().contains("[0]"))
            guard let one = device.visibleLabels().first(where: { $0.text == "1" }) else {
                return XCTFail("tab 1 on screen: \(device.visibleTexts())")
            }
            device.tap(at: CGPoint(x: one.frame.midX, y: one.frame.midY))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertTrue(device.visibleTexts().contains("[1]"), "\(device.visibleTexts())")
            XCTAssertFalse(device.visibleTexts().contains("[0]"))

            content.update({ index, selected, _ in selected ? "<\(index)>" : "·\(index)" }, in: strip)
            XCTAssertTrue(device.visibleTexts().contains("<1>"), "\(device.visibleTexts())")
            XCTAssertTrue(device.visibleTexts().contains("·0"))
        }
    }

    func testTheStripDoesNotKeepTheWrappersContentAliveAndStillSelects() {
        onMain {
            var content: CustomTabContent<String>? = CustomTabContent(make: { index, _, _ in "t\(index)" }) { cell, text in
                Self.show(text, in: cell)
            }
            weak let released = content
            let (device, strip) = Self.showStrip(count: 30, content: content!)
            content = nil
            XCTAssertNil(released, "the strip does not keep the wrapper's content alive")
            strip.select(15, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 15)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testCustomPickerPagesShowTheLatestContentOnScreenAndInPagesThatScrollIn() {
        onMain {
            let device = SimulatedDevice(width: 320, height: 600)
            let picker = InfinitePickerView()
            picker.pageWidth = 80
            let content = CustomPickerContent<String, String>(make: { item, _ in "old \(item)" })
            content.setItems((0..<12).map { "o\($0)" }, title: { $0 }, of: picker,
                             makePage: { InfinitePickerLabel() }) { page, _, text in page.label.text = text }
            device.show(view: picker, height: 44)
            device.settle()
            XCTAssertTrue(device.visibleTexts().contains("old o0"), "\(device.visibleTexts())")

            content.update({ item, index in "new \(item) at \(index)" }, in: picker)
            XCTAssertTrue(device.visibleTexts().contains("new o0 at 0"), "\(device.visibleTexts())")
            XCTAssertFalse(device.visibleTexts().contains { $0.hasPrefix("old") })

            let frame = picker.convert(picker.bounds, to: nil)
            var selections: [Int] = []
            for _ in 0..<3 {
                device.drag(from: CGPoint(x: frame.maxX - 10, y: frame.midY), to: CGPoint(x: frame.minX + 10, y: frame.midY),
                            duration: 0.3)
                device.lift()
                XCTAssertTrue(device.settle())
                let later = device.visibleTexts()
                XCTAssertFalse(later.isEmpty)
                XCTAssertFalse(later.contains { $0.hasPrefix("old") }, "pages that scrolled in show the latest content: \(later)")
                selections.append(picker.selectedIndex)
            }
            XCTAssertEqual(selections, [4, 8, 0], "each drag moved the picker on, round the loop")
            XCTAssertEqual(device.violations, [])
        }
    }
}
#endif
