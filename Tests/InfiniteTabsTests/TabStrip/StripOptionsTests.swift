#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real strip's options, programmatic moves and bad input, read from
/// the view tree.
final class StripOptionsTests: XCTestCase {
    @MainActor
    private static func screen(_ n: Int = 6, viewport: CGFloat = 320) -> StripScreen {
        StripScreen(titles: (0..<n).map { "T\($0)" }, viewportWidth: viewport)
    }

    func testIndicatorStylesPlaceTheIndicatorViewByTheirShape() {
        onMain {
            let screen = Self.screen()
            let tab = StripPicture(screen).cells.first { $0.item == 0 }!
            let underline = StripPicture(screen).indicatorOnScreen
            XCTAssertEqual(underline.width, tab.maxX - tab.minX, accuracy: 1e-9)
            XCTAssertEqual(underline.maxY, 44, accuracy: 1e-9, "an underline sits at the bottom")
            screen.app("background") { screen.strip.indicatorStyle = .background }
            let background = StripPicture(screen).indicatorOnScreen
            XCTAssertEqual(background.midX, underline.midX, accuracy: 1e-9)
            XCTAssertGreaterThan(background.height, underline.height, "a background fills the tab's height less its insets")
            XCTAssertNotNil(screen.strip.indicatorView.backgroundColor)
            screen.app("dot") { screen.strip.indicatorStyle = .dot }
            let dot = StripPicture(screen).indicatorOnScreen
            XCTAssertEqual(dot.width, dot.height, accuracy: 1e-9, "a dot is round")
            XCTAssertEqual(dot.midX, underline.midX, accuracy: 1e-9)
            screen.app("tint") {
                screen.strip.indicatorStyle = InfiniteTabIndicatorStyle()
                screen.strip.tintColor = .systemRed
            }
            XCTAssertEqual(screen.strip.indicatorView.backgroundColor, .systemRed, "the default indicator follows the tint colour")
            XCTAssertEqual(screen.device.violations, [])
        }
    }

    func testWidthModesSpacingAndLoopingLayTheTabsOutAgain() {
        onMain {
            let screen = Self.screen(4)
            screen.app("fixed") { screen.strip.widthMode = .fixed(100) }
            XCTAssertEqual(Set(StripPicture(screen).cells.map { $0.maxX - $0.minX }), [100])
            screen.app("spacing") { screen.strip.spacing = 10 }
            let cells = StripPicture(screen).cells
            XCTAssertEqual(cells[1].minX - cells[0].maxX, 10, accuracy: 1e-9)
            screen.app("fill") {
                screen.strip.spacing = 0
                screen.strip.widthMode = .fillEqually
            }
            screen.app("finite") { screen.strip.loops = false }
            let finite = StripPicture(screen).cells
            XCTAssertEqual(finite.map(\.item), [0, 1, 2, 3], "four tabs fill the strip once")
            XCTAssertEqual(finite.map { $0.maxX - $0.minX }, Array(repeating: 80, count: 4))
            XCTAssertFalse(screen.strip.loops)
            XCTAssertEqual(screen.device.violations, [])
        }
    }

    func testProgrammaticMovesShowTheIndicatorBetweenTabsAndTheTitlesFollow() {
        onMain {
            let screen = Self.screen()
            let strip = screen.strip
            let a = StripPicture(screen).cells.first { $0.item == 0 }!
            let b = StripPicture(screen).cells.first { $0.item == 1 && $0.minX > a.minX }!
            screen.app("progress") { strip.update(progress: 0.5, from: 0, to: 1) }
            XCTAssertEqual(strip.titleEmphasis(ofItem: 0), 0.5, accuracy: 1e-9)
            XCTAssertEqual(strip.titleEmphasis(ofItem: 1), 0.5, accuracy: 1e-9)
            XCTAssertEqual(strip.titleEmphasis(ofItem: 99), 0, "out of range")
            let colors = Set(StripPicture(screen).cells.filter { $0.item == 0 || $0.item == 1 }.compactMap { $0.label?.textColor })
            XCTAssertEqual(colors.count, 1, "both titles halfway between the looks")
            let ind = StripPicture(screen).indicator
            XCTAssertEqual(ind.width, ((a.maxX - a.minX) + (b.maxX - b.minX)) / 2, accuracy: 1e-6)
            screen.app("bad progress") { strip.update(progress: .nan, from: 0, to: 1) }
            XCTAssertTrue(StripPicture(screen).indicator.minX.isFinite)
            screen.app("out of range") { strip.update(progress: 0.5, from: -1, to: Int.max) }
            screen.app("state") { strip.apply(state: .idle(index: 3), animated: false) }
            screen.runUntilRest()
            XCTAssertEqual(strip.selectedIndex, 3)
            XCTAssertEqual(StripPicture(screen).indicatorOnScreen.midX, 160, accuracy: 1e-6, "centred")
            screen.app("bad selection") { strip.selectedIndex = 42 }
            XCTAssertEqual(strip.selectedIndex, 3, "an index out of range is ignored")
            XCTAssertEqual(screen.device.violations, [])
        }
    }

    func testFollowingAScrollViewByHandAndStoppingToFollow() {
        onMain {
            let screen = Self.screen()
            let pages = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            pages.contentSize = CGSize(width: 1_800, height: 100)
            pages.contentOffset = CGPoint(x: 450, y: 0)
            screen.app("follow by hand") { screen.strip.followScroll(of: pages) }
            XCTAssertEqual(screen.strip.titleEmphasis(ofItem: 1), 0.5, accuracy: 1e-9, "half way from page 1 to 2")
            screen.app("observe") { screen.strip.follow(pages) }
            screen.app("page 4") { pages.contentOffset = CGPoint(x: 1_200, y: 0) }
            screen.runUntilRest()
            XCTAssertEqual(screen.strip.selectedIndex, 4)
            screen.app("stop") { screen.strip.follow(nil) }
            screen.app("page 0") { pages.contentOffset = .zero }
            XCTAssertEqual(screen.strip.selectedIndex, 4, "no longer followed")
        }
    }

    func testSettingsTitlesItemsAndBadges() {
        onMain {
            let screen = Self.screen(3)
            let strip = screen.strip
            XCTAssertEqual(strip.titles, ["T0", "T1", "T2"])
            XCTAssertEqual(strip.titles, ["T0", "T1", "T2"], "read again from the cache")
            strip.prefersReducedMotion = true
            XCTAssertEqual(strip.prefersReducedMotion, true)
            XCTAssertTrue(strip.selectsOnTap)
            XCTAssertEqual(strip.accessibilityElementCount(), 3)
            XCTAssertNil(strip.accessibilityElement(at: -1))
            screen.app("dot badge") { strip.setBadge(.dot, forItem: 1) }
            screen.app("bad badge") { strip.setBadge(.count(3), forItem: 7) }
            XCTAssertEqual(strip.items[1].badge, .dot)
            XCTAssertTrue(strip.items[1] == InfiniteTabItem(title: "T1", badge: .dot))
            XCTAssertFalse(strip.items[1] == strip.items[2])
            let value = (strip.accessibilityElement(at: 1) as? UIAccessibilityElement)?.accessibilityValue
            XCTAssertEqual(value, "New", "VoiceOver reads a dot badge")
            let item = InfiniteTabItem(title: "Wide title")
            XCTAssertGreaterThan(InfiniteTabCell.fittingWidth(of: item, appearance: strip.appearance), 32)
            screen.app("appearance") {
                var appearance = strip.appearance
                appearance.textStyle = nil
                appearance.selectedTextColor = .systemRed
                strip.appearance = appearance
            }
            let selected = StripPicture(screen).cells.filter { $0.item == 0 }.compactMap { $0.label?.textColor }
            XCTAssertEqual(Set(selected), [.systemRed], "a new appearance restyles the tabs")
            let layout = strip.collectionView.collectionViewLayout
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height, 44)
            screen.app("no tabs") { strip.titles = [] }
            XCTAssertEqual(StripPicture(screen).cells.count, 0)
            XCTAssertEqual(strip.selectedIndex, 0)
            XCTAssertEqual(screen.device.violations, [])
        }
    }
}
#endif
