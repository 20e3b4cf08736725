import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The tabs container (`InfiniteTabsViewController`) on the simulated
/// device: a ``StripRig`` and a ``PagesRig`` on one clock, joined by the real
/// ``TabsPagingLink`` as the controller joins them (the strip reports taps to
/// the link, the pages report every event to the link first).
///
/// With ``boundIndex`` set it is also `InfiniteTabsView` / `InfinitePages`
/// in SwiftUI: a settled selection is written to the binding by
/// ``SelectionBinding/valueToWrite(settled:bound:target:)``, and every view
/// update (after a write, or when the app sets the binding) runs
/// ``SelectionBinding/update(bound:target:count:itemsChanged:animated:)``.
@MainActor
package final class ContainerRig {
    /// The strip.
    package let strip: StripRig
    /// The pages.
    package let pages: PagesRig
    /// The real link.
    package let link: TabsPagingLink<SimulatedPageViewController>
    /// The SwiftUI binding's value, when the container is bound.
    package private(set) var boundIndex: Int?
    /// View updates SwiftUI ran.
    package private(set) var viewUpdates = 0

    /// `titles.count` tabs `widths` wide over pages `pageWidth` wide, at rest
    /// on `selectedIndex`; bound to a SwiftUI selection when `bound`.
    package init(widths: [CGFloat], spacing: CGFloat = 0, viewportWidth: CGFloat, pageWidth: CGFloat,
                selectedIndex: Int = 0, direction: LayoutDirection = .leftToRight, bound: Bool = false,
                framesPerSecond: Double = 120) {
        let queue = MainQueue(framesPerSecond: framesPerSecond)
        pages = PagesRig(count: widths.count, pageWidth: pageWidth, selectedIndex: selectedIndex, direction: direction, queue: queue)
        strip = StripRig(widths: widths, spacing: spacing, viewportWidth: viewportWidth, direction: direction, queue: queue)
        link = TabsPagingLink(strip: strip.driver, pages: pages.driver)
        link.stripReloaded()
        if bound { boundIndex = pages.driver.selectedIndex }
        strip.onTap = { [unowned self] index, way in self.link.tabTapped(index: index, direction: way) }
        pages.onEvent = { [unowned self] event in
            self.link.pagesReported(event)
            if case .selectionSettled(let index) = event { self.settled(on: index) }
        }
        strip.onFrame = { [unowned self] in self.pages.host.step() }
    }

    /// The app sets the bound index (`@State` changes): SwiftUI updates the view.
    package func setBinding(_ index: Int) {
        guard boundIndex != nil else { return }
        strip.note("binding = \(index)")
        boundIndex = index
        viewUpdate()
    }

    /// `select(index:animated:direction:)` of the container.
    package func select(_ index: Int, animated: Bool = true) {
        pages.select(index, animated: animated)
    }

    /// Runs one frame of both.
    package func frame() { strip.frame() }

    /// Whether both rest.
    package var isAtRest: Bool { strip.isAtRest && pages.isAtRest }

    private func settled(on index: Int) {
        guard let bound = boundIndex,
              let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: pages.driver.targetIndex) else { return }
        boundIndex = value
        // The write makes SwiftUI update the view on a later turn.
        pages.queue.async { [weak self] in self?.viewUpdate() }
    }

    private func viewUpdate() {
        guard let bound = boundIndex else { return }
        viewUpdates += 1
        let step = SelectionBinding.update(bound: bound, target: pages.driver.targetIndex, count: pages.driver.pages.count,
                                           itemsChanged: false, animated: true)
        if case .select(let index, let animated) = step { pages.select(index, animated: animated) }
    }
}
