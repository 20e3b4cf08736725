import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import XCTest

/// The VoiceOver cursor on the real controls.
final class VoiceOverSmokeTests: XCTestCase {
    func testPickerIsOneAdjustableElement() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice()
            device.setVoiceOver(true)
            let picker = InfinitePickerView()
            picker.titles = ["Small", "Medium", "Large"]
            picker.accessibilityLabel = "Size"
            device.show(view: picker, height: 44)
            device.settle()
            XCTAssertEqual(device.voiceOver.labels(), ["Size"])
            device.voiceOver.next()
            device.voiceOver.decrement()
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(picker.accessibilityValue, "Large")
            XCTAssertEqual(device.violations, [])
        }
    }

    func testStripHasOneElementPerTabAndActivateSelects() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice()
            device.setVoiceOver(true)
            let strip = InfiniteTabStripView()
            strip.titles = ["News", "Sport", "Weather"]
            device.show(view: strip, height: 44)
            device.settle()
            XCTAssertEqual(device.voiceOver.labels(), ["News", "Sport", "Weather"])
            device.voiceOver.focus(label: "Weather")
            device.voiceOver.activate()
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 2)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testThreeFingerSwipeTurnsAPageAndAnnouncesIt() {
        MainActor.assumeIsolated {
            let device = SimulatedDevice()
            device.setVoiceOver(true)
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            XCTAssertEqual(device.voiceOver.labels(), ["Page 0"], "neighbours are hidden from VoiceOver")
            device.voiceOver.next()
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(UIAccessibility.pageScrolledAnnouncements.count, 1)
            XCTAssertEqual(device.voiceOver.labels(), ["Page 1"])
            XCTAssertEqual(device.violations, [])
        }
    }
}
