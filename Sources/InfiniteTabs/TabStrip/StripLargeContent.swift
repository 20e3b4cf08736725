// The Large Content Viewer on the strip: at the accessibility text sizes a long press shows the tab under the finger large.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The large content viewer's delegate for a strip: the item under the
/// finger is the tab cell there, whichever copy it is (each built-in cell
/// shows its tab's title and badge, `TabLargeContent`), as a `UITabBar`'s
/// buttons show theirs. One per strip.
@MainActor
final class StripLargeContent: NSObject, UILargeContentViewerInteractionDelegate {
    private weak var strip: InfiniteTabStripView?

    /// Adds the interaction to `strip`; the strip keeps the returned object
    /// (the interaction holds its delegate weakly).
    static func install(on strip: InfiniteTabStripView) -> StripLargeContent {
        let content = StripLargeContent()
        content.strip = strip
        strip.addInteraction(UILargeContentViewerInteraction(delegate: content))
        return content
    }

    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        strip?.tabCell(at: point)
    }
}
#endif
