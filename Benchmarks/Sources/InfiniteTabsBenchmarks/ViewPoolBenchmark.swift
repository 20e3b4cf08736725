import Foundation
import InfiniteTabs
import MallocCounter
import UIKit

// Part 6: the real picker's page views while it scrolls far: how many it
// makes, whether each shows the right option, on the UIKit model.

struct ViewPoolResult {
    var itemCount: Int
    var pagesScrolled: Int
    var events: Int
    var maxVisiblePages: Int
    /// Views made while scrolling (the model counts every `UIView` init).
    var created: Int
    /// Neighbouring page views on screen whose options are not consecutive.
    var wrongItems: Int
    /// Heap allocations inside the scroll events (the layout passes aside).
    var allocations: UInt64
    /// Mean time per scroll event (the layout passes aside).
    var nanosecondsPerEvent: Double
}

@MainActor
enum ViewPoolBenchmark {
    /// Points scrolled per event: not a divisor of the page width, so every
    /// phase of a page is seen.
    static let step: CGFloat = 7

    /// Drags the picker `pages` pages forward, one event of `step` points a
    /// frame, from 5,000 options before the end (so 100,000 options recentre
    /// too); after each frame's layout pass, checks the page views on screen.
    static func run(itemCount: Int, pages: Int) -> ViewPoolResult {
        ModelScreen.resetModel()
        let picker = InfinitePickerView()
        picker.pageWidth = DriverFixtures.pageWidth
        picker.setItems(Array(0..<itemCount))
        let screen = ModelScreen(view: picker, frame: CGRect(x: 45, y: 100, width: DriverFixtures.pickerVisibleWidth, height: 44))
        picker.selectedIndex = Swift.max(0, itemCount - 5_000)
        screen.layOut()
        let scrollView = picker.scrollView
        scrollView.benchFingerDown(towards: 1)
        screen.layOut()
        let createdBefore = UIKitModel.counters.viewsCreated
        var events = 0, maxVisible = 0, wrong = 0
        var allocations: UInt64 = 0, nanoseconds: UInt64 = 0
        let distance = CGFloat(pages) * DriverFixtures.pageWidth
        var travelled: CGFloat = 0
        while travelled < distance {
            let a = mc_allocation_count()
            let t0 = mc_now_ns()
            scrollView.benchScroll(to: scrollView.contentOffset.x + step)
            nanoseconds &+= mc_now_ns() &- t0
            allocations &+= mc_allocation_count() &- a
            screen.layOut()
            travelled += step
            events += 1
            let shown = shownOptions(in: picker)
            maxVisible = Swift.max(maxVisible, shown.count)
            for (left, right) in zip(shown, shown.dropFirst()) where (left + 1) % itemCount != right { wrong += 1 }
        }
        scrollView.lift(velocity: .zero)
        return ViewPoolResult(itemCount: itemCount, pagesScrolled: pages, events: events, maxVisiblePages: maxVisible,
                              created: UIKitModel.counters.viewsCreated - createdBefore, wrongItems: wrong,
                              allocations: allocations, nanosecondsPerEvent: Double(nanoseconds) / Double(Swift.max(1, events)))
    }

    /// The options the picker's page labels on screen show, left to right.
    private static func shownOptions(in picker: InfinitePickerView) -> [Int] {
        let bounds = picker.convert(picker.bounds, to: nil)
        var labels: [(x: CGFloat, option: Int)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let label = view as? UILabel, let option = label.text.flatMap({ Int($0) }) {
                let frame = label.convert(label.bounds, to: nil)
                if frame.intersects(bounds) { labels.append((frame.minX, option)) }
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(picker.scrollView)
        return labels.sorted { $0.x < $1.x }.map(\.option)
    }
}
