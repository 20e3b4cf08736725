import Foundation

/// Everything a tab shows apart from its badge, compared by value: what tells a badge-only change from one that needs a reload
/// (``TabItemsUpdate``), and whether a SwiftUI wrapper's items changed at all.
package struct TabItemKey: Hashable {
    package var title: String?
    package var image: ImageIdentity?
    package var label: String?
    package var id: AnyHashable?

    /// How an image is told apart.
    package enum ImageIdentity: Hashable {
        case given(AnyHashable)
        case object(ObjectIdentifier)
    }

    package init(title: String?, imageID: AnyHashable?, imageObject: ObjectIdentifier?, label: String?,
                 id: AnyHashable?) {
        self.title = title
        image = imageObject.map { object in imageID.map(ImageIdentity.given) ?? .object(object) }
        self.label = label
        self.id = id
    }
}
