#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// A strip cell hosting a SwiftUI tab view where `UIHostingConfiguration`
/// (iOS 16) is missing: the hosting view is pinned to the content view's
/// edges, so the strip's Auto Layout measure reads the view's ideal width.
final class HostedTabCell: UICollectionViewCell {
    private let host = SlidingHostingController()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let hosted: UIView = host.view
        hosted.backgroundColor = .clear
        hosted.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(hosted)
        NSLayoutConstraint.activate([
            hosted.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            hosted.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            hosted.topAnchor.constraint(equalTo: contentView.topAnchor),
            hosted.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows a new tab view; its ideal size may have changed.
    func show(_ content: AnyView) {
        host.rootView = content
        host.view.invalidateIntrinsicContentSize()
    }
}
#endif
