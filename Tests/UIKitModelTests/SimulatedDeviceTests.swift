import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// A view recording taps from its tap recogniser.
@MainActor
final class TapTarget: UIView {
    var taps: [CGPoint] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        let recognizer = UITapGestureRecognizer(target: self) { [weak self] in
            guard let self, let r = self.gestureRecognizers?.first else { return }
            self.taps.append(r.location(in: self))
        }
        addGestureRecognizer(recognizer)
    }
    required init?(coder: NSCoder) { nil }
}

/// The test-support API of issue 21 point 7.
final class SimulatedDeviceTests: XCTestCase {
    func testTapsReachTheFrontMostViewUnderTheFinger() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let root = UIView()
            let back = TapTarget(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let front = TapTarget(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            root.addSubview(back)
            root.addSubview(front)
            device.show(view: root, height: 100)
            device.tap(at: CGPoint(x: 150, y: 50))
            device.tap(at: CGPoint(x: 50, y: 50))
            front.isUserInteractionEnabled = false
            device.tap(at: CGPoint(x: 150, y: 60))
            XCTAssertEqual(front.taps, [CGPoint(x: 50, y: 50)])
            XCTAssertEqual(back.taps, [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 60)])
        }
    }

    /// A tap during an animated `setContentOffset` selects the cell under
    /// it unless the touch is taken for catching the move.
    func testATapDuringAnAnimatedSetSelectsUnlessItCatchesTheMove() {
        for touch in UIKitModel.TouchDuringAnimatedSet.allCases {
            onMain {
                let device = SimulatedDevice(width: 390, height: 844)
                UIKitModel.configuration.touchDuringAnimatedSet = touch
                let layout = RowLayout()
                layout.count = 20
                let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
                cv.register(Cell.self, forCellWithReuseIdentifier: "c")
                let recorder = CellRecorder()
                recorder.count = 20
                cv.dataSource = recorder
                cv.delegate = recorder
                device.show(view: cv, height: 50)
                cv.setContentOffset(CGPoint(x: 1000, y: 0), animated: true)
                device.advance(by: 0.05)
                let y = cv.convert(CGPoint(x: 0, y: 25), to: nil).y
                let item = Int(((cv.contentOffset.x + 50) / 100).rounded(.down))
                device.tap(at: CGPoint(x: 50, y: y))
                XCTAssertEqual(recorder.selected, touch == .catchesLikeAFling ? [] : [item], "\(touch)")
                device.settle()
                XCTAssertEqual(cv.contentOffset.x == 1000, touch == .passesThrough, "\(touch)")
            }
        }
    }

    func testVisibleLabelsFollowHidingAlphaAndClipping() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let root = UIView()
            @MainActor func label(_ text: String, _ frame: CGRect, in parent: UIView) -> UILabel {
                let l = UILabel(frame: frame)
                l.text = text
                parent.addSubview(l)
                return l
            }
            let clip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            clip.clipsToBounds = true
            root.addSubview(clip)
            _ = label("inside", CGRect(x: 10, y: 10, width: 50, height: 20), in: clip)
            _ = label("clipped", CGRect(x: 120, y: 10, width: 50, height: 20), in: clip)
            _ = label("overhang", CGRect(x: 120, y: 10, width: 50, height: 20), in: root)
            _ = label("off screen", CGRect(x: 400, y: 10, width: 50, height: 20), in: root)
            label("hidden", CGRect(x: 10, y: 60, width: 50, height: 20), in: root).isHidden = true
            label("clear", CGRect(x: 10, y: 60, width: 50, height: 20), in: root).alpha = 0
            _ = label("", CGRect(x: 10, y: 60, width: 50, height: 20), in: root)
            device.show(view: root, height: 100)
            let labels = device.visibleLabels()
            XCTAssertEqual(labels.map(\.text).sorted(), ["inside", "overhang"])
            XCTAssertEqual(labels.first { $0.text == "inside" }?.frame, CGRect(x: 10, y: 10, width: 50, height: 20))
        }
    }

    func testDragMovesTheContentWithTheFingerAndLiftFlingsIt() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 5000, height: 100)
            device.show(view: scrollView, height: 100)
            device.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset.x, 200, accuracy: 1e-9)
            XCTAssertTrue(scrollView.isDragging && scrollView.isTracking)
            device.lift()
            XCTAssertTrue(scrollView.isDecelerating, "1,000 pt/s")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(scrollView.contentOffset.x, 200 + 1000 / 1000 * 0.998 / 0.002, accuracy: 3)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testAdvanceRunsFramesAtTheFrameRate() {
        for rate in [60.0, 120.0] {
            onMain {
                let device = SimulatedDevice(frameRate: rate)
                let start = (device.now, UIKitModel.runLoop.frame)
                device.advance(by: 0.5)
                XCTAssertEqual(device.now - start.0, 0.5, accuracy: 1e-9)
                XCTAssertEqual(UIKitModel.runLoop.frame - start.1, Int(rate / 2))
            }
        }
    }

    func testResizeLaysTheShownControllerOutAgain() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let controller = UIViewController()
            device.show(controller)
            XCTAssertEqual(controller.view.frame.size, CGSize(width: 390, height: 844))
            device.resize(width: 844, height: 390)
            XCTAssertEqual(controller.view.frame.size, CGSize(width: 844, height: 390))
        }
    }

    func testSettleReportsWorkThatNeverStops() {
        onMain {
            let device = SimulatedDevice()
            let spinner = UIScrollView()
            spinner.contentSize = CGSize(width: 10_000, height: 10)
            device.show(view: spinner, height: 10)
            XCTAssertTrue(device.settle())
            // An animated move that restarts itself at every end never settles.
            final class Restarter: NSObject, UIScrollViewDelegate {
                func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
                    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x == 0 ? 500 : 0, y: 0), animated: true)
                }
            }
            let restarter = Restarter()
            spinner.delegate = restarter
            spinner.setContentOffset(CGPoint(x: 500, y: 0), animated: true)
            XCTAssertFalse(device.settle(maxSeconds: 2))
        }
    }
}

/// Bad input to the device is ignored or clamped, never a trap or a
/// violation of its own making.
final class SimulatedDeviceBadInputTests: XCTestCase {
    func testNonFiniteInputIsHarmless() {
        onMain {
            let device = SimulatedDevice(width: .nan, height: .infinity, frameRate: .nan)
            XCTAssertEqual(device.window.bounds.size, .zero)
            device.resize(width: 390, height: -5)
            XCTAssertEqual(device.window.bounds.size, CGSize(width: 390, height: 0))
            device.resize(width: 390, height: 844)
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 5000, height: 100)
            device.show(view: scrollView, height: 100)
            device.tap(at: CGPoint(x: CGFloat.nan, y: 0))
            device.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: CGFloat.infinity, y: 10), duration: 1)
            device.drag(from: CGPoint(x: 300, y: 10), to: CGPoint(x: 200, y: 10), duration: -.infinity)
            device.lift()
            device.advance(by: .nan)
            device.advance(by: -1)
            XCTAssertTrue(device.settle(maxSeconds: .nan))
            XCTAssertEqual(scrollView.contentOffset.x.isFinite, true)
            XCTAssertEqual(device.violations, [])
            XCTAssertEqual(UIKitModel.runLoop.framesPerSecond, 60)
        }
    }
}
