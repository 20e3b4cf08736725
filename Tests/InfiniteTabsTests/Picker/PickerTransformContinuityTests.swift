import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// Item transforms on the option picker, judged per frame by what is on
/// screen: the picker's own driver and view pool (the code the UIKit picker
/// runs), a fake scroll view that recentres like UIKit, and the look each
/// page view gets after every scroll.
final class PickerTransformContinuityTests: XCTestCase {
    @MainActor final class View { var item = -1; var appearance = ItemAppearance.identity }

    @MainActor final class Rig {
        let driver = PickerScrollDriver()
        let host: FakeScrollHost
        let pool = PageViewPool<View>()
        let transform: ItemTransform
        /// Per frame: each view on screen, its screen position (relative to the
        /// centre page's leading edge) and its look.
        var frames: [[ObjectIdentifier: (view: View, screen: CGFloat, appearance: ItemAppearance)]] = []

        init(items: Int, transform: ItemTransform, direction: LayoutDirection = .leftToRight) {
            self.transform = transform
            host = FakeScrollHost(width: 100)
            host.onDidScroll = { [unowned self] in
                self.driver.didScroll()
                if self.host.depth == 1 { self.record() }
            }
            host.onAnimationEnd = { [unowned driver] in driver.didEndScrollingAnimation() }
            driver.host = host
            driver.onCommand = { [unowned self] in self.perform($0) }
            driver.configure(itemCount: items, pageWidth: 100, visibleWidth: 300, direction: direction)
        }

        /// What `InfinitePickerView.perform` does with each command.
        private func perform(_ command: PickerCommand) {
            switch command {
            case .layout: pool.recycleAll()
            case .recentered(_, let pages): pool.shiftPages(by: pages)
            case .showPages(let pages):
                pool.show(pages: pages, make: { View() }, configure: { view, page in
                    view.item = self.driver.strip.item(atVisualPage: page, direction: self.driver.direction)
                })
            case .setOffset, .notify: break
            }
            applyLook()
        }

        /// What `InfinitePickerView` does after each scroll.
        func applyLook() {
            pool.applyAppearance(transform, strip: driver.strip, offset: host.contentOffsetX) { view, look in
                view.appearance = look
            }
        }

        private func record() {
            applyLook()
            var frame: [ObjectIdentifier: (view: View, screen: CGFloat, appearance: ItemAppearance)] = [:]
            for slot in pool.visible {
                frame[ObjectIdentifier(slot.view)] = (slot.view, driver.strip.x(ofVisualPage: slot.page) - host.contentOffsetX,
                                                      slot.view.appearance)
            }
            frames.append(frame)
        }

        func fling(by dx: CGFloat, velocity: CGFloat, steps: Int) {
            driver.willBeginDragging()
            for _ in 0..<steps { host.drag(by: dx / CGFloat(steps)) }
            host.lift()
            let target = driver.willEndDragging(velocity: velocity)
            driver.didEndDragging(willDecelerate: target != host.contentOffsetX)
            if target != host.contentOffsetX {
                host.decelerate(to: target, frames: 12)
                driver.didEndDecelerating()
            }
        }
    }

    /// Between two frames every view on screen moves by the same amount (a
    /// recentring moves nothing on screen), keeps its item, and its look
    /// changes no more than the transform's slope times the distance moved.
    @MainActor
    private static func assertContinuous(_ rig: Rig, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let t = rig.transform
        for (a, b) in zip(rig.frames, rig.frames.dropFirst()) {
            var motion: CGFloat?
            for (id, after) in b {
                guard let before = a[id] else { continue }
                let moved = after.screen - before.screen
                if let m = motion {
                    XCTAssertEqual(moved, m, accuracy: 1e-6, "\(label): views moved apart on screen", file: file, line: line)
                } else {
                    motion = moved
                }
                let itemAfter = after.view.item, itemBefore = before.view.item
                XCTAssertEqual(itemAfter, itemBefore, "\(label): a view changed item on screen", file: file, line: line)
                let pages = abs(moved) / 100 + 1e-9
                XCTAssertLessThanOrEqual(abs(after.appearance.scale - before.appearance.scale), (1 - t.minimumScale) * pages,
                                         "\(label): scale jumped", file: file, line: line)
                XCTAssertLessThanOrEqual(abs(after.appearance.alpha - before.appearance.alpha), (1 - t.minimumAlpha) * pages,
                                         "\(label): alpha jumped", file: file, line: line)
                XCTAssertLessThanOrEqual(abs(after.appearance.tilt - before.appearance.tilt), abs(t.maximumTilt) * pages,
                                         "\(label): tilt jumped", file: file, line: line)
            }
        }
    }

    func testTheLookOfWhatIsOnScreenNeverJumpsThroughRecentersAndTheSeam() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for items in [2, 3, 5] {
                let rig = Rig(items: items, transform: .coverFlow, direction: direction)
                var random = SeededRandom(seed: UInt64(items))
                for _ in 0..<40 {
                    let forward: CGFloat = random.chance(0.7) ? 1 : -1
                    rig.fling(by: forward * random.cgFloat(in: 20...90), velocity: forward * random.cgFloat(in: 0...3),
                              steps: random.int(in: 2...8))
                }
                let label = "\(items) items \(direction)"
                XCTAssertGreaterThan(rig.host.recenters.count, 5, "\(label): the run crossed the seam")
                XCTAssertGreaterThan(rig.frames.count, 400)
                Self.assertContinuous(rig, label)
                // At rest the centre page is untransformed (its accessibility
                // frame is its own) and the neighbours are at the far look.
                let center = rig.frames.last!.values.first { abs($0.screen) < 1e-6 }
                XCTAssertEqual(center?.appearance, .identity, label)
            }
        }
    } }

    func testAnAutoAdvanceAcrossTheSeamIsContinuousToo() { onMain {
        let rig = Rig(items: 3, transform: ItemTransform(minimumScale: 0.5, minimumAlpha: 0.2))
        for _ in 0..<10 {
            XCTAssertTrue(rig.driver.autoAdvanceTick())
            rig.host.finishAnimation(frames: 10)
        }
        XCTAssertGreaterThan(rig.host.sets.count, 0)
        Self.assertContinuous(rig, "auto-advance")
        XCTAssertEqual(rig.driver.selectedIndex, 1, "10 advances from 0 of 3 items")
    } }

    func testTheIdentityTransformLeavesEveryViewAlone() { onMain {
        let rig = Rig(items: 4, transform: .identity)
        rig.fling(by: 70, velocity: 2, steps: 5)
        for frame in rig.frames { for entry in frame.values { XCTAssertEqual(entry.appearance, .identity) } }
    } }
}
