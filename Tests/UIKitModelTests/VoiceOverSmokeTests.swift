import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// The VoiceOver cursor on the real controls.
final class VoiceOverSmokeTests: XCTestCase {
    func testPickerIsOneAdjustableElement() {
        onMain {
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
        onMain {
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
        onMain {
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

/// The cursor's own facts.
final class VoiceOverCursorTests: XCTestCase {
    func testFocusScrollsAnElementIntoViewPlainOrAnimated() {
        for animated in [false, true] {
            onMain {
                let device = SimulatedDevice()
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 2000, height: 100)
                let far = UILabel(frame: CGRect(x: 1500, y: 10, width: 100, height: 20))
                far.text = "far"
                scrollView.addSubview(far)
                device.show(view: scrollView, height: 100)
                device.voiceOver.scrollsIntoViewAnimated = animated
                XCTAssertTrue(device.voiceOver.focus(label: "far"))
                if animated {
                    XCTAssertEqual(scrollView.contentOffset.x, 0, "travels over the next frames")
                    XCTAssertTrue(device.settle())
                }
                XCTAssertEqual(scrollView.contentOffset.x, 1600 - 390)
                XCTAssertEqual(device.voiceOver.spoken.last, "far")
            }
        }
    }

    func testElementsSkipHiddenSubtreesAndReadTopToBottom() {
        onMain {
            let device = SimulatedDevice()
            let root = UIView()
            let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            hidden.accessibilityElementsHidden = true
            for (text, y, parent) in [("second", 50.0, root), ("first", 0.0, root), ("never", 0.0, hidden)] {
                let label = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 20))
                label.text = text
                parent.addSubview(label)
            }
            root.addSubview(hidden)
            device.show(view: root, height: 100)
            XCTAssertEqual(device.voiceOver.labels(), ["first", "second"])
            device.voiceOver.next()
            device.voiceOver.next()
            device.voiceOver.next()
            XCTAssertEqual(device.voiceOver.spoken, ["first", "second"], "stops at the last element")
        }
    }
}
