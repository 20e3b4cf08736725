import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// Item transforms on the option picker on the simulated device: the real
/// driver and view pool (``PickerRig``, wired as `InfinitePickerView` is),
/// seeded random drags, flings, taps, auto-advance ticks and selections, and
/// on every frame the look `InfinitePickerView` gives each page view
/// (``PageViewPool/applyAppearance(_:strip:offset:_:)``), checked together
/// with the device's own per-frame checks (``PickerChecker``: what is under
/// each screen x moves with the content, a recentring is invisible).
final class PickerTransformDeviceTests: XCTestCase {
    /// The look of every visible page view, asserting that it is the look of
    /// the place where the view really is (its leading x against the offset);
    /// returns the distance and look of the view under the viewport's centre.
    @MainActor
    private static func centerLook(_ rig: PickerRig, _ transform: ItemTransform,
                                   _ label: @autoclosure () -> String) -> (item: Int, d: CGFloat, look: ItemAppearance)? {
        let offset = rig.scrollView.contentOffsetX
        let w = rig.driver.strip.pageWidth
        var center: (item: Int, d: CGFloat, look: ItemAppearance)?
        rig.pool.applyAppearance(transform, strip: rig.driver.strip, offset: offset) { view, look in
            guard !view.isHidden, w > 0 else { return }
            let d = (view.x - offset) / w
            let expected = transform.appearance(atDistance: d)
            if abs(look.scale - expected.scale) > 1e-9 || abs(look.alpha - expected.alpha) > 1e-9
                || abs(look.tilt - expected.tilt) > 1e-9 {
                XCTFail("\(label()): page view at \(d) pages has the look of another place: \(look) vs \(expected)")
            }
            // The centre of the viewport is half a page into the centre page.
            if d <= 0.5 && d > -0.5 { center = (view.item, d, look) }
        }
        return center
    }

    func testPerFrameTheLookFollowsThePlaceOfEachPageThroughRecentersAndTheSeam() { onMain {
        let transform = ItemTransform(minimumScale: 0.6, minimumAlpha: 0.3, maximumTilt: 0.5)
        var frames = 0, recenters = 0, centerSteps = 0
        for seed in 1...24 as ClosedRange<UInt64> {
            var rng = SeededRandom(seed: seed)
            let n = [2, 3, 4, 7, 1_000][Int(seed) % 5]
            let direction: LayoutDirection = seed % 2 == 0 ? .leftToRight : .rightToLeft
            let view = rng.pixelWidth(in: 200...430)
            let rig = PickerRig(itemCount: n, viewWidth: view, pageWidth: rng.pixelWidth(in: 60...(view / 2)),
                                direction: direction, selectedIndex: rng.int(in: 0...(n - 1)),
                                framesPerSecond: rng.chance(0.5) ? 60 : 120)
            let checker = PickerChecker(rig: rig)
            let w = rig.driver.strip.pageWidth
            let period = CGFloat(n) * w
            let label = "seed \(seed), \(n) options, \(direction)"
            var lastOffset = rig.scrollView.contentOffsetX
            var lastCenter = Self.centerLook(rig, transform, label)
            let frame = {
                rig.frame()
                checker.checkFrame(label)
                frames += 1
                // The content's motion this frame: the offset change less a
                // recentring (a whole period).
                var moved = rig.scrollView.contentOffsetX - lastOffset
                if abs(moved) > period / 2 { recenters += 1; moved -= (moved / period).rounded() * period }
                lastOffset = rig.scrollView.contentOffsetX
                let center = Self.centerLook(rig, transform, label)
                if let a = lastCenter, let b = center, a.item == b.item {
                    // The page under the centre moved with the content, and so
                    // did its look, by no more than the transform's slope.
                    centerSteps += 1
                    XCTAssertEqual(b.d - a.d, -moved / w, accuracy: 1e-6, "\(label): the centre page jumped")
                    let pages = abs(b.d - a.d) + 1e-9
                    XCTAssertLessThanOrEqual(abs(b.look.scale - a.look.scale), 0.4 * pages, "\(label): scale jumped")
                    XCTAssertLessThanOrEqual(abs(b.look.alpha - a.look.alpha), 0.7 * pages, "\(label): alpha jumped")
                    XCTAssertLessThanOrEqual(abs(b.look.tilt - a.look.tilt), 0.5 * pages, "\(label): tilt jumped")
                }
                lastCenter = center
            }
            for _ in 0..<12 {
                switch rng.int(in: 0...9) {
                case 0...4:
                    guard rig.touchDown() else { break }
                    let bias = rng.cgFloat(in: -1...1)
                    for _ in 0..<rng.int(in: 3...25) {
                        rig.moveFinger(by: ((bias + rng.cgFloat(in: -0.3...0.3)) * 40).rounded() / 2)
                        frame()
                    }
                    rig.lift(velocity: rng.chance(0.3) ? 0 : rng.cgFloat(in: -3_000...3_000))
                case 5, 6: rig.tap()
                case 7: rig.autoAdvanceTick()
                default:
                    checker.farMoveAllowed = true
                    rig.select(rng.int(in: 0...(n - 1)), animated: true)
                }
                var left = 3_000
                while !rig.isAtRest && left > 0 { frame(); left -= 1 }
                checker.farMoveAllowed = false
                checker.checkAtRest(label)
                // At rest the page in the centre is untransformed.
                XCTAssertEqual(lastCenter?.look, .identity, "\(label): the page at rest in the centre")
            }
            XCTAssertEqual(checker.violations.count, 0, "\(label): \(checker.violations.messages.prefix(3))")
        }
        XCTAssertGreaterThan(frames, 5_000)
        XCTAssertGreaterThan(centerSteps, frames / 2)
        XCTAssertGreaterThan(recenters, 20, "the runs crossed the seam and recentred")
    } }
}
