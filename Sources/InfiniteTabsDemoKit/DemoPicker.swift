import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The demo's looping option picker: a ``PaddedStrip`` scrolled by a
/// ``ScrollSimulator`` one page wide, recentred by one period on every scroll
/// event (guarded against the re-entrant call its own offset change causes),
/// exactly as the UIKit picker does.
///
/// ``advance()`` animates one page forward; an advance asked for while the
/// picker moves is queued and starts when it comes to rest, so pressing
/// space quickly never skips or loses a step. Nothing moves until ``step()``
/// is called: one call is one 120 Hz frame.
package final class DemoPicker {
    /// The layout of the picker's pages.
    package let strip: PaddedStrip
    /// The simulated scroll view (one page wide).
    package let scroll: ScrollSimulator
    /// How many times a scroll event moved the offset by a period.
    package private(set) var recenterings = 0
    /// Advances asked for while the picker was moving, not yet started.
    package private(set) var queuedAdvances = 0
    /// Frames an advance takes (default 36, 0.3 s at 120 Hz).
    package var framesPerAdvance = 36

    private var isRecentering = false

    /// Creates a picker of `itemCount` items on pages `pageWidth` points wide,
    /// at rest on `startItem` (wrapped; a picker without items stays at 0).
    package init(itemCount: Int, pageWidth: CGFloat, startItem: Int = 0) {
        strip = PaddedStrip(itemCount: itemCount, pageWidth: pageWidth)
        scroll = ScrollSimulator(viewportWidth: strip.pageWidth, contentWidth: strip.contentWidth,
                                 offset: strip.offset(ofItem: startItem))
        scroll.onScroll = { [unowned self] scroll in self.didScroll(scroll) }
    }

    /// The item in the middle of the picker (the one mostly on screen).
    package var selectedItem: Int { strip.item(atOffset: scroll.offset) }

    /// Whether the picker is at rest with nothing queued.
    package var isIdle: Bool { scroll.isIdle && queuedAdvances == 0 }

    /// Moves one item forward (from the last to the first). Queued while the
    /// picker moves; ignored with fewer than two items or no page width.
    package func advance() {
        guard strip.isPadded, strip.pageWidth > 0 else { return }
        if scroll.isIdle { startAdvance() } else { queuedAdvances += 1 }
    }

    /// Runs one frame. Returns true while anything is left to do.
    @discardableResult
    package func step() -> Bool {
        if scroll.isIdle {
            guard queuedAdvances > 0 else { return false }
            queuedAdvances -= 1
            startAdvance()
        }
        scroll.step()
        return !isIdle
    }

    private func startAdvance() {
        // Aim at the next whole page, so an offset left between pages lands on one.
        let page = (scroll.offset / strip.pageWidth).rounded(.toNearestOrAwayFromZero)
        scroll.animate(to: (page + 1) * strip.pageWidth, frames: framesPerAdvance)
    }

    private func didScroll(_ scroll: ScrollSimulator) {
        guard !isRecentering else { return }
        let centered = strip.recentered(scroll.offset)
        guard centered != scroll.offset else { return }
        isRecentering = true
        scroll.setOffset(centered)
        isRecentering = false
        recenterings += 1
    }
}
