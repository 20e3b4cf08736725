import UIKit
import XCTest

/// `isScrollEnabled = false` during a drag, each way the model allows
/// (``UIKitModel/Configuration/scrollDisabledMidDrag``): Apple documents that
/// a disabled gesture recognizer cancels, not what the scroll view reports.
final class ScrollDisabledMidDragTests: XCTestCase {
    func testTurningScrollingOffMidDragEndsTheDragAsConfigured() {
        for way in UIKitModel.ScrollDisabledMidDrag.allCases {
            onModel {
                UIKitModel.configuration.scrollDisabledMidDrag = way
                let (scrollView, recorder, _) = makeScrollView(offset: 600)
                _ = scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: 40, y: 0))
                recorder.calls.removeAll()
                scrollView.isScrollEnabled = false
                scrollView.moveFinger(by: CGPoint(x: 40, y: 0))
                let label = "\(way)"
                switch way {
                case .cancelsAndAsksForTarget:
                    XCTAssertEqual(recorder.events, ["willEndDragging(0.0)", "didEndDragging(false)"], label)
                    XCTAssertFalse(scrollView.isTracking, label)
                case .cancelsWithoutAskingForTarget:
                    XCTAssertEqual(recorder.events, ["didEndDragging(false)"], label)
                    XCTAssertFalse(scrollView.isTracking, label)
                case .keepsDragUntilLift:
                    XCTAssertEqual(recorder.events, [], label)
                    XCTAssertTrue(scrollView.isTracking, label)
                    scrollView.lift(velocity: .zero)
                    XCTAssertEqual(recorder.events, ["willEndDragging(0.0)", "didEndDragging(false)"], label)
                }
                XCTAssertEqual(scrollView.contentOffset.x, 640, "\(label): the move after turning off does nothing")
                XCTAssertFalse(scrollView.isDragging, label)
                XCTAssertEqual(UIKitModel.violations, [], label)
            }
        }
    }
}
