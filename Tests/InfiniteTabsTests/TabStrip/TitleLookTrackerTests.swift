import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The title-look bookkeeping the strip's view runs on every frame: which
/// items a state change touches, and the looks prepared once per style.
final class TitleLookTrackerTests: XCTestCase {
    private let states: [PagingState] = [
        .idle(index: 0), .idle(index: 3),
        .dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.25)),
        .dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.5)),
        .settling(PagingMove(from: 0, to: 4, steps: -1, progress: 0.7)),
        .transitioning(PagingMove(from: 2, to: 2, steps: 0, progress: 0.3)),
        .transitioning(PagingMove(from: 4, to: 0, steps: 1, progress: 1)),
    ]

    /// From any state to any other, an item whose emphasis differs is always
    /// reported with its new emphasis, an unchanged state reports nothing,
    /// and an item the change leaves out keeps its emphasis.
    func testEveryItemWhoseEmphasisChangedIsReportedWithTheNewEmphasis() {
        for old in states {
            for new in states {
                var tracker = TitleLook.Tracker()
                _ = tracker.change(to: old)
                let change = tracker.change(to: new)
                XCTAssertEqual(tracker.shownState, new)
                if old == new { XCTAssertNil(change, "\(old)"); continue }
                guard let change else { return XCTFail("no change from \(old) to \(new)") }
                XCTAssertFalse(change.coversEveryItem)
                for item in -2..<8 {
                    let before = old.titleEmphasis(ofItem: item), after = new.titleEmphasis(ofItem: item)
                    if let reported = change.emphasis(ofItem: item) {
                        XCTAssertEqual(reported, after, "\(old) → \(new), item \(item)")
                    } else {
                        XCTAssertEqual(before, after, "\(old) → \(new): item \(item) changed unreported")
                    }
                }
            }
        }
    }

    func testAResetCoversEveryItemOnce() {
        var tracker = TitleLook.Tracker()
        for state in states {
            tracker.reset()
            XCTAssertNil(tracker.shownState)
            guard let change = tracker.change(to: state) else { return XCTFail("\(state)") }
            XCTAssertTrue(change.coversEveryItem)
            for item in [Int.min, -1, 0, 1, 2, 3, 4, Int.max] {
                XCTAssertEqual(change.emphasis(ofItem: item), state.titleEmphasis(ofItem: item), "\(state) item \(item)")
            }
            XCTAssertNil(tracker.change(to: state))
        }
    }

    /// The driver records its own state: the view asks on each placement.
    func testTheDriverReportsItsStateOnce() { onMain {
        let driver = StripDriverHarness()
        driver.configure(itemWidths: [50, 60, 70], spacing: 0, viewportWidth: 100, isLooping: true, direction: .leftToRight)
        var tracker = TitleLook.Tracker()
        XCTAssertEqual(driver.titleLookChange(since: &tracker)?.coversEveryItem, true)
        XCTAssertNil(driver.titleLookChange(since: &tracker))
        driver.update(progress: 0.4, from: 0, to: 1)
        let change = driver.titleLookChange(since: &tracker)
        XCTAssertEqual(change?.emphasis(ofItem: 0) ?? .nan, 0.6, accuracy: 1e-12)
        XCTAssertEqual(change?.emphasis(ofItem: 1) ?? .nan, 0.4, accuracy: 1e-12)
        XCTAssertNil(change?.emphasis(ofItem: 2))
    } }

    /// The prepared looks equal the style's formula (interpolated
    /// components, clamped, NaN giving 0; usable scales) for every
    /// emphasis, bad ones included, and for out-of-range colours.
    func testPreparedLooksEqualTheStylesFormula() {
        var wild = TabTitleStyle(normalColor: TabColor(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.5),
                                 selectedColor: .black, normalScale: 0.8, selectedScale: 1.4)
        wild.normalColor.red = 5 // components are settable one by one
        wild.selectedColor.green = .nan
        var huge = TabTitleStyle()
        huge.normalColor.red = .greatestFiniteMagnitude // finite parts, a sum past the largest double
        huge.selectedColor.red = .greatestFiniteMagnitude
        huge.normalColor.blue = -1e300
        var infinite = TabTitleStyle()
        infinite.selectedColor.alpha = -.infinity
        let styles = [TabTitleStyle(), TabTitleStyle(interpolates: false), wild,
                      TabTitleStyle(normalScale: .nan, selectedScale: 50), huge, infinite]
        let emphases: [CGFloat] = [0, 0.25, 0.5, 0.49999, 0.75, 1, -1, 2, .nan, .infinity, -.infinity, 1e-300]
        for style in styles {
            let ramp = TitleLook.Ramp(style: style)
            for e in emphases {
                var t = e.isNaN ? 0 : Swift.min(Swift.max(e, 0), 1)
                if !style.interpolates { t = t >= 0.5 ? 1 : 0 }
                func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
                    let m = a + (b - a) * t
                    return m.isNaN ? 0 : Swift.min(Swift.max(m, 0), 1)
                }
                func usable(_ s: CGFloat) -> CGFloat { s.isFinite && s > 0 ? Swift.min(s, 10) : 1 }
                let n = style.normalColor, s = style.selectedColor
                let look = ramp.look(emphasis: e)
                XCTAssertEqual(look, style.look(emphasis: e))
                XCTAssertEqual(look.color.red, mix(n.red, s.red), "\(e)")
                XCTAssertEqual(look.color.green, mix(n.green, s.green), "\(e)")
                XCTAssertEqual(look.color.blue, mix(n.blue, s.blue), "\(e)")
                XCTAssertEqual(look.color.alpha, mix(n.alpha, s.alpha), "\(e)")
                XCTAssertEqual(look.scale, usable(style.normalScale) + (usable(style.selectedScale) - usable(style.normalScale)) * t)
            }
        }
        XCTAssertEqual(TitleLook.Ramp(style: TabTitleStyle()), TitleLook.Ramp(style: TabTitleStyle()))
        XCTAssertNotEqual(TitleLook.Ramp(style: TabTitleStyle()), TitleLook.Ramp(style: TabTitleStyle(selectedScale: 2)))
    }

    /// A look in steps is at most half a step from the exact one, exact at
    /// both ends, and a style that does not interpolate keeps its switch at
    /// one half; bad emphases count as the exact look counts them.
    func testLooksInStepsStayWithinHalfAStepAndAreExactAtTheEnds() {
        let style = TabTitleStyle(normalColor: TabColor(red: 0, green: 0, blue: 0, alpha: 1),
                                  selectedColor: TabColor(red: 1, green: 0.5, blue: 0.25, alpha: 1),
                                  normalScale: 1, selectedScale: 1.2)
        let ramp = TitleLook.Ramp(style: style)
        let half = 0.5 / CGFloat(TitleLook.Ramp.emphasisSteps)
        XCTAssertEqual(ramp.step(ofEmphasis: 0), 0)
        XCTAssertEqual(ramp.step(ofEmphasis: 1), TitleLook.Ramp.emphasisSteps)
        XCTAssertEqual(ramp.look(step: 0), ramp.look(emphasis: 0))
        XCTAssertEqual(ramp.look(step: TitleLook.Ramp.emphasisSteps), ramp.look(emphasis: 1))
        for e: CGFloat in [0.001, 0.1, 0.333, 0.5, 0.6789, 0.99, -3, 7, .nan, .infinity, -.infinity, 1e-300] {
            let stepped = ramp.look(step: ramp.step(ofEmphasis: e)), exact = ramp.look(emphasis: e)
            XCTAssertEqual(stepped.color.red, exact.color.red, accuracy: half * 1 + 1e-12, "\(e)")
            XCTAssertEqual(stepped.color.green, exact.color.green, accuracy: half * 0.5 + 1e-12, "\(e)")
            XCTAssertEqual(stepped.scale, exact.scale, accuracy: half * 0.2 + 1e-12, "\(e)")
        }
        let switching = TitleLook.Ramp(style: TabTitleStyle(interpolates: false))
        for e: CGFloat in [0, 0.49, 0.4999, 0.5, 0.51, 1, .nan] {
            XCTAssertEqual(switching.look(step: switching.step(ofEmphasis: e)), switching.look(emphasis: e), "\(e)")
        }
        XCTAssertEqual(ramp.look(step: -5), ramp.look(emphasis: 0))
        XCTAssertEqual(ramp.look(step: .max), ramp.look(emphasis: 1))
    }
}
