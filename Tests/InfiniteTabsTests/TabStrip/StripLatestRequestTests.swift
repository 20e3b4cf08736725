#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real strip ends on the latest request whatever UIKit does with an
/// animated set to the offset it already has, or with a touch during an
/// animated set (the model's switches, each tried every way), and an
/// in-place item update keeps the selected index.
final class StripLatestRequestTests: XCTestCase {
    static let titles = ["One", "Two", "Three", "Four", "Five"]

    /// A strip across a 390-point window, its tabs shown.
    @MainActor
    private static func showStrip(_ device: SimulatedDevice) -> InfiniteTabStripView {
        let strip = InfiniteTabStripView()
        strip.titles = Self.titles
        device.show(view: strip, height: 44)
        return strip
    }

    /// At rest: the selected tab's copy under the indicator is centred, and
    /// no slide is still expected.
    @MainActor
    private static func assertCentred(_ strip: InfiniteTabStripView, _ device: SimulatedDevice, _ note: String,
                               line: UInt = #line) {
        let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
        let title = Self.titles[strip.selectedIndex]
        let label = device.visibleLabels().filter { $0.text == title }.min { abs($0.frame.midX - indicator.midX) < abs($1.frame.midX - indicator.midX) }
        XCTAssertEqual(label?.frame.midX ?? .nan, 195, accuracy: 1, "\(title) centred (\(note))", line: line)
        XCTAssertEqual(indicator.midX, 195, accuracy: 1, "the indicator under it (\(note))", line: line)
        XCTAssertNil(strip.driver.animationTarget, note, line: line)
        XCTAssertNil(strip.collectionView.programmaticAnimation.map(\.to), note, line: line)
        XCTAssertEqual(device.violations, [], note, line: line)
    }

    /// Before the fix the driver asked for an animated set to the offset the
    /// strip had, while the first select's slide ran: UIKit may ignore it,
    /// and the strip ended on tab 2.
    func testTwoAnimatedSelectsInOneTurnEndOnTheLatestEitherWay() {
        for stops in [false, true] {
            for reportsEnd in [false, true] {
                onMain {
                    let device = SimulatedDevice(width: 390, height: 844)
                    UIKitModel.configuration.animatedSetToCurrentOffsetStopsMove = stops
                    UIKitModel.configuration.stoppedAnimationReportsEnd = reportsEnd
                    let strip = Self.showStrip(device)
                    strip.select(2, animated: true)
                    strip.select(0, animated: true)
                    XCTAssertTrue(device.settle())
                    XCTAssertEqual(strip.selectedIndex, 0)
                    Self.assertCentred(strip, device, "stops \(stops), reports end \(reportsEnd)")
                }
            }
        }
    }

    /// The same through a tap whose `onSelect` sends the strip back to the
    /// tab it left.
    func testATapSentBackInsideOnSelectEndsOnTheOldTabEitherWay() {
        for stops in [false, true] {
            onMain {
                let device = SimulatedDevice(width: 390, height: 844)
                UIKitModel.configuration.animatedSetToCurrentOffsetStopsMove = stops
                let strip = Self.showStrip(device)
                strip.onSelect = { [weak strip] _ in strip?.select(0, animated: true) }
                let two = device.visibleLabels().filter { $0.text == "Two" }.min { abs($0.frame.midX - 195) < abs($1.frame.midX - 195) }!
                device.tap(at: CGPoint(x: two.frame.midX, y: two.frame.midY))
                XCTAssertTrue(device.settle())
                XCTAssertEqual(strip.selectedIndex, 0)
                Self.assertCentred(strip, device, "stops \(stops)")
            }
        }
    }

    /// A second tap 0.05 s into the first tap's slide: where the touch
    /// lets the tap through, the strip ends on the second tab; where UIKit
    /// would take the touch for catching the slide, no tap arrives, and the
    /// strip stays consistent (on the first tab, indicator under it) and the
    /// next tap works.
    func testASecondTapDuringTheFirstTapsSlideEndsOnItOrLeavesAConsistentStrip() {
        for touch in UIKitModel.TouchDuringAnimatedSet.allCases {
            onMain {
                let device = SimulatedDevice(width: 390, height: 844)
                UIKitModel.configuration.touchDuringAnimatedSet = touch
                let strip = Self.showStrip(device)
                var got: [Int] = []
                strip.onSelect = { got.append($0) }
                @MainActor func tap(_ title: String) {
                    let label = device.visibleLabels().filter { $0.text == title }.min { abs($0.frame.midX - 195) < abs($1.frame.midX - 195) }!
                    device.tap(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
                }
                tap("Two")
                device.advance(by: 0.05)
                XCTAssertTrue(strip.collectionView.isAnimatingProgrammatically, "the first slide runs")
                tap("Three")
                XCTAssertTrue(device.settle())
                if touch == .catchesLikeAFling {
                    XCTAssertEqual(got, [1])
                    XCTAssertEqual(strip.selectedIndex, 1)
                    let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
                    let two = device.visibleLabels().filter { $0.text == "Two" }.map(\.frame.midX)
                    XCTAssertTrue(two.contains { abs($0 - indicator.midX) < 1 }, "indicator under Two: \(indicator), \(two)")
                    XCTAssertEqual(device.violations, [])
                    tap("Three")
                    XCTAssertTrue(device.settle())
                }
                XCTAssertEqual(got, [1, 2], "\(touch)")
                XCTAssertEqual(strip.selectedIndex, 2)
                Self.assertCentred(strip, device, "\(touch)")
            }
        }
    }

    /// `setItem(_:at:)` renaming the selected tab keeps its index (setting
    /// `items` follows the title, which is gone); an index out of range is
    /// ignored.
    func testSetItemRenamingTheSelectedTabKeepsItsIndex() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let strip = Self.showStrip(device)
            strip.selectedIndex = 1
            XCTAssertTrue(device.settle())
            strip.setItem(InfiniteTabItem(title: "Deux"), at: 1)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.titles, ["One", "Deux", "Three", "Four", "Five"])
            XCTAssertEqual(strip.selectedIndex, 1)
            let deux = device.visibleLabels().filter { $0.text == "Deux" }.map(\.frame.midX)
            XCTAssertTrue(deux.contains { abs($0 - 195) < 1 }, "Deux centred: \(deux)")
            for index in [-1, 5, Int.min, Int.max] { strip.setItem(InfiniteTabItem(title: "X"), at: index) }
            XCTAssertEqual(strip.titles, ["One", "Deux", "Three", "Four", "Five"])
            // Setting the items still keeps the selected title (by design).
            strip.items = strip.items.reversed()
            XCTAssertEqual(strip.selectedIndex, 3)
            XCTAssertEqual(device.violations, [])
        }
    }
}
#endif
