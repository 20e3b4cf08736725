import Foundation

/// What an `InfiniteTabsViewController` applies when its options are set: the parts it can apply now, and the strip's position only when it
/// moved.
package struct ContainerOptionsUpdate: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The pages' settings (wrapping, whether tapped tabs animate): always, since the pages and their link exist before the view loads.
    package static let pages = ContainerOptionsUpdate(rawValue: 1 << 0)
    /// The strip's look and layout (background, height, looping, widths, spacing, appearance, indicator): only once the view is loaded (the
    /// strip lives in it; `viewDidLoad` applies them the first time).
    package static let strip = ContainerOptionsUpdate(rawValue: 1 << 1)
    /// Pinning the strip to the top or the bottom again: once the view is loaded, the first time and whenever the position changed (not on
    /// every change of options).
    package static let position = ContainerOptionsUpdate(rawValue: 1 << 2)

    /// What to apply now: `pinnedPosition` is where the strip is pinned (nil while it is not pinned yet), `wanted` where the options put
    /// it.
    package static func plan(isViewLoaded: Bool, pinnedPosition: TabStripPosition?,
                            wanted: TabStripPosition) -> ContainerOptionsUpdate {
        guard isViewLoaded else { return .pages }
        return pinnedPosition == wanted ? [.pages, .strip] : [.pages, .strip, .position]
    }
}
