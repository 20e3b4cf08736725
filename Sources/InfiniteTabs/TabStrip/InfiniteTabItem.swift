#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// One tab of an ``InfiniteTabStripView``: a title, an image, or both, with an
/// optional badge and an optional identity.
public struct InfiniteTabItem: Equatable {
    /// The text of the tab (nil for an image-only tab).
    public var title: String?
    /// The image of the tab, shown before the title (nil for a text-only tab).
    public var image: UIImage?
    /// What tells this image apart from another (default nil). Give one
    /// when the item is built again and again, as in a SwiftUI `body`: two
    /// items with the same `imageID` show the same image, whatever
    /// `UIImage` object they carry, so an update does not reload the strip.
    /// Without it images are compared as objects.
    /// ``init(title:systemImage:accessibilityLabel:badge:id:)`` sets it to
    /// the symbol's name.
    public var imageID: AnyHashable?
    /// What VoiceOver reads; defaults to the title. Give one for image-only tabs.
    public var accessibilityLabel: String?
    /// The badge at the top trailing corner of the tab's content (default
    /// nil: none). A count above ``InfiniteTabAppearance/badgeCountCap`` shows
    /// "99+"; see ``TabBadge`` for what each badge shows and reads. Changing
    /// only badges updates the tabs in place, without a reload.
    public var badge: TabBadge?
    /// The tab's identity (default nil). When every old and every new tab has
    /// one, assigning new tabs keeps the selected *tab* selected across
    /// inserts, removals and moves (see `IdentityReload`); tabs without ids
    /// keep the selected index, clamped.
    public var id: AnyHashable?

    /// Creates a tab with a title, an image, or both; every parameter
    /// defaults to nil.
    public init(title: String? = nil, image: UIImage? = nil, imageID: AnyHashable? = nil,
                accessibilityLabel: String? = nil, badge: TabBadge? = nil, id: AnyHashable? = nil) {
        self.title = title
        self.image = image
        self.imageID = imageID
        self.accessibilityLabel = accessibilityLabel
        self.badge = badge
        self.id = id
    }

    /// Creates a tab showing the SF Symbol `systemImage`,
    /// compared by the symbol's name (``imageID``), so building it again in
    /// a SwiftUI `body` changes nothing. An unknown name shows no image.
    public init(title: String? = nil, systemImage: String, accessibilityLabel: String? = nil,
                badge: TabBadge? = nil, id: AnyHashable? = nil) {
        self.init(title: title, image: UIImage(systemName: systemImage), imageID: "systemImage:" + systemImage,
                  accessibilityLabel: accessibilityLabel, badge: badge, id: id)
    }

    /// What VoiceOver reads for the tab: the accessibility label, else the
    /// title, else an empty string. The badge is read after it, as the tab's
    /// value.
    public var spokenLabel: String { accessibilityLabel ?? title ?? "" }

    /// Two tabs are equal when their titles, labels, badges and ids are equal
    /// and they show the same image: the same ``imageID`` when given, else
    /// the same image object.
    public static func == (a: InfiniteTabItem, b: InfiniteTabItem) -> Bool {
        a.layoutKey == b.layoutKey && a.badge == b.badge
    }

    /// Everything about the tab but its badge, to tell a badge-only change
    /// from one that needs a reload (see `TabItemsUpdate`).
    var layoutKey: TabItemKey {
        TabItemKey(title: title, imageID: imageID, imageObject: image.map(ObjectIdentifier.init), label: accessibilityLabel,
                   id: id)
    }
}
#endif
