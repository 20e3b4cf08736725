import Foundation
@testable import InfiniteTabsCore

/// Plays gestures on a simulated option picker (a paging scroll view one page
/// wide over a ``PaddedStrip``), as the UIKit picker will.
final class PickerScript {
    let harness: LoopingHarness<PickerLayout>
    var strip: PaddedStrip { harness.layout.strip }
    var scrollView: ScrollSimulator { harness.scrollView }

    /// A picker with `itemCount` items on pages `pageWidth` wide, showing `item`.
    init(itemCount: Int, pageWidth: CGFloat, item: Int, law: LawChecker) {
        let strip = PaddedStrip(itemCount: itemCount, pageWidth: pageWidth)
        harness = LoopingHarness(layout: PickerLayout(strip: strip, visibleWidth: pageWidth * 2.5),
                                 offset: strip.offset(ofItem: item), law: law, allowsOvershoot: true)
        harness.snapTarget = { layout, offset in
            let w = layout.strip.pageWidth
            return w > 0 ? (offset / w).rounded() * w : offset
        }
    }

    /// The item the picker shows (the page mostly on screen).
    var selectedItem: Int { strip.item(atOffset: scrollView.offset) }

    /// Carries out a gesture, then runs `frames` frames (all of them when nil).
    func perform(_ gesture: Gesture, frames: Int?) {
        let sv = scrollView
        switch gesture {
        case .drag(let steps, let velocity):
            sv.pageWidth = strip.pageWidth
            sv.rate = .normal
            sv.beginDrag()
            let startPage = (sv.offset / strip.pageWidth).rounded() * strip.pageWidth, shiftBefore = harness.totalShift
            let startItem = strip.item(atOffset: startPage)
            for dx in steps { sv.drag(by: dx) }
            sv.endDrag(velocity: velocity)
            // A paging snap settles on an item at most one from the one the
            // drag started on; after a drag shorter than a page it lies at
            // most a page from the start page (moved by the recentring shifts
            // since), never sweeping across the picker.
            let to: CGFloat
            if case .animating(_, let end, _, _) = sv.phase { to = end } else { to = sv.offset }
            if strip.isPadded {
                harness.law.expect(abs(strip.cycle.distance(from: startItem, to: strip.item(atOffset: to))) <= 1,
                                   "paging snap to \(to) is more than one item from \(startItem)")
                let start = startPage + harness.totalShift - shiftBefore
                harness.law.expect(abs(steps.reduce(0, +)) >= strip.pageWidth / 2 || abs(to - start) <= strip.pageWidth * (1 + 1e-9),
                                   "paging snap to \(to) is more than a page from the start page at \(start) (\(strip.pageWidth))")
            }
        case .fling(let velocity, let rate):
            sv.pageWidth = nil
            sv.rate = rate
            sv.beginDrag()
            for _ in 0..<3 { sv.drag(by: velocity / 120) }
            sv.endDrag(velocity: velocity)
        case .tap(let forward, _):
            movePages(forward ? 1 : -1)
        case .select(let item, let animated):
            guard strip.itemCount > 0 else { break }
            let pages = strip.cycle.distance(from: selectedItem, to: item)
            // n + 2 pages hold one page beyond each end of the real pages, so
            // only a move of one page can be a single scroll animation; a
            // farther selection jumps, as the UIKit picker does.
            if animated && abs(pages) <= 1 {
                movePages(pages)
            } else {
                sv.setOffset(strip.offset(ofItem: item))
            }
        case .resize(let width):
            harness.settle()
            let item = selectedItem
            let new = PaddedStrip(itemCount: strip.itemCount, pageWidth: width)
            harness.replaceLayout(PickerLayout(strip: new, visibleWidth: width * 2.5), offset: new.offset(ofItem: item))
        case .reload(let count):
            harness.settle()
            let item = Swift.min(selectedItem, Swift.max(0, count - 1))
            let new = PaddedStrip(itemCount: count, pageWidth: strip.pageWidth)
            harness.replaceLayout(PickerLayout(strip: new, visibleWidth: harness.layout.visibleWidth), offset: new.offset(ofItem: item))
        }
        if let frames { harness.run(frames: frames) } else { harness.settle() }
    }

    /// Animates `pages` pages from the page nearest the offset, first moving
    /// the offset by whole periods when the target would lie beyond the
    /// content (what is on screen does not change).
    func movePages(_ pages: Int) {
        let sv = scrollView, w = strip.pageWidth
        guard w > 0, strip.itemCount > 0 else { return }
        let start = (sv.offset / w).rounded() * w
        var target = start + CGFloat(pages) * w
        if strip.isPadded {
            for k in [0, -1, 1, -2, 2] {
                let s = CGFloat(k) * strip.period
                if target + s >= 0 && target + s <= sv.maxOffset && sv.offset + s > 0 && sv.offset + s < sv.maxOffset {
                    if k != 0 { sv.setOffset(sv.offset + s) }
                    target += s
                    break
                }
            }
        }
        sv.animate(to: target, frames: 30)
    }
}
