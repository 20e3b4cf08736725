import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// View controllers, controls, key-value observation and system
/// notifications in the model, some through the real controls.
final class ControllerAndControlModelTests: XCTestCase {
    func testAppearanceCallbacksReachAContainedChild() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let parent = UIViewController(), child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            window.rootViewController = parent
            XCTAssertEqual(parent.appearanceLog, ["viewWillAppear", "viewDidAppear"])
            XCTAssertEqual(child.appearanceLog, ["viewWillAppear", "viewDidAppear"])
            let late = UIViewController()
            parent.addChild(late)
            parent.view.addSubview(late.view)
            XCTAssertEqual(late.appearanceLog, ["viewWillAppear", "viewDidAppear"], "joins an appeared parent")
            late.view.removeFromSuperview()
            XCTAssertEqual(late.appearanceLog.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
            XCTAssertEqual(parent.children.count, 2)
        }
    }

    func testPageControlTapMovesOneDotAndSendsValueChanged() {
        onModel {
            let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
            dots.numberOfPages = 5
            dots.currentPage = 2
            var sent = 0
            let owner = NSObject()
            dots.addTarget(owner, action: { sent += 1 }, for: .valueChanged)
            dots.handleTap(at: CGPoint(x: 180, y: 10))
            XCTAssertEqual(dots.currentPage, 3)
            dots.handleTap(at: CGPoint(x: 10, y: 10))
            XCTAssertEqual(dots.currentPage, 2)
            XCTAssertEqual(sent, 2)
        }
    }

    func testATargetGoneReceivesNoAction() {
        onModel {
            let control = UIControl()
            var sent = 0
            var owner: NSObject? = NSObject()
            control.addTarget(owner, action: { sent += 1 }, for: .valueChanged)
            owner = nil
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(sent, 0, "UIKit does not retain targets")
        }
    }

    func testContentOffsetObservationRunsAfterEachChangeUntilInvalidated() {
        onModel {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            nonisolated(unsafe) var seen: [CGFloat] = []
            let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
                seen.append(change.newValue?.x ?? -1)
            }
            scrollView.contentOffset = CGPoint(x: 5, y: 0)
            scrollView.setContentOffset(CGPoint(x: 7, y: 0), animated: false)
            observation.invalidate()
            scrollView.contentOffset = CGPoint(x: 9, y: 0)
            XCTAssertEqual(seen, [5, 7])
        }
    }

    func testTheStripFollowsAPagingScrollViewThroughObservation() {
        onMain {
            let device = SimulatedDevice()
            let strip = InfiniteTabStripView()
            strip.titles = ["A", "B", "C"]
            device.show(view: strip, height: 44)
            let content = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
            content.isPagingEnabled = true
            content.contentSize = CGSize(width: 390 * 3, height: 300)
            device.window.addSubview(content)
            strip.follow(content)
            device.settle()
            content.contentOffset = CGPoint(x: 390 * 2, y: 0)
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 2)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testReduceMotionAndAppStateReachTheControls() {
        onMain {
            let device = SimulatedDevice()
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.autoScrollInterval = 1
            device.show(pages)
            device.advance(by: 1.6)
            XCTAssertEqual(pages.selectedIndex, 1, "auto-scrolls on the simulated clock")
            device.setAppActive(false)
            device.advance(by: 3)
            XCTAssertEqual(pages.selectedIndex, 1, "paused in the background")
            device.setAppActive(true)
            device.setReduceMotion(true)
            device.advance(by: 3)
            XCTAssertEqual(pages.selectedIndex, 1, "paused with Reduce Motion")
            device.setReduceMotion(false)
            device.advance(by: 1.6)
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testCustomCellsAreMeasuredByTheirConstraints() {
        onMain {
            final class PillCell: UICollectionViewCell {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.font = .systemFont(ofSize: 10)
                    contentView.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                        label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { nil }
            }
            let device = SimulatedDevice()
            let strip = InfiniteTabStripView()
            strip.titles = ["abcd", "ab"]
            strip.loops = false
            strip.useCustomCell(PillCell.self) { cell, index, _ in cell.label.text = ["abcd", "ab"][index] }
            device.show(view: strip, height: 44)
            device.settle()
            let frames = device.visibleLabels().sorted { $0.frame.minX < $1.frame.minX }.map(\.frame)
            XCTAssertEqual(frames.map(\.width), [20, 10])
            XCTAssertEqual(frames[1].minX - frames[0].maxX, 24, accuracy: 0.5, "12 + 12 points of padding between")
            XCTAssertEqual(device.violations, [])
        }
    }
}
