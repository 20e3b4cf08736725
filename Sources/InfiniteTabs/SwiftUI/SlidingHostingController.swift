#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// A hosting controller for content that slides inside a scroll view (a
/// page, a picker page): it ignores the safe area that moves with it
/// (``HostedPageSafeArea``) and keeps the keyboard's, so a text field on a
/// page still moves above the keyboard. The bridges keep one per item id
/// (`HostedPages`, `PageHosts`), so a page's `@State` stays with its item.
final class SlidingHostingController: UIHostingController<AnyView>, HostingContent {
    init() {
        super.init(rootView: AnyView(EmptyView()))
        view.backgroundColor = .clear
        if #available(iOS 16.4, *) {
            safeAreaRegions = .keyboard
        }
    }

    var hostView: UIView { view }

    func show(_ content: AnyView) { rootView = content }

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
#endif
