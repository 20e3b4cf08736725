import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// Every shown UILabel with this text (also those clipped away), as an app's
/// UI test would find them in the view tree.
@MainActor
private func labelViews(_ text: String, in view: UIView) -> [UILabel] {
    var found: [UILabel] = []
    if let label = view as? UILabel, label.text == text, !label.isHidden { found.append(label) }
    for sub in view.subviews where !sub.isHidden && sub.alpha > 0 { found += labelViews(text, in: sub) }
    return found
}

@MainActor
private final class ChipCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

private let sections = (1...12).map { "Section \($0)" }

final class LookAcceptanceTests: XCTestCase {
    func testOnlyTheSelectedTabLooksSelectedAfterScrollingAwayAndBack() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = sections
            var look = InfiniteTabAppearance()
            look.textColor = .systemBlue
            look.selectedTextColor = .systemRed
            strip.appearance = look
            device.show(view: strip, height: 44)
            device.tap(label: "Section 2")
            device.settle()
            for dx: CGFloat in [-300, -300, 300, 300, 300, -300] {
                device.drag(from: CGPoint(x: 195 - dx / 2, y: 22), to: CGPoint(x: 195 + dx / 2, y: 22), duration: 0.2)
                device.lift()
                device.settle()
            }
            strip.select(1, animated: false)
            device.settle()
            for title in sections {
                for label in labelViews(title, in: device.window) where !device.labels(title).isEmpty {
                    XCTAssertEqual(label.textColor, title == "Section 2" ? .systemRed : .systemBlue, title)
                }
            }
        }
    }

    func testABadgeSetWhileItsTabIsOffScreenShowsWhenItScrollsIn() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = sections
            device.show(view: strip, height: 44)
            device.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 200, y: 22), duration: 0.2)
            device.lift()
            device.settle()
            XCTAssertNil(device.label("Section 9"), "off screen when the badge is set: \(device.visibleTexts())")
            strip.setBadge(.count(5), forItem: 8)
            device.settle()
            // Slow drags held still before the lift (no fling), 150 points at
            // a time, until the tab is wholly on screen: where a fling stops
            // is UIKit's to decide (UIKitModel.Configuration.decelerationEnd).
            let width = device.window.bounds.width
            @MainActor func tabOnScreen() -> Bool {
                guard let tab = device.label("Section 9") else { return false }
                return tab.minX >= 0 && tab.maxX <= width
            }
            for _ in 0..<12 where !tabOnScreen() {
                device.drag(from: CGPoint(x: 350, y: 22), to: CGPoint(x: 200, y: 22), duration: 1.5)
                device.advance(by: 0.2)
                device.lift()
                device.settle()
            }
            let tab = try XCTUnwrap(device.label("Section 9"), "\(device.visibleTexts())")
            XCTAssertTrue(tabOnScreen(), "\(device.visibleTexts())")
            let badge = try XCTUnwrap(device.label("5", nearX: tab.maxX), "\(device.visibleTexts())")
            XCTAssertEqual(badge.midX, tab.maxX, accuracy: 40, "the badge sits on its tab")
        }
    }

    func testCustomCellsAreMeasuredByTheirContentAndCentred() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["One", "Two", "Three", "Four", "Five"]
            strip.useCustomCell(ChipCell.self) { cell, index, selected in
                cell.label.text = ["One", "Two", "Three", "Four", "Five"][index] + (selected ? "!" : "")
            }
            device.show(view: strip, height: 44)
            device.settle()
            let one = try XCTUnwrap(device.label("One!"), "\(device.visibleTexts())")
            XCTAssertEqual(one.midX, 195, accuracy: 1)
            XCTAssertEqual(one.height, 44, accuracy: 0.5, "the cell is as tall as the strip")
            let row = device.visibleLabels().map(\.frame).sorted { $0.minX < $1.minX }
            for (a, b) in zip(row, row.dropFirst()) {
                XCTAssertEqual(b.minX - a.maxX, 24, accuracy: 1, "12 pt insets each side, no gap, no overlap")
            }
            device.tap(label: "Three")
            device.settle()
            XCTAssertEqual(try XCTUnwrap(device.label("Three!")).midX, 195, accuracy: 1)
            XCTAssertTrue(device.labels("One!").isEmpty)
        }
    }

    func testTheIndicatorFollowsAStripRestyledAsABackground() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["One", "Two", "Three"]
            strip.indicatorStyle = .background
            device.show(view: strip, height: 44)
            device.tap(label: "Two")
            device.settle()
            let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
            let two = try XCTUnwrap(device.label("Two"))
            XCTAssertTrue(indicator.contains(CGPoint(x: two.midX, y: two.midY)), "behind the title: \(indicator) \(two)")
        }
    }
}
