import UIKit
import XCTest

/// A view counting its layout passes.
@MainActor
final class CountingView: UIView {
    var layouts = 0
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?()
    }
}

/// The run loop, layout timing, animations, hit-testing and traits.
final class RunLoopAndViewModelTests: XCTestCase {
    func testSetNeedsLayoutWaitsForTheTurnAndLaysOutOnce() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            UIKitModel.runLoop.finishEvent()
            view.layouts = 0
            view.setNeedsLayout()
            view.setNeedsLayout()
            XCTAssertEqual(view.layouts, 0, "deferred to the update cycle")
            UIKitModel.runLoop.runFrame()
            XCTAssertEqual(view.layouts, 1)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            XCTAssertEqual(view.layouts, 2, "layoutIfNeeded lays out now")
            view.layoutIfNeeded()
            XCTAssertEqual(view.layouts, 2, "nothing pending")
        }
    }

    func testANewSizeLaysOutTheViewAndItsSuperview() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let parent = CountingView(frame: window.bounds)
            let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(parent)
            parent.addSubview(child)
            UIKitModel.runLoop.finishEvent()
            parent.layouts = 0; child.layouts = 0
            child.frame.origin.x = 5
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual([parent.layouts, child.layouts], [0, 0], "a move is no resize")
            child.frame.size.width = 20
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual([parent.layouts, child.layouts], [1, 1])
        }
    }

    func testALayoutLoopIsRecordedAndStopped() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let view = CountingView(frame: window.bounds)
            window.addSubview(view)
            view.onLayout = { [unowned view] in view.setNeedsLayout() }
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual(view.layouts, UIKitModel.configuration.layoutPassesPerTurn)
            XCTAssertEqual(UIKitModel.violations.count, 1)
        }
    }

    func testMainQueueRunsAfterTheEventInOrder() {
        onModel {
            var log: [Int] = []
            UIKitModel.runLoop.async { log.append(1); UIKitModel.runLoop.async { log.append(3) } }
            UIKitModel.runLoop.async { log.append(2) }
            XCTAssertEqual(log, [])
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual(log, [1, 2, 3])
        }
    }

    func testTimersFireOnTheSimulatedClockAndSkipMissedDates() {
        onModel {
            var fired: [TimeInterval] = []
            let start = CACurrentMediaTime()
            let timer = UIKitModel.runLoop.scheduleTimer(interval: 0.5, repeats: true) { _ in
                fired.append(CACurrentMediaTime() - start)
            }
            for _ in 0..<60 { UIKitModel.runLoop.runFrame() }
            XCTAssertEqual(fired.count, 2)
            XCTAssertEqual(fired[0], 0.5, accuracy: 1 / 60)
            timer.invalidate()
            for _ in 0..<60 { UIKitModel.runLoop.runFrame() }
            XCTAssertEqual(fired.count, 2)
        }
    }

    func testAnimationSetsModelValuesAtOnceAndCompletesAfterItsDuration() {
        onModel {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
                view.frame.origin.x = 100
            } completion: { finished.append($0) }
            XCTAssertEqual(view.frame.minX, 100)
            for _ in 0..<14 { UIKitModel.runLoop.runFrame() }
            XCTAssertEqual(finished, [])
            UIKitModel.runLoop.runFrame()
            XCTAssertEqual(finished, [true])
        }
    }

    func testRemoveAllAnimationsCompletesThemUnfinished() {
        onModel {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.25, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
            view.layer.removeAllAnimations()
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual(finished, [false])
            XCTAssertEqual(view.alpha, 0.5)
        }
    }

    func testHitTestingSkipsHiddenTransparentAndOutOfBoundsViews() {
        onModel {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let outside = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
            root.addSubview(a); root.addSubview(b); root.addSubview(outside); outside.addSubview(child)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === b, "front-most")
            b.isHidden = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
            a.alpha = 0.005
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
            // 250,250 lies in `child` but outside the root's bounds.
            XCTAssertNil(root.hitTest(CGPoint(x: 250, y: 250), with: nil))
            XCTAssertTrue(root.hitTest(CGPoint(x: 199, y: 199), with: nil) === outside)
        }
    }

    func testConvertGoesThroughScrolledBoundsAndTransforms() {
        onModel {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let scroll = UIScrollView(frame: CGRect(x: 10, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 1000, height: 100)
            let content = UIView(frame: CGRect(x: 500, y: 0, width: 50, height: 50))
            root.addSubview(scroll); scroll.addSubview(content)
            scroll.contentOffset = CGPoint(x: 480, y: 0)
            XCTAssertEqual(content.convert(CGPoint.zero, to: root), CGPoint(x: 30, y: 0))
            content.transform = CGAffineTransform(scaleX: 2, y: 2)
            XCTAssertEqual(content.frame, CGRect(x: 475, y: -25, width: 100, height: 100))
            XCTAssertEqual(content.convert(CGPoint(x: 25, y: 25), to: root), CGPoint(x: 55, y: 25), "the centre stays put")
        }
    }

    func testATranslatedViewConvertsAndHitTestsWhereItIsDrawn() {
        onModel {
            // Apple, "transform": the view is drawn transformed about its
            // centre; points convert and hit-test where it is drawn.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let moved = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
            root.addSubview(moved)
            moved.transform = CGAffineTransform(translationX: 0, y: -130)
            XCTAssertEqual(moved.convert(CGPoint(x: 10, y: 20), to: root), CGPoint(x: 10, y: 90))
            XCTAssertEqual(moved.convert(CGPoint(x: 10, y: 90), from: root), CGPoint(x: 10, y: 20))
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 90), with: nil) === moved)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 220), with: nil) === root)
        }
    }

    func testANaNFrameIsRefusedAndRecorded() {
        onModel {
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            view.center = CGPoint(x: 0, y: CGFloat.nan)
            XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertEqual(UIKitModel.violations.count, 2)
        }
    }

    func testTraitChangesReachEveryViewWithTheOldTraits() {
        onModel {
            final class TraitView: UIView {
                var seen: [UITraitCollection?] = []
                override func traitCollectionDidChange(_ previous: UITraitCollection?) { seen.append(previous) }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let view = TraitView(frame: window.bounds)
            window.addSubview(view)
            window.setTraits(layoutDirection: .rightToLeft)
            XCTAssertEqual(view.seen.count, 1)
            XCTAssertEqual(view.seen.first??.layoutDirection, .leftToRight)
            XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            window.setTraits(contentSizeCategory: .accessibilityLarge)
            XCTAssertEqual(view.seen.count, 2)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: view.traitCollection).pointSize, 33)
        }
    }

    func testAutoLayoutPinsEdgesCentersAndIntrinsicSizes() {
        onModel {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let bar = UIView(), label = UILabel()
            bar.translatesAutoresizingMaskIntoConstraints = false
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "abcd"
            label.font = .systemFont(ofSize: 10)
            root.addSubview(bar); root.addSubview(label)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                bar.topAnchor.constraint(equalTo: root.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 6),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(bar.frame, CGRect(x: 10, y: 0, width: 280, height: 44))
            XCTAssertEqual(label.frame, CGRect(x: 140, y: 50, width: 20, height: 12), "4 × 0.5 × 10 wide, 1.2 × 10 high")
        }
    }
}

/// Run-loop modes and work counters.
final class RunLoopModeTests: XCTestCase {
    func testDefaultModeTimersWaitWhileAScrollViewIsDragged() {
        onModel {
            let (scrollView, _, _) = makeScrollView(offset: 1000)
            var fired = (common: 0, plain: 0)
            UIKitModel.runLoop.scheduleTimer(interval: 0.1, repeats: true, commonModes: true) { _ in fired.common += 1 }
            UIKitModel.runLoop.scheduleTimer(interval: 0.1, repeats: true, commonModes: false) { _ in fired.plain += 1 }
            scrollView.touchDown()
            scrollView.moveFinger(by: CGPoint(x: 20, y: 0))
            XCTAssertTrue(UIKitModel.runLoop.isInTrackingMode)
            for _ in 0..<30 { UIKitModel.runLoop.runFrame() }
            XCTAssertEqual(fired.plain, 0)
            XCTAssertEqual(fired.common, 5)
            scrollView.lift(velocity: .zero)
            XCTAssertFalse(UIKitModel.runLoop.isInTrackingMode)
            UIKitModel.runLoop.runFrame()
            XCTAssertEqual(fired.plain, 1, "one fire for the missed dates")
        }
    }

    func testCountersCountReloadsCellsAndLabelStyles() {
        onModel {
            let label = UILabel()
            let before = UIKitModel.counters
            label.textColor = .label
            label.textColor = .systemRed
            label.font = .systemFont(ofSize: 17)
            let layout = UICollectionViewLayout()
            let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
            cv.reloadData()
            layout.invalidateLayout()
            let work = UIKitModel.counters.since(before)
            XCTAssertEqual(work.labelStyleChanges, 1, "only real changes count")
            XCTAssertEqual(work.reloadDataCalls, 1)
            XCTAssertEqual(work.layoutInvalidations, 1)
            XCTAssertEqual(work.viewsCreated, 1, "the collection view (the label came before)")
        }
    }
}
