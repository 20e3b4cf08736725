#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `StripChecker` sees what it promises to see on the real strip: the
/// device suites that find nothing prove something only if it can fail.
final class StripCheckerTests: XCTestCase {
    func testAJumpOfTheContentIsSeen() {
        onMain {
            let screen = StripScreen(widths: Array(repeating: 60, count: 10), viewportWidth: 240)
            let checker = StripChecker(screen: screen)
            screen.app("jump") {
                let cv = screen.strip.collectionView
                cv.setContentOffset(CGPoint(x: cv.contentOffset.x + 150, y: 0), animated: false)
            }
            checker.checkFrame()
            XCTAssertTrue(checker.violations.messages.contains { $0.contains("jumped") }, "\(checker.violations.messages)")
        }
    }

    func testAStaleSelectedLookIsSeenAtRest() {
        onMain {
            let screen = StripScreen(widths: Array(repeating: 60, count: 10), viewportWidth: 240)
            let checker = StripChecker(screen: screen)
            checker.checkAtRest()
            XCTAssertTrue(checker.violations.isEmpty)
            let other = StripPicture(screen).cells.first { $0.item != screen.strip.selectedIndex }
            other?.label?.textColor = .systemBlue
            checker.checkAtRest()
            XCTAssertTrue(checker.violations.messages.contains { $0.contains("colours") }, "\(checker.violations.messages)")
        }
    }

    func testLayoutWorkInAFrameIsSeen() {
        onMain {
            let screen = StripScreen(titles: (0..<6).map { "T\($0)" }, viewportWidth: 240)
            let checker = StripChecker(screen: screen)
            checker.checksWork = true
            checker.allowsNewCells = false
            checker.resetWork()
            screen.app("reload") {
                screen.strip.collectionView.reloadData()
                screen.strip.collectionView.collectionViewLayout.invalidateLayout()
            }
            checker.checkFrame()
            let messages = checker.violations.messages
            XCTAssertTrue(messages.contains { $0.contains("reloadData") }, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("invalidations") }, "\(messages)")
        }
    }

    func testALabelRestyledWithoutAChangeIsSeen() {
        onMain {
            let screen = StripScreen(titles: (0..<6).map { "T\($0)" }, viewportWidth: 240)
            let checker = StripChecker(screen: screen)
            checker.checksWork = true
            checker.resetWork()
            screen.app("restyle") {
                for cell in StripPicture(screen).cells { cell.label?.textColor = cell.label?.textColor }
            }
            checker.checkFrame()
            XCTAssertTrue(checker.violations.messages.contains { $0.contains("label style writes") }, "\(checker.violations.messages)")
        }
    }
}
#endif
