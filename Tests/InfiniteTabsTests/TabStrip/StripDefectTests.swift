#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 21's defects of the tab strip, each on the real
/// `InfiniteTabStripView` through the UIKit model (each failed before its
/// fix).
final class StripDefectTests: XCTestCase {
    /// A tab with a square image-like label, as high as the strip less 4 pt
    /// above and below, 6 pt of padding each side.
    @MainActor
    final class SquareCell: UICollectionViewCell {
        let square = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            square.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(square)
            NSLayoutConstraint.activate([
                square.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                square.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                square.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
                square.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
                square.widthAnchor.constraint(equalTo: square.heightAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    // MARK: - Cells UIKit shows again without cellForItemAt

    /// A badge set while its tab's cell waited off screen (prefetched)
    /// shows when UIKit brings that cell back without asking for it.
    func testABadgeSetWhileItsCellWasPrefetchedShowsWhenTheCellComesBack() {
        onMain {
            let screen = StripScreen(titles: (0..<20).map { "T\($0)" }, viewportWidth: 240)
            let first = StripPicture(screen).cells.compactMap(\.item)
            let item = first[0]
            screen.drag(by: 200)
            XCTAssertFalse(StripPicture(screen).cells.contains { $0.item == item }, "tab \(item) left the screen")
            screen.app("badge") { screen.strip.setBadge(.count(7), forItem: item) }
            screen.drag(by: -200)
            let picture = StripPicture(screen)
            XCTAssertTrue(picture.cells.contains { $0.item == item }, "tab \(item) is back")
            XCTAssertTrue(screen.device.visibleLabels().contains { $0.text == "7" }, "its badge shows")
            XCTAssertEqual(screen.device.violations, [])
        }
    }

    /// A custom cell of the tab that was selected, prefetched off screen
    /// while another tab was selected, comes back showing it is no longer
    /// selected.
    func testACustomCellShownAgainWithoutBeingAskedForShowsTheCurrentSelection() {
        onMain {
            let screen = StripScreen(widths: Array(repeating: 60, count: 20), viewportWidth: 240)
            let checker = StripChecker(screen: screen)
            XCTAssertEqual(screen.strip.selectedIndex, 0)
            screen.drag(by: 200)
            XCTAssertFalse(StripPicture(screen).cells.contains { $0.item == 0 })
            screen.tap(atScreenX: 120)
            screen.runUntilRest()
            XCTAssertNotEqual(screen.strip.selectedIndex, 0)
            screen.drag(by: -200)
            let zero = StripPicture(screen).cells.filter { $0.item == 0 }
            XCTAssertFalse(zero.isEmpty, "tab 0 is back")
            for cell in zero { XCTAssertEqual(cell.label?.textColor, .secondaryLabel, "tab 0 no longer looks selected") }
            checker.checkAtRest()
            XCTAssertEqual(checker.violations.messages, [])
        }
    }

    // MARK: - Custom cells measured at their height

    /// Custom cells set up before the strip has a size are measured at the
    /// strip's height once it has one, and again when it changes.
    func testCustomCellsAreMeasuredAtTheHeightTheyWillHaveAndAgainWhenItChanges() {
        onMain {
            let screen = StripScreen(titles: (0..<6).map { "T\($0)" }, viewportWidth: 320, beforeShowing: { strip in
                strip.useCustomCell(SquareCell.self) { cell, item, _ in cell.square.text = "T\(item)" }
            })
            screen.device.settle()
            var widths = Set(StripPicture(screen).cells.map { $0.maxX - $0.minX })
            XCTAssertEqual(widths, [44 - 8 + 12], "square content at 44 pt high")
            screen.setStripHeight(60)
            screen.device.settle()
            widths = Set(StripPicture(screen).cells.map { $0.maxX - $0.minX })
            XCTAssertEqual(widths, [60 - 8 + 12], "measured again at 60 pt")
            XCTAssertEqual(screen.device.violations, [])
        }
    }

    // MARK: - VoiceOver turned off

    /// The tab VoiceOver focused is kept in view only while VoiceOver runs:
    /// once it is turned off a selection is centred again.
    func testAfterVoiceOverIsTurnedOffTheTabItFocusedIsNoLongerKeptInView() {
        onMain {
            let screen = StripScreen(widths: Array(repeating: 100, count: 10), viewportWidth: 390)
            screen.device.setVoiceOver(true)
            screen.voiceOverFocus(item: 1)
            screen.device.setVoiceOver(false)
            screen.select(5, animated: false)
            screen.runUntilRest()
            XCTAssertEqual(StripPicture(screen).indicatorOnScreen.midX, 195, accuracy: 1e-6, "tab 5 centred")
            XCTAssertFalse(StripPicture(screen).cells.contains { $0.item == 1 }, "tab 1 is not kept in view")
        }
    }

    // MARK: - A fling is a finger

    /// The user flings the strip, then swipes the pages it follows: the
    /// fling goes on (the strip does not set its offset on every frame of
    /// the swipe, which would stop it); only the indicator follows.
    func testASwipeOfThePagesLetsTheUsersFlingOfTheStripGoOn() {
        onMain {
            let screen = StripScreen(widths: Array(repeating: 80, count: 12), viewportWidth: 320)
            screen.strip.selectsOnTap = false
            screen.followPages(pageWidth: 320, pageCount: 36)
            screen.touchStrip()
            screen.moveFinger(by: 11)
            for _ in 0..<4 { screen.moveFinger(by: 60) }
            screen.lift()
            XCTAssertTrue(screen.strip.collectionView.isDecelerating, "flung")
            screen.touchPages()
            for frame in 0..<10 {
                screen.moveFinger(by: 12)
                XCTAssertTrue(screen.strip.collectionView.isDecelerating, "frame \(frame): the fling goes on")
            }
            screen.lift()
            screen.runUntilRest()
            XCTAssertEqual(screen.device.violations, [])
        }
    }
}
#endif
