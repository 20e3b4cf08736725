#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Core) import InfiniteTabsCore
import UIKit

/// Custom SwiftUI content for the tabs of ``InfiniteTabStrip`` and
/// `InfiniteTabsView`: the strip's cells host it through
/// `UIHostingConfiguration` on iOS 16 and later, each tab as wide as its
/// content. Before iOS 16 the strip shows its built-in tabs (the items'
/// titles, images and badges) instead.
@available(iOS 13.0, *)
struct HostedTabContent {
    /// The content of tab `index`, selected or not.
    var make: (Int, Bool) -> AnyView

    /// Makes `strip` show this content in its cells (iOS 16+; earlier the
    /// built-in cells stay).
    @MainActor
    func install(in strip: InfiniteTabStripView) {
        guard #available(iOS 16.0, *) else { return }
        let make = self.make
        strip.useCustomCell(UICollectionViewCell.self) { cell, index, selected in
            cell.contentConfiguration = UIHostingConfiguration { make(index, selected) }.margins(.all, 0)
        }
    }
}

/// A page view of ``InfinitePicker`` hosting SwiftUI content: the picker
/// makes only a handful and gives each new content as it scrolls.
@available(iOS 13.0, *)
final class HostedPickerPage: UIView {
    private let host = UIHostingController(rootView: AnyView(EmptyView()))

    override init(frame: CGRect) {
        super.init(frame: frame)
        host.view.backgroundColor = .clear
        host.view.frame = bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows new content.
    func show(_ content: AnyView) { host.rootView = content }
}
#endif
