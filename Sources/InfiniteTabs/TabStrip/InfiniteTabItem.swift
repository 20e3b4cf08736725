#if canImport(UIKit)
import UIKit

/// One tab of an ``InfiniteTabView``: a title, an image, or both.
public struct InfiniteTabItem {
    /// The text of the tab (nil for an image-only tab).
    public var title: String?
    /// The image of the tab, shown before the title (nil for a text-only tab).
    public var image: UIImage?
    /// What VoiceOver reads; defaults to the title. Give one for image-only tabs.
    public var accessibilityLabel: String?

    /// Creates a tab with a title, an image, or both.
    public init(title: String? = nil, image: UIImage? = nil, accessibilityLabel: String? = nil) {
        self.title = title
        self.image = image
        self.accessibilityLabel = accessibilityLabel
    }

    /// What VoiceOver reads for the tab: the accessibility label, else the
    /// title, else an empty string.
    public var spokenLabel: String { accessibilityLabel ?? title ?? "" }
}
#endif
