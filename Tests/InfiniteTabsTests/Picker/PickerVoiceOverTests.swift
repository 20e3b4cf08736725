#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// VoiceOver on the real option picker (Apple, "adjustable" trait): one adjustable
/// element whose value is the option on screen. UIKit calls
/// `accessibilityIncrement` / `accessibilityDecrement` for a swipe up or
/// down on an adjustable element (UIAccessibility.h); a double tap calls
/// `accessibilityActivate`, where the picker moves one option at once (no
/// slide leaving the old option spoken) and announces it.
final class PickerVoiceOverTests: XCTestCase {
    /// Swipe up and down move one option (across the seam both ways) and
    /// VoiceOver reads the option on screen; a double tap advances one at once.
    func testThePickerAdjustsByOneAndReadsTheOptionOnScreen() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let screen = PickerScreen(itemCount: 5, viewWidth: 300, pageWidth: 100, direction: direction, selectedIndex: 4)
            let picker = screen.picker
            XCTAssertTrue(picker.isAccessibilityElement, "one element")
            XCTAssertTrue(picker.accessibilityTraits.contains(.adjustable))
            XCTAssertTrue(picker.scrollView.accessibilityElementsHidden, "its pages are no elements")
            XCTAssertEqual(picker.accessibilityValue, "4")
            screen.voiceOverAdjust(up: true)
            XCTAssertEqual(picker.accessibilityValue, "0", "\(direction): wraps forward")
            screen.runUntilRest()
            XCTAssertEqual(screen.item(atScreenX: 150), 0, "\(direction)")
            screen.voiceOverAdjust(up: false)
            screen.voiceOverAdjust(up: false)
            screen.runUntilRest()
            XCTAssertEqual(picker.accessibilityValue, "3", "\(direction): wraps back")
            XCTAssertEqual(screen.item(atScreenX: 150), 3, "\(direction)")
            XCTAssertTrue(picker.accessibilityActivate(), "its own activation")
            XCTAssertEqual(picker.selectedIndex, 4, "\(direction): chosen as the move starts")
            XCTAssertEqual(picker.accessibilityValue, "4", "\(direction)")
            screen.runUntilRest()
            XCTAssertEqual(picker.selectedIndex, 4)
            XCTAssertEqual(screen.accessibilityValue, 4)
            XCTAssertEqual(screen.item(atScreenX: 150), 4, "\(direction)")
            XCTAssertEqual(screen.notifications, [0, 4, 3, 4], "\(direction): each change reported once")
        }
    } }

    /// Seeded VoiceOver gestures (swipe up, swipe down, double tap) mixed
    /// with fingers and the app, waiting for rest or not, at 60 and 120 Hz,
    /// both directions, 0…12 and 1,000,000 options: every frame passes the
    /// picker's checks, and at rest VoiceOver reads the option on screen,
    /// one on or back from before after an adjustment made at rest.
    func testVoiceOverGesturesOnAMovingPickerReadTheOptionOnScreen() { onMain {
        var sequences = 0, gestures = 0, events = 0, rests = 0
        var failures: [String] = []
        var failureCount = 0
        var seed: UInt64 = 0xA11 << 8
        for waits in [true, false] {
            for n in Array(0...12) + [1_000_000] {
                seed &+= 1
                var rng = SeededRandom(seed: seed)
                let screen = PickerScreen(itemCount: n, viewWidth: rng.pixelWidth(in: 200...600), direction: rng.chance(0.5) ? .leftToRight : .rightToLeft,
                                          selectedIndex: n > 0 ? rng.int(in: 0...(n - 1)) : 0, framesPerSecond: rng.chance(0.5) ? 60 : 120)
                if rng.chance(0.5) { screen.reload(pageWidth: rng.pixelWidth(in: 60...screen.viewLength)) }
                let checker = PickerChecker(screen: screen)
                var expected: Int?
                for step in 0..<20 {
                    let context = "seed \(seed) n \(n) step \(step)"
                    if waits { screen.runUntilRest { checker.checkFrame(context) } }
                    switch rng.int(in: 0...99) {
                    case 0..<45:
                        let up = rng.chance(0.5)
                        let before = screen.isAtRest ? screen.picker.selectedIndex : nil
                        checker.jumpAllowed = true // an adjustment moves at once
                        screen.voiceOverAdjust(up: up)
                        gestures += 1
                        if let before, n > 1 { expected = Cycle(count: n).wrap(before + (up ? 1 : -1)) }
                    case 45..<65:
                        checker.jumpAllowed = screen.picker.driver.prefersReducedMotion
                        screen.tap() // VoiceOver's double tap: the activation point
                        gestures += 1
                        expected = nil
                    case 65..<85:
                        expected = nil
                        guard screen.touchDown() else { break }
                        checker.checkFrame(context)
                        for _ in 0..<rng.int(in: 1...20) { screen.moveFinger(by: rng.cgFloat(in: -30...30)); checker.checkFrame(context) }
                        screen.fling(velocity: rng.cgFloat(in: -5_000...5_000)) { checker.checkFrame(context) }
                    default:
                        expected = nil
                        let animated = rng.chance(0.6)
                        checker.jumpAllowed = !animated
                        checker.farMoveAllowed = animated
                        screen.select(rng.int(in: 0...Swift.max(0, n - 1)), animated: animated)
                    }
                    checker.checkFrame(context)
                    if let e = expected {
                        checker.violations.expect(screen.picker.selectedIndex == e && screen.accessibilityValue == e,
                                                  "adjusted to \(e), the picker selects \(screen.picker.selectedIndex) and reads \(String(describing: screen.picker.accessibilityValue)) \(context)")
                        expected = nil
                    }
                    if rng.chance(0.3) {
                        for _ in 0..<rng.int(in: 0...20) { screen.frame(); checker.checkFrame(context) }
                    } else {
                        screen.runUntilRest { checker.checkFrame(context) }
                        checker.checkAtRest(context)
                        rests += 1
                    }
                }
                sequences += 1
                events += screen.events
                failureCount += checker.violations.count + screen.device.violations.count
                if failures.count < 12 { failures += (checker.violations.messages + screen.device.violations).prefix(3).map { "\($0)" } }
            }
        }
        for f in failures { XCTFail(f) }
        XCTAssertEqual(failureCount, 0, "violations in all")
        XCTAssertGreaterThan(rests, sequences, "at-rest checks")
        print("VoiceOver on the picker: \(sequences) sequences, \(gestures) VoiceOver gestures, \(events) events, \(rests) rests checked")
    } }
}
#endif
