import Foundation
import InfiniteTabs
import MallocCounter
import UIKit

// Reloads of the real controls on the UIKit model: the picker given
// 1,000,000 new options, the tab strip given 100,000 new titles, each timed
// with the layout pass that follows (one reload per timed call).

@MainActor
enum ReloadBenchmark {
    /// Alternates the picker between two lists of `itemCount` options whose
    /// selected option sits near the end of the other list (a scan of almost
    /// every option to keep the selection).
    static func picker(itemCount: Int, reloads: Int) -> Timing {
        ModelScreen.resetModel()
        let a = (0..<itemCount).map { "Option \($0)" }
        let b = (1...itemCount).map { "Option \($0)" }
        let picker = InfinitePickerView()
        picker.pageWidth = DriverFixtures.pageWidth
        picker.setItems(a)
        let screen = ModelScreen(view: picker, frame: CGRect(x: 45, y: 100, width: DriverFixtures.pickerVisibleWidth, height: 44))
        picker.selectedIndex = itemCount - 1
        screen.layOut()
        var timing = Timing()
        var sink = 0.0
        for i in 0..<reloads {
            let t0 = mc_now_ns()
            picker.setItems(i % 2 == 0 ? b : a)
            screen.layOut()
            let t1 = mc_now_ns()
            timing.samples.append(Double(t1 &- t0))
            sink += Double(picker.selectedIndex)
            picker.selectedIndex = itemCount - 2
            screen.layOut()
        }
        mc_black_hole(sink)
        return timing
    }

    /// Gives the strip `itemCount` new titles (measured unless the tabs have
    /// a fixed width, laid out and centred), alternating between two lists.
    static func strip(itemCount: Int, reloads: Int, widthMode: TabWidthMode = .fitting) -> Timing {
        ModelScreen.resetModel()
        let a = (0..<itemCount).map { "Tab \($0)" }
        let b = (0..<itemCount).map { "Tab \($0)+" }
        let strip = InfiniteTabStripView()
        strip.spacing = DriverFixtures.spacing
        strip.widthMode = widthMode
        strip.titles = a
        let screen = ModelScreen(view: strip, frame: CGRect(x: 0, y: 100, width: DriverFixtures.viewportWidth, height: 44))
        var timing = Timing()
        var sink = 0.0
        for i in 0..<reloads {
            let t0 = mc_now_ns()
            strip.titles = i % 2 == 0 ? b : a
            screen.layOut()
            let t1 = mc_now_ns()
            timing.samples.append(Double(t1 &- t0))
            sink += Double(strip.collectionView.contentSize.width)
        }
        mc_black_hole(sink)
        return timing
    }
}
