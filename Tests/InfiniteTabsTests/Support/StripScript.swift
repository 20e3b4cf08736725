import Foundation
@testable import InfiniteTabsCore

/// Plays gestures on a simulated tab strip (a free scroll view over a
/// ``TripledStrip`` that snaps to the tab nearest the centre), as the UIKit
/// tab strip will.
final class StripScript {
    let harness: LoopingHarness<StripLayout>
    var strip: TripledStrip { harness.layout.strip }
    var scrollView: ScrollSimulator { harness.scrollView }
    private var rng: SeededRandom

    /// A strip of random widths (from `rng`) for `itemCount` items in a
    /// viewport `viewportWidth` wide, centring `item`.
    init(itemCount: Int, viewportWidth: CGFloat, item: Int, rng: inout SeededRandom, law: LawChecker) {
        self.rng = SeededRandom(seed: rng.next())
        let strip = Self.randomStrip(count: itemCount, viewportWidth: viewportWidth, rng: &self.rng)
        harness = LoopingHarness(layout: StripLayout(strip: strip),
                                 offset: strip.offset(centering: item, near: strip.bandStart), law: law,
                                 allowsOvershoot: false)
        harness.snapTarget = { layout, offset in
            ScrollPhysics.tabSnapOffset(in: layout.strip, offset: offset, velocity: 0)
        }
    }

    /// A strip of `count` tabs 30...160 points wide (whole half points), with
    /// a spacing of 0, 8 or 12.5.
    static func randomStrip(count: Int, viewportWidth: CGFloat, rng: inout SeededRandom) -> TripledStrip {
        let widths = (0..<count).map { _ in rng.pixelWidth(in: 30...160) }
        let spacing: CGFloat = [0, 8, 12.5][rng.int(in: 0...2)]
        return TripledStrip(itemWidths: widths, spacing: spacing, viewportWidth: viewportWidth)
    }

    /// The item of the tab nearest the centre of the viewport (the one a snap
    /// centres).
    var centredItem: Int {
        guard strip.itemCount > 0, strip.period > 0 else { return 0 }
        let snapped = ScrollPhysics.tabSnapOffset(in: strip, offset: scrollView.offset, velocity: 0)
        return strip.item(atContentX: snapped + strip.viewportWidth / 2) ?? 0
    }

    /// Carries out a gesture, then runs `frames` frames (all of them when nil).
    func perform(_ gesture: Gesture, frames: Int?) {
        let sv = scrollView
        sv.pageWidth = nil
        switch gesture {
        case .drag(let steps, let velocity):
            sv.rate = .normal
            sv.beginDrag()
            for dx in steps { sv.drag(by: dx) }
            sv.endDrag(velocity: velocity)
        case .fling(let velocity, let rate):
            sv.rate = rate
            sv.beginDrag()
            for _ in 0..<3 { sv.drag(by: velocity / 120) }
            sv.endDrag(velocity: velocity)
        case .tap(_, let fraction):
            guard let cell = strip.cell(atContentX: sv.offset + fraction * strip.viewportWidth) else { break }
            sv.animate(to: strip.centeringOffset(ofCell: cell), frames: 30)
        case .select(let item, let animated):
            guard strip.itemCount > 0 else { break }
            if animated {
                sv.animate(to: strip.centeringOffset(ofCell: strip.nearestCell(ofItem: item, toOffset: sv.offset)), frames: 30)
            } else {
                sv.setOffset(strip.offset(centering: item, near: sv.offset))
            }
        case .resize(let width):
            harness.settle()
            let item = centredItem
            let new = TripledStrip(itemWidths: strip.itemWidths, spacing: strip.spacing, viewportWidth: width)
            harness.replaceLayout(StripLayout(strip: new), offset: new.offset(centering: item, near: new.bandStart))
        case .reload(let count):
            harness.settle()
            let item = Swift.min(centredItem, Swift.max(0, count - 1))
            let new = Self.randomStrip(count: count, viewportWidth: strip.viewportWidth, rng: &rng)
            harness.replaceLayout(StripLayout(strip: new), offset: new.offset(centering: item, near: new.bandStart))
        }
        if let frames { harness.run(frames: frames) } else { harness.settle() }
    }
}
