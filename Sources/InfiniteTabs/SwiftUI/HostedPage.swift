#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// A hosting controller for content that slides inside a scroll view (a
/// page, a picker page): it ignores the safe area that moves with it
/// (``HostedPageSafeArea``) and keeps the keyboard's, so a text field on a
/// page still moves above the keyboard.
class SlidingHostingController<Content: View>: UIHostingController<Content> {
    override init(rootView: Content) {
        super.init(rootView: rootView)
        if #available(iOS 16.4, *) {
            safeAreaRegions = .keyboard
        }
    }

    /// Before iOS 16.4: cancels the inherited safe area on every edge with
    /// `additionalSafeAreaInsets` (`HostedPageSafeArea.additionalInset(safeArea:additional:)`).
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        if #available(iOS 16.4, *) { return }
        let safe = view.safeAreaInsets, added = additionalSafeAreaInsets
        let cancel = UIEdgeInsets(
            top: HostedPageSafeArea.additionalInset(safeArea: safe.top, additional: added.top),
            left: HostedPageSafeArea.additionalInset(safeArea: safe.left, additional: added.left),
            bottom: HostedPageSafeArea.additionalInset(safeArea: safe.bottom, additional: added.bottom),
            right: HostedPageSafeArea.additionalInset(safeArea: safe.right, additional: added.right))
        if cancel != added { additionalSafeAreaInsets = cancel }
    }

    @available(*, unavailable)
    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("created in code")
    }
}

/// A page of SwiftUI content that remembers its index, so that it can be
/// given fresh content when the view updates. Shared by `InfiniteTabsView`
/// and ``InfinitePages``.
final class HostedPage<Content: View>: SlidingHostingController<Content> {
    let index: Int

    init(index: Int, rootView: Content) {
        self.index = index
        super.init(rootView: rootView)
    }

    @available(*, unavailable)
    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("HostedPage is created in code")
    }

    /// The page of `index` hosting `content(index)`, or an empty page when
    /// the view no longer has that index (see
    /// `SelectionBinding.canBuildContent(forPage:count:)`).
    static func make(index: Int, count: Int, content: (Int) -> Content) -> UIViewController {
        guard SelectionBinding.canBuildContent(forPage: index, count: count) else { return UIViewController() }
        return HostedPage(index: index, rootView: content(index))
    }

    /// Gives each loaded page of this kind whose index the view still has
    /// fresh content; the others keep theirs until a reload replaces them.
    static func refresh(_ controllers: [UIViewController], count: Int, content: (Int) -> Content) {
        for case let page as HostedPage<Content> in controllers
        where SelectionBinding.canBuildContent(forPage: page.index, count: count) {
            page.rootView = content(page.index)
        }
    }
}
#endif
