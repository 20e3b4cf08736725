import XCTest
import InfiniteTabsCore

/// What a control redoes when its view changes: the decisions that used to be
/// `if bounds.size != lastSize` and trait comparisons in the UIKit views.
final class ViewRefreshTrackerTests: XCTestCase {
    private let phone = ViewMetrics(width: 390, height: 44, layoutDirection: .leftToRight, textSize: "large")

    func testTheFirstReadingLaysOutUnlessTheViewIsStillZeroByZero() {
        var a = ViewRefreshTracker(measuresText: true)
        XCTAssertEqual(a.refresh(for: ViewMetrics(width: 0, height: 0, textSize: "large")), .none)
        XCTAssertEqual(a.refresh(for: phone), .layout, "growing from zero lays out")
        var d = ViewRefreshTracker(measuresText: true)
        XCTAssertEqual(d.refresh(for: ViewMetrics(width: 0, height: 0)), .none)
        XCTAssertEqual(d.refresh(for: phone), .measure, "growing from zero with a new text size measures")
        var b = ViewRefreshTracker(measuresText: false)
        XCTAssertEqual(b.refresh(for: phone), .layout)
        var c = ViewRefreshTracker(measuresText: false)
        XCTAssertEqual(c.refresh(for: ViewMetrics(width: 0, height: 44)), .layout, "a zero width with a height is a new size")
    }

    func testTheSameReadingAgainDoesNothing() {
        for measures in [true, false] {
            var tracker = ViewRefreshTracker(measuresText: measures)
            _ = tracker.refresh(for: phone)
            XCTAssertEqual(tracker.refresh(for: phone), .none)
            XCTAssertEqual(tracker.refresh(for: phone), .none)
        }
    }

    func testANewSizeLaysOutWithoutMeasuring() {
        for measures in [true, false] {
            var tracker = ViewRefreshTracker(measuresText: measures)
            _ = tracker.refresh(for: phone)
            var rotated = phone
            rotated.width = 844
            XCTAssertEqual(tracker.refresh(for: rotated), .layout)
            rotated.height = 50
            XCTAssertEqual(tracker.refresh(for: rotated), .layout, "a new height alone lays out too")
            XCTAssertEqual(tracker.last, rotated)
        }
    }

    func testATextSizeChangeMeasuresOnlyAControlThatMeasuresText() {
        var bigger = phone
        bigger.textSize = "accessibilityExtraLarge"
        var strip = ViewRefreshTracker(measuresText: true)
        _ = strip.refresh(for: phone)
        XCTAssertEqual(strip.refresh(for: bigger), .measure)
        var picker = ViewRefreshTracker(measuresText: false)
        _ = picker.refresh(for: phone)
        XCTAssertEqual(picker.refresh(for: bigger), .none)
    }

    func testADirectionChangeMeasuresTheStripAndLaysOutThePicker() {
        var mirrored = phone
        mirrored.layoutDirection = .rightToLeft
        var strip = ViewRefreshTracker(measuresText: true)
        _ = strip.refresh(for: phone)
        XCTAssertEqual(strip.refresh(for: mirrored), .measure)
        var picker = ViewRefreshTracker(measuresText: false)
        _ = picker.refresh(for: phone)
        XCTAssertEqual(picker.refresh(for: mirrored), .layout)
        mirrored.width = 100
        mirrored.textSize = "small"
        XCTAssertEqual(strip.refresh(for: mirrored), .measure, "a measure covers a new size at the same time")
    }

    func testForgetMakesTheNextReadingLayOut() {
        var tracker = ViewRefreshTracker(measuresText: false)
        _ = tracker.refresh(for: phone)
        tracker.forget()
        XCTAssertNil(tracker.last)
        XCTAssertEqual(tracker.refresh(for: phone), .layout)
        XCTAssertEqual(tracker.refresh(for: phone), .none)
    }

    func testBrokenSizesCompareEqualSoTheyNeverAskForALayoutEveryPass() {
        for bad: CGFloat in [.nan, -.infinity, .infinity, -1, -1e300] {
            let metrics = ViewMetrics(width: bad, height: bad)
            XCTAssertEqual(metrics.width, 0, "\(bad)")
            XCTAssertEqual(metrics.height, 0, "\(bad)")
            var tracker = ViewRefreshTracker(measuresText: true)
            _ = tracker.refresh(for: ViewMetrics(width: 320, height: bad))
            XCTAssertEqual(tracker.refresh(for: ViewMetrics(width: 320, height: bad)), .none, "\(bad)")
        }
        var metrics = ViewMetrics(width: 10, height: 10)
        metrics.width = .nan
        metrics.height = -3
        XCTAssertEqual(metrics, ViewMetrics(width: 0, height: 0), "setting a broken size cleans it too")
    }

    func testSizeChangedIsWhatTheTabLayoutAnswersABoundsChangeWith() {
        XCTAssertFalse(ViewMetrics.sizeChanged(from: CGSize(width: 320, height: 44), to: CGSize(width: 320, height: 44)))
        XCTAssertTrue(ViewMetrics.sizeChanged(from: CGSize(width: 320, height: 44), to: CGSize(width: 480, height: 44)))
        XCTAssertTrue(ViewMetrics.sizeChanged(from: CGSize(width: 320, height: 44), to: CGSize(width: 320, height: 45)))
        XCTAssertFalse(ViewMetrics.sizeChanged(from: CGSize(width: CGFloat.nan, height: 44),
                                               to: CGSize(width: CGFloat.nan, height: 44)), "NaN is no change")
        XCTAssertFalse(ViewMetrics.sizeChanged(from: .zero, to: CGSize(width: -5, height: CGFloat.infinity)))
    }

    func testUIKitRawValuesMapToCoreDirections() {
        XCTAssertEqual(LayoutDirection(uiKitRawValue: 0), .leftToRight)
        XCTAssertEqual(LayoutDirection(uiKitRawValue: 1), .rightToLeft)
        for unknown in [2, -1, Int.min, Int.max] {
            XCTAssertEqual(LayoutDirection(uiKitRawValue: unknown), .leftToRight, "\(unknown)")
        }
        let scrolls: [Int: AccessibilityScrollDirection] = [1: .right, 2: .left, 3: .up, 4: .down, 5: .next, 6: .previous]
        for (raw, direction) in scrolls { XCTAssertEqual(AccessibilityScrollDirection(uiKitRawValue: raw), direction) }
        XCTAssertEqual(Set(scrolls.values).count, AccessibilityScrollDirection.allCases.count, "every case has a value")
        for unknown in [0, 7, -1, Int.min, Int.max] {
            XCTAssertNil(AccessibilityScrollDirection(uiKitRawValue: unknown), "\(unknown)")
        }
    }
}
