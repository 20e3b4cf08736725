import XCTest
import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 30 point 4: with a collapsing header, each frame of a page's
/// vertical scroll (collapsing and expanding the header) and of a swipe of
/// the pages does no reload, no layout invalidation and creates no view,
/// counted by the model (`UIKitModel.counters`).
final class ContainerHeaderWorkPerFrameTests: XCTestCase {
    @MainActor private final class ListPage: UIViewController {
        let list = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(list)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            list.frame = view.bounds
            list.contentSize = CGSize(width: view.bounds.width, height: 4000)
        }
    }

    func testScrollingAPageUnderAHeaderOnlyMovesFrames() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let tabs = InfiniteTabsViewController(titles: (0..<6).map { "Tab \($0)" }) { _ in ListPage() }
        let header = UIView()
        header.addSubview(UILabel())
        tabs.headerView = header
        tabs.headerHeight = 220
        tabs.minimumHeaderHeight = 60
        device.show(tabs)
        device.settle()
        var frames = 0, collapsedFrames = 0
        var layoutPasses = 0
        @MainActor func frame(_ step: () -> Void, _ context: String) {
            let before = UIKitModel.counters
            let strip = tabs.tabStrip.transform.ty
            step()
            let work = UIKitModel.counters.since(before)
            XCTAssertEqual(work.reloadDataCalls, 0, context)
            XCTAssertEqual(work.layoutInvalidations, 0, context)
            XCTAssertEqual(work.viewsCreated, 0, context)
            layoutPasses += work.layoutPasses
            if tabs.tabStrip.transform.ty != strip { collapsedFrames += 1 }
            frames += 1
        }
        // Warm-up: a swipe each way loads the neighbours.
        for forward in [true, false] {
            device.drag(from: CGPoint(x: forward ? 300 : 90, y: 600), to: CGPoint(x: forward ? 90 : 300, y: 600), duration: 0.15)
            device.lift()
            XCTAssertTrue(device.settle())
        }
        for (i, dy) in ([-400, 300, -500, 600] as [CGFloat]).enumerated() {
            let start: CGFloat = dy < 0 ? 780 : 300
            for k in 1...30 {
                frame({
                    let t = CGFloat(k) / 30
                    device.drag(from: CGPoint(x: 200, y: start), to: CGPoint(x: 200, y: start + dy * t), duration: 1 / 60)
                }, "scroll \(i) frame \(k)")
            }
            frame({ device.lift() }, "scroll \(i) lift")
            var n = 0
            while device.isMoving && n < 600 { frame({ device.advance(by: 1 / 60) }, "scroll \(i) settle"); n += 1 }
        }
        XCTAssertGreaterThan(collapsedFrames, 40, "the header moved on many frames")
        print("header scrolls: \(frames) frames, \(collapsedFrames) moved the header, \(layoutPasses) layout passes")
        XCTAssertEqual(device.violations, [])
    } }
}
