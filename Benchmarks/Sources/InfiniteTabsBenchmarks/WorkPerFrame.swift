import Foundation
import InfiniteTabs
import UIKit

// Part 2: UIKit work per frame, counted by the model (UIKitModel.counters)
// during every frame (the scroll event and the layout pass after it) of a
// drag of the strip and of swipes of the pages in the container.

/// What the frames of one gesture kind did.
struct FrameWork {
    var gesture: String
    var frames = 0
    var reloadData = 0
    var layoutInvalidations = 0
    var viewsCreated = 0
    /// Of `viewsCreated`: the views of the app's own new pages, made by its
    /// `makePage` when a swipe brings a page never shown before.
    var appPageViews = 0
    var cellsCreated = 0
    /// Of `viewsCreated`: the new cells' own views (each cell and its subviews).
    var viewsInNewCells = 0
    /// Cells made while the collection view's cells in use (on screen or
    /// kept for prefetching) did not grow past their most so far.
    var cellsCreatedWithoutGrowth = 0
    /// Views made otherwise: neither a new cell's nor an app's page's.
    var otherViews: Int { viewsCreated - appPageViews - viewsInNewCells }
    var labelStyleWrites = 0
    /// `scrollViewDidScroll` calls of the scroll views involved (re-entrant
    /// ones included): what the model's share of a frame scales with.
    var didScrollCalls = 0
    /// Strip titles whose colour or font changed in a frame.
    var tabsRestyled = 0
    /// Strip cells on screen after a frame that were not before it.
    var tabsShown = 0
    /// Frames with label style changes although no title changed its look and
    /// no tab came on screen, and the writes in them.
    var needlessWriteFrames = 0
    var needlessWrites = 0
    /// The most writes in one frame for each title restyled or shown.
    var maxWritesPerTabTouched = 0.0
}

@MainActor
enum WorkPerFrame {
    /// The look of each title label in the strip's cells on screen.
    private struct TitleLook: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        var pointSize: CGFloat
    }

    private static func looks(_ strip: InfiniteTabStripView) -> [ObjectIdentifier: TitleLook] {
        var result: [ObjectIdentifier: TitleLook] = [:]
        func visit(_ view: UIView) {
            if let label = view as? UILabel, let color = label.textColor {
                result[ObjectIdentifier(label)] = TitleLook(red: color.red, green: color.green, blue: color.blue,
                                                            alpha: color.alpha, pointSize: label.font.pointSize)
            }
            for sub in view.subviews { visit(sub) }
        }
        for cell in strip.collectionView.visibleCells { visit(cell) }
        return result
    }

    /// Counts every frame of `runs` runs of `w`, after `warmRuns` runs not
    /// counted (the collection view's first cells are made as tabs of new
    /// widths first come on screen, once per app run).
    static func count<W: DriverWorkload>(_ gesture: String, _ w: W, strip: InfiniteTabStripView, scrollViews: [UIScrollView],
                                         runs: Int, warmRuns: Int = 4, appPageViews: () -> Int = { 0 }) -> FrameWork {
        var work = FrameWork(gesture: gesture)
        var start = 0
        var warm = Timing()
        DriverMeasure.batches(w, runs: warmRuns, into: &warm, start: &start)
        var mostCells = strip.collectionView.cellsInUse
        for r in start..<(start + runs) {
            w.beginRun(r % w.runCount)
            for j in 0..<w.runLength {
                let before = UIKitModel.counters
                let appViewsBefore = appPageViews()
                let scrollsBefore = scrollViews.map(\.didScrollCount).reduce(0, +)
                let looksBefore = looks(strip)
                w.event(r % w.runCount, j)
                w.frame(r % w.runCount, j)
                let after = UIKitModel.counters
                work.didScrollCalls += scrollViews.map(\.didScrollCount).reduce(0, +) - scrollsBefore
                let looksAfter = looks(strip)
                let restyled = looksAfter.filter { id, look in looksBefore[id].map { $0 != look } ?? false }.count
                let shown = looksAfter.keys.filter { looksBefore[$0] == nil }.count
                let writes = after.labelStyleChanges - before.labelStyleChanges
                work.frames += 1
                work.reloadData += after.reloadDataCalls - before.reloadDataCalls
                work.layoutInvalidations += after.layoutInvalidations - before.layoutInvalidations
                work.viewsCreated += after.viewsCreated - before.viewsCreated
                work.appPageViews += appPageViews() - appViewsBefore
                work.cellsCreated += after.cellsCreated - before.cellsCreated
                work.viewsInNewCells += after.viewsInNewCells - before.viewsInNewCells
                let cells = strip.collectionView.cellsInUse
                if cells <= mostCells { work.cellsCreatedWithoutGrowth += after.cellsCreated - before.cellsCreated }
                mostCells = Swift.max(mostCells, cells)
                work.labelStyleWrites += writes
                work.tabsRestyled += restyled
                work.tabsShown += shown
                if writes > 0 && restyled + shown == 0 {
                    work.needlessWriteFrames += 1
                    work.needlessWrites += writes
                } else if restyled + shown > 0 {
                    work.maxWritesPerTabTouched = Swift.max(work.maxWritesPerTabTouched, Double(writes) / Double(restyled + shown))
                }
            }
            w.endRun(r % w.runCount)
        }
        return work
    }
}
