import Foundation

/// The reuse policy of the option picker's page views: it keeps one view per
/// visible page and recycles views that scroll out of sight, so the number of
/// views ever created stays at the number of visible pages plus a spare or
/// two, however many items the picker has (100,000 options never create
/// 100,000 views).
///
/// Generic over the view type so that the UIKit picker and the Linux tests and
/// benchmarks run the same code. Not thread-safe; use it from one actor (the
/// main actor in UIKit).
public final class PageViewPool<View: AnyObject> {
    /// The views on screen, by virtual page (pages beyond the content allowed).
    public private(set) var visible: [(page: Int, view: View)] = []
    /// Views that scrolled out of sight, waiting to be reused.
    public private(set) var spares: [View] = []
    /// How many views the pool has ever asked `make` for.
    public private(set) var createdCount = 0

    /// Creates an empty pool.
    public init() {
        visible.reserveCapacity(8)
        spares.reserveCapacity(8)
    }

    /// Shows exactly `pages`: views of pages that left the range become spares;
    /// each newly visible page takes a spare (or a new view from `make`) and is
    /// passed to `configure` with its virtual page. Pages that stay visible keep
    /// their view and are not configured again. An empty range hides all.
    public func show(pages: Range<Int>, make: () -> View, configure: (View, Int) -> Void) {
        var i = 0
        while i < visible.count {
            if pages.contains(visible[i].page) { i += 1 } else { spares.append(visible.remove(at: i).view) }
        }
        guard !pages.isEmpty else { return }
        for page in pages where !isShowing(page) {
            let view: View
            if let spare = spares.popLast() { view = spare } else { view = make(); createdCount += 1 }
            configure(view, page)
            visible.append((page: page, view: view))
        }
    }

    /// Whether a view shows `page`. Plain loops here and in
    /// ``view(forPage:)``: a closure passed to `contains(where:)` or
    /// `first(where:)` heap-allocates on every call when this generic class
    /// is used from another module (measured by the benchmarks).
    private func isShowing(_ page: Int) -> Bool {
        for slot in visible where slot.page == page { return true }
        return false
    }

    /// The view showing a virtual page, if it is visible.
    public func view(forPage page: Int) -> View? {
        for slot in visible where slot.page == page { return slot.view }
        return nil
    }

    /// Moves every visible view's page number by `delta` (after the scroll view
    /// recentred by whole periods, the same views show the same items at new
    /// pages). The views are not configured again.
    public func shiftPages(by delta: Int) {
        for i in visible.indices { visible[i].page += delta }
    }

    /// Hides every view and marks all for reconfiguration (after a reload).
    public func recycleAll() {
        while let slot = visible.popLast() { spares.append(slot.view) }
    }
}
