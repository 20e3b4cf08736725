import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabs
import InfiniteTabsCore
import MallocCounter

// Reloads: the picker given 1,000,000 new options, the tab strip laid out
// for 100,000 measured widths, each through the code the control runs
// (BenchControls.swift), one reload per timed call.

enum ReloadBenchmark {
    /// Alternates the picker between two lists of `itemCount` options whose
    /// selected option sits near the end of the other list (a scan of almost
    /// every option to keep the selection).
    @MainActor
    static func picker(itemCount: Int, reloads: Int) -> Timing {
        let a = (0..<itemCount).map { "Option \($0)" }
        let b = (1...itemCount).map { "Option \($0)" }
        let picker = BenchPicker(itemCount: 0, pageWidth: DriverFixtures.pageWidth,
                                 visibleWidth: DriverFixtures.pickerVisibleWidth)
        picker.setItems(a, title: { $0 })
        picker.driver.setSelectedIndex(itemCount - 1, animated: false)
        var timing = Timing()
        var sink = 0.0
        for i in 0..<reloads {
            let t0 = mc_now_ns()
            picker.setItems(i % 2 == 0 ? b : a, title: { $0 })
            let t1 = mc_now_ns()
            timing.samples.append(Double(t1 &- t0))
            sink += Double(picker.driver.selectedIndex)
            picker.driver.setSelectedIndex(itemCount - 2, animated: false)
        }
        mc_black_hole(sink)
        return timing
    }

    /// Lays the strip out for `itemCount` measured widths, again and again.
    @MainActor
    static func strip(itemCount: Int, reloads: Int) -> Timing {
        let widths = ScrollEventFixtures.tabWidths(count: itemCount, seed: 31)
        let strip = BenchStrip(widths: [], spacing: DriverFixtures.spacing, viewportWidth: DriverFixtures.viewportWidth)
        var timing = Timing()
        var sink = 0.0
        for _ in 0..<reloads {
            let t0 = mc_now_ns()
            strip.reload(measuredWidths: widths)
            let t1 = mc_now_ns()
            timing.samples.append(Double(t1 &- t0))
            sink += Double(strip.driver.strip.period)
        }
        mc_black_hole(sink)
        return timing
    }
}
