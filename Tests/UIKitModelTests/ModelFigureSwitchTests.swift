import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// The figures Apple does not document beyond scrolling's own (issue 26,
/// the model's last unsourced constants), each a switch that must change
/// the model: ``UIKitModel/Configuration/snapMilliseconds``,
/// `bounceBackMilliseconds`, `rotationMilliseconds`,
/// `contentTouchDelayMilliseconds`, `screenEdgeBandPoints`,
/// `controlTouchTolerancePoints`, `regularWidthFromPoints` and
/// `decelerationEnd`.
final class ModelFigureSwitchTests: XCTestCase {
    /// A paging drag lifted slowly between pages settles on its page in the
    /// switch's length, frame by frame.
    func testAPagingSettleTakesTheSnapLength() {
        for (ms, frames) in [(250, 15), (400, 24)] {
            onModel {
                UIKitModel.configuration.snapMilliseconds = ms
                UIKitModel.runLoop.framesPerSecond = 60
                let (scrollView, _, _) = makeScrollView(content: 3000, offset: 600)
                scrollView.isPagingEnabled = true
                scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: 20, y: 0))
                scrollView.lift(velocity: .zero)
                XCTAssertEqual(runUntilIdle(), frames, "\(ms) ms at 60 Hz")
                XCTAssertEqual(scrollView.contentOffset.x, 600)
            }
        }
    }

    /// Content pulled beyond the leading edge and let go comes back in the
    /// switch's length.
    func testABounceBackTakesItsLength() {
        for (ms, frames) in [(300, 18), (500, 30)] {
            onModel {
                UIKitModel.configuration.bounceBackMilliseconds = ms
                UIKitModel.runLoop.framesPerSecond = 60
                let (scrollView, _, _) = makeScrollView(content: 3000, offset: 0)
                scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: -60, y: 0))
                XCTAssertLessThan(scrollView.contentOffset.x, 0, "pulled beyond the edge")
                scrollView.lift(velocity: .zero)
                XCTAssertEqual(runUntilIdle(), frames, "\(ms) ms at 60 Hz")
                XCTAssertEqual(scrollView.contentOffset.x, 0)
            }
        }
    }

    /// A free fling rests about 2.5 points short of the target it reported
    /// when it stops below 5 pt/s, within half a pixel of it otherwise.
    func testAFreeDecelerationEndsAsItsSwitchSays() {
        for end in UIKitModel.DecelerationEnd.allCases {
            onModel {
                UIKitModel.configuration.decelerationEnd = end
                let (scrollView, recorder, _) = makeScrollView(content: 30_000, offset: 600)
                var reported = CGPoint.zero
                recorder.target = { target in reported = target; return target }
                scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: 20, y: 0))
                scrollView.lift(velocity: CGPoint(x: 800, y: 0))
                runUntilIdle()
                XCTAssertFalse(scrollView.isDecelerating)
                let short = reported.x - scrollView.contentOffset.x
                switch end {
                case .belowFivePointsPerSecond: XCTAssertGreaterThan(short, 2, "\(end)")
                case .withinHalfAPixel: XCTAssertLessThan(abs(short), 0.5 / 3, "\(end)")
                }
            }
        }
    }

    /// A rotation's coordinator reports the switch's length and runs its
    /// completions when it has passed, not before.
    func testARotationTakesItsLength() {
        for ms in [300, 400] {
            onMain {
                let device = SimulatedDevice(width: 390, height: 844)
                UIKitModel.configuration.rotationMilliseconds = ms
                let root = DurationRecorder()
                device.show(root)
                device.resize(width: 844, height: 390)
                XCTAssertEqual(root.durations, [Double(ms) / 1000])
                device.advance(by: Double(ms) / 1000 - 0.05)
                XCTAssertEqual(root.completions, 0, "\(ms) ms: not over yet")
                device.advance(by: 0.1)
                XCTAssertEqual(root.completions, 1, "\(ms) ms: over")
            }
        }
    }

    /// A scroll view holds a resting touch back from a control in it for
    /// the switch's delay.
    func testTheContentTouchDelayFollowsItsSwitch() {
        for ms in [100, 150, 300] {
            onMain {
                let (device, root) = GestureArbitrationTests.stage()
                UIKitModel.configuration.contentTouchDelayMilliseconds = ms
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
                scrollView.contentSize = CGSize(width: 3000, height: 200)
                root.addSubview(scrollView)
                let control = UIControl(frame: CGRect(x: 100, y: 50, width: 150, height: 100))
                scrollView.addSubview(control)
                let log = ControlLog()
                log.watch(control)
                device.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 151, y: 200), duration: 0.05)
                device.advance(by: Double(ms) / 1000 - 0.05 - 0.02)
                XCTAssertEqual(log.events, [], "\(ms) ms: still held back")
                device.advance(by: 0.04)
                XCTAssertEqual(log.events, ["down"], "\(ms) ms: delivered")
                device.lift()
            }
        }
    }

    /// An edge pan begins from inside the switch's band and not beyond it.
    func testTheScreenEdgeBandFollowsItsSwitch() {
        for (band, startX, begins) in [(20, CGFloat(15), true), (10, 15, false), (20, 30, false), (40, 30, true)] {
            onMain {
                let (device, root) = GestureArbitrationTests.stage()
                UIKitModel.configuration.screenEdgeBandPoints = band
                var states: [UIGestureRecognizer.State] = []
                let edge = UIScreenEdgePanGestureRecognizer(target: nil) {}
                edge.addTarget(nil) { [weak edge] in if let edge { states.append(edge.state) } }
                edge.edges = .left
                root.addGestureRecognizer(edge)
                device.drag(from: CGPoint(x: startX, y: 400), to: CGPoint(x: startX + 200, y: 400), duration: 0.2)
                device.lift()
                XCTAssertEqual(states.first == .began, begins, "band \(band), start at \(startX)")
            }
        }
    }

    /// A finger dragged 85 points below a control and lifted is still
    /// inside with a 100-point tolerance, outside with 60 or 70.
    func testTheControlTouchToleranceFollowsItsSwitch() {
        for (tolerance, inside) in [(60, false), (70, false), (100, true)] {
            onMain {
                let (device, root) = GestureArbitrationTests.stage()
                UIKitModel.configuration.controlTouchTolerancePoints = tolerance
                let control = UIControl(frame: CGRect(x: 100, y: 300, width: 150, height: 100))
                root.addSubview(control)
                let log = ControlLog()
                log.watch(control)
                device.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 485), duration: 0.3)
                device.lift()
                XCTAssertEqual(log.events.contains("upInside"), inside, "tolerance \(tolerance)")
            }
        }
    }

    /// A tap whose finger moves 8 points before lifting is a tap within the
    /// default 10-point allowance and fails within 5.
    func testTheTapAllowanceFollowsItsSwitch() {
        for (allowance, recognised) in [(5, false), (10, true), (40, true)] {
            onMain {
                let (device, root) = GestureArbitrationTests.stage()
                UIKitModel.configuration.tapAllowableMovementPoints = allowance
                var taps = 0
                root.addGestureRecognizer(UITapGestureRecognizer(target: nil) { taps += 1 })
                device.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 158, y: 350), duration: 0.1)
                device.lift()
                XCTAssertEqual(taps, recognised ? 1 : 0, "allowance \(allowance)")
            }
        }
    }

    /// An iPhone 12 turned to landscape (844 points wide) is compact by the
    /// phone's line, regular by an iPad's.
    func testTheRegularWidthLineFollowsItsSwitch() {
        for (line, expected) in [(896, UIUserInterfaceSizeClass.compact), (600, .regular)] {
            onMain {
                let device = SimulatedDevice(width: 390, height: 844)
                UIKitModel.configuration.regularWidthFromPoints = line
                let root = TransitionRecorder()
                device.show(root)
                XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
                device.resize(width: 844, height: 390)
                XCTAssertEqual(root.traitCollection.horizontalSizeClass, expected, "line \(line)")
                XCTAssertEqual(root.traitCollection.verticalSizeClass, .compact)
            }
        }
    }
}

/// Records a size transition's reported length and its completions.
@MainActor
final class DurationRecorder: UIViewController {
    var durations: [TimeInterval] = []
    var completions = 0
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        durations.append(coordinator.transitionDuration)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.completions += 1 }
    }
}
