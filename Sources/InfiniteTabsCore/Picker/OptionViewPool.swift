import Foundation

/// The reuse policy of the option picker's page views: it keeps one view per visible page and recycles views that
/// scroll out of sight, so the number of views ever created stays at the number of visible pages plus a spare or two,
/// however many items the picker has (100,000 options never create 100,000 views).
package final class OptionViewPool<View: AnyObject> {
    /// The views on screen, by virtual page (pages beyond the content allowed).
    @inlinable package var visible: [(page: Int, view: View)] { slots }
    /// Views that scrolled out of sight, waiting to be reused.
    @inlinable package var spares: [View] { spareViews }
    /// How many views the pool has ever asked `make` for.
    @inlinable package var createdCount: Int { made }

    // The pool runs on every scroll event of the picker, from another module (the UIKit view, the benchmarks).
    @usableFromInline var slots: [(page: Int, view: View)] = []
    @usableFromInline var spareViews: [View] = []
    @usableFromInline var made = 0

    /// Creates an empty pool.
    @inlinable
    package init() {
        slots.reserveCapacity(8)
        spareViews.reserveCapacity(8)
    }

    /// Shows exactly `pages`: views of pages that left the range become spares; each newly visible page takes a spare
    /// (or a new view from `make`) and is passed to `configure` with its virtual page.
    @inlinable
    package func show(pages: Range<Int>, make: () -> View, configure: (View, Int) -> Void) {
        show(pages: pages, make: make, configure: configure, hide: { _ in })
    }

    /// Shows exactly `pages` as ``show(pages:make:configure:)`` does, and passes each view that leaves the screen
    /// (becomes a spare) to `hide`, once, as it leaves.
    @inlinable
    package func show(pages requested: Range<Int>, make: () -> View, configure: (View, Int) -> Void, hide: (View) -> Void) {
        let (end, overflow) = requested.lowerBound.addingReportingOverflow(PickerPageLayout.maximumVisiblePageCount)
        let pages = overflow || end >= requested.upperBound ? requested : requested.lowerBound..<end
        var i = 0
        while i < slots.count {
            if pages.contains(slots[i].page) {
                i += 1
            } else {
                let view = slots.remove(at: i).view
                hide(view)
                spareViews.append(view)
            }
        }
        guard !pages.isEmpty else { return }
        for page in pages where !isShowing(page) {
            let view: View
            if let spare = spareViews.popLast() { view = spare } else { view = make(); made += 1 }
            configure(view, page)
            slots.append((page: page, view: view))
        }
    }

    /// Whether a view shows `page`.
    @inlinable
    func isShowing(_ page: Int) -> Bool {
        for slot in slots where slot.page == page { return true }
        return false
    }

    /// The view showing a virtual page, if it is visible.
    @inlinable
    package func view(forPage page: Int) -> View? {
        for slot in slots where slot.page == page { return slot.view }
        return nil
    }

    /// Moves every visible view's page number by `delta` (after the scroll view recentred by whole periods, the same
    /// views show the same items at new pages).
    @inlinable
    package func shiftPages(by delta: Int) {
        for i in slots.indices { slots[i].page &+= delta }
    }

    /// Hides every view and marks all for reconfiguration (after a reload).
    @inlinable
    package func recycleAll() {
        recycleAll(hide: { _ in })
    }

    /// Makes every visible view a spare as ``recycleAll()`` does, passing each to `hide` once as it leaves the screen.
    @inlinable
    package func recycleAll(hide: (View) -> Void) {
        while let slot = slots.popLast() {
            hide(slot.view)
            spareViews.append(slot.view)
        }
    }
}

extension OptionViewPool {
    /// Hands every visible page view the look `transform` gives it at the scroll view's content offset `offset` (the
    /// picker's paging scroll view: one page wide, centred), through `apply`.
    package func applyAppearance(_ transform: ItemTransform, strip: PickerPageLayout, offset: CGFloat,
                                _ apply: (View, ItemAppearance) -> Void) {
        for slot in visible {
            let appearance = transform.isIdentity
                ? ItemAppearance.identity
                : transform.appearance(atDistance: strip.distanceFromCenter(ofVisualPage: slot.page, offset: offset))
            apply(slot.view, appearance)
        }
    }
}

extension OptionViewPool {
    /// Hands every visible page view its emphasis (``PickerPageLayout/emphasis(ofVisualPage:offset:)``) at content
    /// offset `offset`, through `apply`: the picker's centred option look follows a swipe with it.
    package func applyEmphasis(strip: PickerPageLayout, offset: CGFloat, _ apply: (View, CGFloat) -> Void) {
        for slot in visible { apply(slot.view, strip.emphasis(ofVisualPage: slot.page, offset: offset)) }
    }
}
