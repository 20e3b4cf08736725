#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Item transforms on the real option picker, judged per frame by what is on
/// screen: between two frames every page view on screen moves with the
/// content (a recentring moves nothing; ``PickerChecker``), keeps its
/// option, and its look (alpha and layer transform) changes no more than the
/// transform's slope times the distance moved.
final class PickerTransformContinuityTests: XCTestCase {
    private struct Seen { let item: Int; let low: CGFloat; let look: ItemAppearance }

    /// Runs `body`, checking every frame it runs (through `frame`).
    @MainActor
    private static func run(items: Int, transform: ItemTransform, direction: LayoutDirection = .leftToRight,
                            _ body: (PickerScreen, _ frame: () -> Void) -> Void) -> (frames: Int, recentres: Int, last: [Seen]) {
        let screen = PickerScreen(itemCount: items, viewWidth: 300, pageWidth: 100, direction: direction, framesPerSecond: 60)
        screen.picker.itemTransform = transform
        let checker = PickerChecker(screen: screen)
        let label = "\(items) items \(direction)"
        @MainActor func seen() -> [ObjectIdentifier: Seen] {
            var all: [ObjectIdentifier: Seen] = [:]
            let pages = screen.pages()
            for view in screen.picker.scrollView.subviews {
                guard let page = pages.first(where: { $0.view == ObjectIdentifier(view) }) else { continue }
                all[page.view] = Seen(item: page.item, low: page.low, look: PickerTransformDeviceTests.look(of: view, axis: .horizontal))
            }
            return all
        }
        var before = seen()
        var frames = 0
        body(screen) {
            checker.checkFrame(label)
            frames += 1
            let after = seen()
            for (id, b) in after {
                guard let a = before[id], a.item == b.item else { continue }
                let pages = abs(b.low - a.low) / 100 + 1e-9
                XCTAssertLessThanOrEqual(abs(b.look.scale - a.look.scale), (1 - transform.minimumScale) * pages, "\(label): scale jumped")
                XCTAssertLessThanOrEqual(abs(b.look.alpha - a.look.alpha), (1 - transform.minimumAlpha) * pages, "\(label): alpha jumped")
                XCTAssertLessThanOrEqual(abs(b.look.tilt - a.look.tilt), abs(transform.maximumTilt) * pages + 1e-6, "\(label): tilt jumped")
            }
            before = after
        }
        XCTAssertTrue(checker.violations.isEmpty, "\(label): " + checker.violations.messages.prefix(4).joined(separator: "\n"))
        XCTAssertEqual(screen.device.violations, [], label)
        return (frames, checker.recentres, Array(before.values))
    }

    func testTheLookOfWhatIsOnScreenNeverJumpsThroughRecentresAndTheSeam() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for items in [2, 3, 5] {
                var random = SeededRandom(seed: UInt64(items))
                let run = Self.run(items: items, transform: .coverFlow, direction: direction) { screen, frame in
                    for _ in 0..<12 {
                        let forward: CGFloat = random.chance(0.7) ? 1 : -1
                        guard screen.touchDown() else { screen.runUntilRest(each: frame); continue }
                        frame()
                        let steps = random.int(in: 2...8)
                        let dx = forward * random.cgFloat(in: 20...90) / CGFloat(steps)
                        for _ in 0..<steps { screen.moveFinger(by: dx); frame() }
                        screen.fling(velocity: forward * random.cgFloat(in: 0...3_000), each: frame)
                        frame()
                        screen.runUntilRest(each: frame)
                    }
                }
                let label = "\(items) items \(direction)"
                XCTAssertGreaterThan(run.recentres, 2, "\(label): the run crossed the seam")
                XCTAssertGreaterThan(run.frames, 200)
                // At rest the centre page is untransformed (its accessibility
                // frame is its own).
                let centre = run.last.first { abs($0.low - 100) < 1e-6 }
                XCTAssertEqual(centre?.look, .identity, label)
            }
        }
    } }

    func testAnAutoAdvanceAcrossTheSeamIsContinuousToo() { onMain {
        var selected = -1
        let run = Self.run(items: 3, transform: ItemTransform(minimumScale: 0.5, minimumAlpha: 0.2)) { screen, frame in
            screen.picker.autoScrollInterval = 0.5
            for _ in 0..<(10 * 30) { screen.frame(); frame() } // ten half-second intervals at 60 Hz
            screen.picker.autoScrollInterval = nil
            screen.runUntilRest(each: frame)
            selected = screen.picker.selectedIndex
        }
        XCTAssertGreaterThan(run.recentres, 2)
        XCTAssertEqual(selected, 1, "10 advances from 0 of 3 items")
    } }

    func testTheIdentityTransformLeavesEveryViewAlone() { onMain {
        _ = Self.run(items: 4, transform: .identity) { screen, frame in
            screen.touchDown()
            for _ in 0..<5 { screen.moveFinger(by: 14); frame() }
            screen.fling(velocity: 2_000, each: frame)
            screen.runUntilRest {
                frame()
                for view in screen.picker.scrollView.subviews {
                    XCTAssertEqual(view.alpha, 1)
                    XCTAssertEqual(view.layer.transform, CATransform3DIdentity)
                }
            }
        }
    } }
}
#endif
