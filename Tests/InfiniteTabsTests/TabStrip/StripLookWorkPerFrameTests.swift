#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 31 point 3 on the real strip: an indicator as wide as the title and
/// a selected font keep every frame of a followed swipe free of layout work
/// (the titles were measured once), and the indicator rests under the
/// selected title, as wide as it, in both directions.
final class StripLookWorkPerFrameTests: XCTestCase {
    func testATitleWideIndicatorAndASelectedFontFollowASwipeWithoutLayoutWork() {
        onMain {
            for rtl in [false, true] {
                let screen = StripScreen(titles: (0..<7).map { "T\($0)" + String(repeating: "x", count: $0 % 3) },
                                         viewportWidth: 390, spacing: 8, rightToLeft: rtl) { strip in
                    strip.indicatorStyle.width = .title
                    var look = InfiniteTabAppearance()
                    look.selectedFont = .systemFont(ofSize: 18, weight: .bold)
                    strip.appearance = look
                }
                screen.strip.selectsOnTap = false
                screen.followPages(pageWidth: 390, pageCount: 21)
                for dx: CGFloat in [600, -1_200, 600] { screen.drag(by: dx, frames: 30) }
                screen.showPage(of: screen.strip.selectedIndex)
                screen.runUntilRest()
                let checker = StripChecker(screen: screen)
                checker.checksWork = true
                checker.allowsNewCells = false
                checker.resetWork()
                for sign: CGFloat in [1, 1, -1] {
                    let before = UIKitModel.counters
                    screen.touchPages()
                    for _ in 0..<24 { screen.moveFinger(by: sign * 14); checker.checkFrame("swipe") }
                    screen.lift()
                    checker.checkFrame("lift")
                    screen.runUntilRest { checker.checkFrame("settle") }
                    checker.checkAtRest()
                    let work = UIKitModel.counters.since(before)
                    XCTAssertEqual(work.reloadDataCalls, 0, "rtl \(rtl)")
                    XCTAssertEqual(work.layoutInvalidations, 0, "rtl \(rtl)")
                    XCTAssertEqual(work.viewsCreated, 0, "rtl \(rtl)")
                    // At rest: under the selected title, as wide as its text in the selected font.
                    let picture = StripPicture(screen)
                    let selected = screen.strip.selectedIndex
                    let copies = picture.cells.compactMap(\.label).filter { $0.text == screen.strip.titles[selected] }
                        .map { (label: $0, frame: $0.convert($0.bounds, to: screen.strip.collectionView)) }
                    let nearest = copies.min { abs($0.frame.midX - picture.indicator.midX) < abs($1.frame.midX - picture.indicator.midX) }
                    let title = nearest?.frame
                    XCTAssertEqual(nearest?.label.font.pointSize, 18, "rtl \(rtl)")
                    XCTAssertEqual(picture.indicator.width, title?.width ?? -1, accuracy: 0.5, "rtl \(rtl)")
                    XCTAssertEqual(picture.indicator.midX, title?.midX ?? -1, accuracy: 0.5, "rtl \(rtl)")
                }
                XCTAssertEqual(checker.violations.messages, [], "rtl \(rtl)")
                XCTAssertEqual(screen.device.violations, [])
            }
        }
    }
}
#endif
