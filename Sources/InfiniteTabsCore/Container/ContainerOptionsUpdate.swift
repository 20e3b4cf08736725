import Foundation

/// What a container applies when its options are set; the strip's position only when it moved.
package struct ContainerOptionsUpdate: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    package static let pages = ContainerOptionsUpdate(rawValue: 1 << 0)
    package static let strip = ContainerOptionsUpdate(rawValue: 1 << 1)
    package static let position = ContainerOptionsUpdate(rawValue: 1 << 2)

    /// `pinnedPosition` is nil until the strip is first pinned.
    package static func plan(isViewLoaded: Bool, pinnedPosition: TabStripPosition?,
                            wanted: TabStripPosition) -> ContainerOptionsUpdate {
        guard isViewLoaded else { return .pages }
        return pinnedPosition == wanted ? [.pages, .strip] : [.pages, .strip, .position]
    }
}
