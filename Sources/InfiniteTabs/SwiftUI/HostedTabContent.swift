#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Core) import InfiniteTabsCore
import UIKit

/// Custom SwiftUI content for the tabs of ``InfiniteTabStrip`` and
/// `InfiniteTabsView`: the strip's cells host it through
/// `UIHostingConfiguration` on iOS 16 and later, each tab as wide as its
/// content. Before iOS 16 the strip shows its built-in tabs (the items'
/// titles, images and badges) instead.
///
/// A reference the cells read each time they are shown, so a view update
/// that hands in new content (later state) reaches them
/// (``InfiniteTabStripView/refreshVisibleCells()``).
@available(iOS 13.0, *)
@MainActor
final class HostedTabContent {
    /// The content of tab `index`: selected or not, and its emphasis (0…1),
    /// built again on each frame of a swipe that changes it.
    var make: (Int, Bool, CGFloat) -> AnyView

    init(make: @escaping (Int, Bool, CGFloat) -> AnyView) { self.make = make }

    /// Makes `strip` show this content in its cells (iOS 16+; earlier the
    /// built-in cells stay).
    func install(in strip: InfiniteTabStripView) {
        guard #available(iOS 16.0, *) else { return }
        strip.useCustomCell(UICollectionViewCell.self, followsSwipe: true) { [weak self, weak strip] cell, index, selected in
            guard let self else { return }
            let emphasis = strip?.titleEmphasis(ofItem: index) ?? (selected ? 1 : 0)
            cell.contentConfiguration = UIHostingConfiguration { self.make(index, selected, emphasis) }.margins(.all, 0)
        }
    }

    /// Takes the latest content and shows it in the visible tabs.
    func update(_ make: @escaping (Int, Bool, CGFloat) -> AnyView, in strip: InfiniteTabStripView) {
        self.make = make
        guard #available(iOS 16.0, *) else { return }
        strip.refreshVisibleCells()
    }
}

/// A page view of `InfinitePicker` hosting SwiftUI content: the picker
/// makes only a handful and gives each new content as it scrolls.
@available(iOS 13.0, *)
final class HostedPickerPage: UIView {
    private let host = SlidingHostingController(rootView: AnyView(EmptyView()))

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
