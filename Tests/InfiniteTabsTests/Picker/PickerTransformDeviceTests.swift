#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Item transforms on the real option picker on a simulated device: seeded
/// random drags, flings, taps, auto-advance ticks and selections, and on
/// every frame the look each page view on screen carries (its `alpha` and
/// layer transform), checked against the look of the place where it is,
/// together with the per-frame checks of ``PickerChecker``.
final class PickerTransformDeviceTests: XCTestCase {
    /// The scale, alpha and size of the tilt a page view carries (read back
    /// from its layer transform: the scale is the untouched row across the
    /// tilt, the tilt's cosine the rest).
    @MainActor
    static func look(of view: UIView, axis: ScrollAxis) -> ItemAppearance {
        let t = view.layer.transform
        let scale = axis == .horizontal ? t.m22 : t.m11
        let along = axis == .horizontal ? t.m11 : t.m22
        let tilt = scale > 0 ? acos(Swift.min(1, Swift.max(-1, along / scale))) : 0
        return ItemAppearance(scale: scale, alpha: view.alpha, tilt: tilt)
    }

    /// Checks the look of every page view on screen against its place;
    /// returns the item, distance and look of the page in the centre.
    @MainActor
    private static func centreLook(_ screen: PickerScreen, _ transform: ItemTransform,
                                   _ label: @autoclosure () -> String) -> (item: Int, d: CGFloat, look: ItemAppearance)? {
        let w = screen.pageLength, length = screen.viewLength
        var centre: (item: Int, d: CGFloat, look: ItemAppearance)?
        for view in screen.picker.scrollView.subviews where !view.isHidden {
            guard let page = screen.pages().first(where: { $0.view == ObjectIdentifier(view) }), w > 0 else { continue }
            let d = (page.low - (length - w) / 2) / w
            let expected = transform.appearance(atDistance: d)
            let look = look(of: view, axis: screen.axis)
            if abs(look.scale - expected.scale) > 1e-9 || abs(look.alpha - expected.alpha) > 1e-9
                || abs(look.tilt - abs(expected.tilt)) > 1e-6 {
                XCTFail("\(label()): page view at \(d) pages has the look of another place: \(look) vs \(expected)")
            }
            if d <= 0.5 && d > -0.5 { centre = (page.item, d, look) }
        }
        return centre
    }

    func testPerFrameTheLookFollowsThePlaceOfEachPageThroughRecentresAndTheSeam() { onMain {
        let transform = ItemTransform(minimumScale: 0.6, minimumAlpha: 0.3, maximumTilt: 0.5)
        var frames = 0, centreSteps = 0, recentres = 0
        for seed in 1...6 as ClosedRange<UInt64> {
            var rng = SeededRandom(seed: seed)
            let n = [2, 3, 4, 7, 1_000][Int(seed) % 5]
            let direction: LayoutDirection = seed % 2 == 0 ? .leftToRight : .rightToLeft
            let view = rng.pixelWidth(in: 200...430)
            let screen = PickerScreen(itemCount: n, viewWidth: view, pageWidth: rng.pixelWidth(in: 60...(view / 2)),
                                      direction: direction, selectedIndex: rng.int(in: 0...(n - 1)),
                                      framesPerSecond: rng.chance(0.5) ? 60 : 120)
            screen.picker.itemTransform = transform
            let checker = PickerChecker(screen: screen)
            let w = screen.pageLength
            let label = "seed \(seed), \(n) options, \(direction)"
            var lastCentre = Self.centreLook(screen, transform, label)
            let check = {
                checker.checkFrame(label)
                frames += 1
                let moved = -checker.lastMotion // the content's motion in offsets
                let centre = Self.centreLook(screen, transform, label)
                if let a = lastCentre, let b = centre, a.item == b.item {
                    // The page under the centre moved with the content, and
                    // so did its look, by no more than the transform's slope.
                    centreSteps += 1
                    XCTAssertEqual(b.d - a.d, -moved / w, accuracy: 1e-6, "\(label): the centre page jumped")
                    let pages = abs(b.d - a.d) + 1e-9
                    XCTAssertLessThanOrEqual(abs(b.look.scale - a.look.scale), 0.4 * pages, "\(label): scale jumped")
                    XCTAssertLessThanOrEqual(abs(b.look.alpha - a.look.alpha), 0.7 * pages, "\(label): alpha jumped")
                    XCTAssertLessThanOrEqual(abs(b.look.tilt - a.look.tilt), 0.5 * pages, "\(label): tilt jumped")
                }
                lastCentre = centre
            }
            for _ in 0..<12 {
                switch rng.int(in: 0...9) {
                case 0...4:
                    guard screen.touchDown() else { break }
                    check()
                    let bias = rng.cgFloat(in: -1...1)
                    for _ in 0..<rng.int(in: 3...25) {
                        screen.moveFinger(by: ((bias + rng.cgFloat(in: -0.3...0.3)) * 40).rounded() / 2)
                        check()
                    }
                    if rng.chance(0.3) { screen.liftStill(each: check) } else { screen.fling(velocity: rng.cgFloat(in: -3_000...3_000), each: check) }
                case 5, 6: screen.tap()
                case 7: screen.autoAdvanceTick()
                default:
                    checker.farMoveAllowed = true
                    screen.select(rng.int(in: 0...(n - 1)), animated: true)
                }
                check()
                screen.runUntilRest { check() }
                checker.checkAtRest(label)
                // At rest the page in the centre is untransformed.
                XCTAssertEqual(lastCentre?.look, .identity, "\(label): the page at rest in the centre")
            }
            recentres += checker.recentres
            XCTAssertEqual(checker.violations.count, 0, "\(label): \(checker.violations.messages.prefix(3))")
        }
        XCTAssertGreaterThan(frames, 900)
        XCTAssertGreaterThan(centreSteps, frames / 2)
        XCTAssertGreaterThan(recentres, 3, "the runs crossed the seam and recentred")
    } }
}
#endif
