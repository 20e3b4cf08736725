#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real `InfinitePickerView`'s options on a simulated device, each
/// judged by what is on screen: the vertical axis, page widths good and bad,
/// custom pages, reloads, item transforms, touches on peeking neighbours,
/// traits, leaving the window, Reduce Motion, page dots and bad input.
final class PickerViewOptionsTests: XCTestCase {
    /// Seeded drags, flings, taps and VoiceOver on a vertical picker, both
    /// layout directions (which change nothing vertically), checked on every
    /// frame; the next option lies below.
    func testAVerticalPickerScrollsDownwardsAndKeepsEveryFrameContinuous() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let screen = PickerScreen(itemCount: 4, viewWidth: 240, pageWidth: 80, direction: direction,
                                      selectedIndex: 3, framesPerSecond: 60, axis: .vertical)
            let checker = PickerChecker(screen: screen)
            XCTAssertEqual(screen.item(atScreenX: 120), 3, "\(direction): the selection in the middle")
            XCTAssertEqual(screen.item(atScreenX: 200), 0, "\(direction): the next option below, across the seam")
            XCTAssertEqual(screen.item(atScreenX: 40), 2, "\(direction): the previous above")
            screen.tap()
            screen.runUntilRest { checker.checkFrame() }
            checker.checkAtRest()
            XCTAssertEqual(screen.picker.selectedIndex, 0)
            var rng = SeededRandom(seed: 0x7E47)
            for step in 0..<16 {
                guard screen.touchDown() else { screen.runUntilRest { checker.checkFrame() }; continue }
                checker.checkFrame()
                for _ in 0..<rng.int(in: 3...20) { screen.moveFinger(by: rng.cgFloat(in: -25...25)); checker.checkFrame() }
                screen.fling(velocity: rng.cgFloat(in: -2_000...2_000)) { checker.checkFrame() }
                checker.checkFrame()
                if step % 4 == 0 { checker.jumpAllowed = true; screen.voiceOverAdjust(up: step % 8 == 0); checker.checkFrame() }
                if step % 4 == 1 { screen.autoAdvanceTick(); checker.checkFrame() }
                screen.runUntilRest { checker.checkFrame() }
                checker.checkAtRest("\(direction) step \(step)")
            }
            XCTAssertGreaterThan(checker.recentres, 0, "\(direction): the drags crossed the seam")
            XCTAssertTrue(checker.violations.isEmpty, "\(direction): " + checker.violations.messages.prefix(4).joined(separator: "\n"))
            XCTAssertEqual(screen.device.violations, [])
        }
    } }

    /// Changing the axis lays the picker out on the new axis on the same
    /// option. Going back to horizontal used to keep the vertical offset
    /// across the new axis, which moved every page out of the picker:
    /// nothing was on screen.
    func testChangingTheAxisShowsTheSelectedOptionOnTheNewAxis() { onMain {
        let screen = PickerScreen(itemCount: 4, viewWidth: 240, pageWidth: 80, selectedIndex: 2, axis: .vertical)
        XCTAssertEqual(screen.device.visibleTexts(), ["1", "2", "3"], "stacked, the next below")
        screen.picker.axis = .vertical // unchanged: nothing to do
        screen.picker.axis = .horizontal
        screen.reload()
        XCTAssertEqual(screen.picker.selectedIndex, 2)
        XCTAssertEqual(screen.picker.scrollView.contentOffset.y, 0, "no offset across the new axis")
        XCTAssertEqual(screen.device.visibleTexts(), ["1", "2", "3"], "the option on screen, its neighbours peeking in")
        screen.picker.axis = .vertical
        screen.reload()
        XCTAssertEqual(screen.picker.scrollView.contentOffset.x, 0)
        XCTAssertEqual(screen.item(atScreenX: 120), 2)
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// A page narrower than the picker lets the neighbours peek in (the
    /// scroll view stops clipping); a page of 0, negative, NaN, infinite or
    /// wider than the picker counts as the picker's width.
    func testPageWidthsPeekAndBadWidthsFillThePicker() { onMain {
        let screen = PickerScreen(itemCount: 5, viewWidth: 300, selectedIndex: 2)
        XCTAssertEqual(screen.device.visibleTexts(), ["2"])
        XCTAssertTrue(screen.picker.scrollView.clipsToBounds)
        screen.reload(pageWidth: .some(100))
        XCTAssertEqual(screen.device.visibleTexts(), ["1", "2", "3"], "the neighbours peek in")
        XCTAssertFalse(screen.picker.scrollView.clipsToBounds)
        XCTAssertEqual(screen.picker.scrollView.frame, CGRect(x: 100, y: 0, width: 100, height: 44))
        for bad in [0, -5, CGFloat.nan, .infinity, -.infinity, 1e300, 301] {
            screen.reload(pageWidth: .some(bad))
            XCTAssertEqual(screen.pageLength, 300, "\(bad)")
            XCTAssertEqual(screen.picker.scrollView.frame, CGRect(x: 0, y: 0, width: 300, height: 44), "\(bad)")
            XCTAssertEqual(screen.device.visibleTexts(), ["2"], "\(bad)")
            XCTAssertEqual(screen.picker.selectedIndex, 2, "\(bad): the selection kept")
        }
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// Custom pages: only a handful are made for many options, each shows
    /// its item and index, VoiceOver reads the title given, and a reload
    /// shows new content on the same option.
    func testCustomPagesAreReusedAndReloadShowsNewContent() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let picker = InfinitePickerView()
        picker.pageWidth = 130
        var made = 0
        var suffix = ""
        let items = (0..<1_000).map { "item \($0)" }
        picker.setItems(items, title: { "Title of \($0)" }, makePage: { () -> UILabel in
            made += 1
            return UILabel()
        }, configure: { label, item, index in
            label.text = "\(item) at \(index)\(suffix)"
        })
        picker.selectedIndex = 500
        device.show(view: picker, height: 44)
        XCTAssertEqual(device.visibleTexts(), ["item 499 at 499", "item 500 at 500", "item 501 at 501"])
        XCTAssertEqual(picker.accessibilityValue, "Title of item 500")
        XCTAssertEqual(picker.title(at: 7), "Title of item 7")
        XCTAssertEqual(picker.title(at: -1), "", "out of range")
        XCTAssertEqual(picker.title(at: .max), "")
        XCTAssertEqual(picker.selectedItem, AnyHashable("item 500"))
        XCTAssertEqual(picker.items.count, 1_000)
        XCTAssertEqual(picker.items[3], AnyHashable("item 3"))
        XCTAssertEqual(picker.itemCount, 1_000)
        XCTAssertEqual(picker.titles.count, 1_000, "the titles VoiceOver reads")
        XCTAssertEqual(picker.titles[2], "Title of item 2")
        for _ in 0..<30 {
            device.tap(at: CGPoint(x: 195, y: 22))
            device.settle()
        }
        XCTAssertEqual(picker.selectedIndex, 530)
        XCTAssertLessThanOrEqual(made, 6, "a handful of pages for 1,000 options")
        suffix = "!"
        picker.reloadData()
        UIKitModel.runLoop.finishEvent()
        XCTAssertEqual(device.visibleTexts(), ["item 529 at 529!", "item 530 at 530!", "item 531 at 531!"])
        XCTAssertEqual(picker.selectedIndex, 530)
        XCTAssertEqual(device.violations, [])
    } }

    /// New options keep the selected option when it is still among them
    /// (wherever it moved), else the index clamped into range; titles read
    /// back; no options show nothing; one shows it and does not scroll.
    func testNewOptionsKeepTheSelectedOptionOrClampItsIndex() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let picker = InfinitePickerView()
        picker.titles = ["A", "B", "C", "D"]
        picker.selectedIndex = 2
        device.show(view: picker, height: 44)
        XCTAssertEqual(picker.titles, ["A", "B", "C", "D"])
        picker.titles = ["X", "C", "Y"]
        UIKitModel.runLoop.finishEvent()
        XCTAssertEqual(picker.selectedIndex, 1, "C kept where it moved")
        XCTAssertEqual(device.visibleTexts(), ["C"])
        picker.selectedIndex = 2
        picker.titles = ["P", "Q"]
        UIKitModel.runLoop.finishEvent()
        XCTAssertEqual(picker.selectedIndex, 1, "Y gone: the index clamped")
        XCTAssertEqual(picker.titles, ["P", "Q"])
        picker.titles = []
        UIKitModel.runLoop.finishEvent()
        XCTAssertEqual(device.visibleTexts(), [])
        XCTAssertNil(picker.selectedItem)
        XCTAssertNil(picker.accessibilityValue)
        XCTAssertEqual(picker.selectedIndex, 0)
        picker.titles = ["Only"]
        UIKitModel.runLoop.finishEvent()
        XCTAssertEqual(device.visibleTexts(), ["Only"])
        XCTAssertFalse(picker.scrollView.isScrollEnabled, "one option does not scroll")
        device.tap(at: CGPoint(x: 195, y: 22))
        picker.accessibilityIncrement()
        device.settle()
        XCTAssertEqual(picker.selectedIndex, 0)
        XCTAssertEqual(device.violations, [])
    } }

    /// Turning the item transform off puts every page view back: alpha 1
    /// and no layer transform, spares included.
    func testTurningTheItemTransformOffRestoresEveryPage() { onMain {
        let screen = PickerScreen(itemCount: 6, viewWidth: 300, pageWidth: 100, selectedIndex: 0)
        screen.picker.itemTransform = ItemTransform(minimumScale: 0.5, minimumAlpha: 0.2, maximumTilt: 0.4)
        screen.touchDown()
        for _ in 0..<5 { screen.moveFinger(by: 9) }
        let sides = screen.picker.scrollView.subviews.filter { !$0.isHidden && $0.alpha < 1 }
        XCTAssertFalse(sides.isEmpty, "the neighbours carry a look")
        screen.liftStill()
        screen.runUntilRest()
        screen.picker.itemTransform = .identity
        for view in screen.picker.scrollView.subviews {
            XCTAssertEqual(view.alpha, 1)
            XCTAssertEqual(view.layer.transform, CATransform3DIdentity)
        }
        screen.picker.itemTransform = .identity // nothing carries a look: left alone
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// A touch on a neighbour peeking in beside the page-wide scroll view
    /// goes to the scroll view (the neighbours can be dragged); during a
    /// slide it stays with the picker, whose tap then queues.
    func testTouchesOnPeekingNeighboursDragThePicker() { onMain {
        let screen = PickerScreen(itemCount: 5, viewWidth: 300, pageWidth: 100, selectedIndex: 0)
        let picker = screen.picker
        let side = CGPoint(x: 30, y: 22)
        XCTAssertTrue(picker.hitTest(side, with: nil) === picker.scrollView)
        screen.device.drag(from: CGPoint(x: 30, y: 122), to: CGPoint(x: -40, y: 122), duration: 0.3)
        screen.device.lift()
        screen.device.settle()
        XCTAssertEqual(picker.selectedIndex, 1, "dragged from the neighbour")
        screen.tap()
        screen.frame()
        XCTAssertTrue(picker.hitTest(side, with: nil) === picker, "during a slide the picker keeps the touch")
        screen.tap()
        XCTAssertEqual(picker.driver.queuedAdvances, 1)
        screen.runUntilRest()
        XCTAssertEqual(picker.selectedIndex, 3)
    } }
}
#endif
