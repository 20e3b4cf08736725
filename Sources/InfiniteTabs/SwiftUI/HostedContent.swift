#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

extension EnvironmentValues {
    /// The environment given to hosted content (pages, custom tabs, picker
    /// pages): the caller's, at the wrapper, without this package's own
    /// settings, so a control inside a page does not take the outer
    /// control's callbacks or options. Hosted content sits in its own
    /// hosting controller or cell, where SwiftUI would not pass it on.
    var forHostedContent: EnvironmentValues {
        var values = self
        values.infiniteControlSettings = InfiniteControlSettings()
        return values
    }
}

/// Content shown with the caller's environment (`forHostedContent`).
struct CallerEnvironment<Content: View>: View {
    let environment: EnvironmentValues
    let content: Content

    var body: some View { content.environment(\.self, environment) }
}

extension CustomTabContent where Content == AnyView {
    /// Custom SwiftUI tabs, each with `environment`, on every supported
    /// system: through `UIHostingConfiguration` on iOS 16 and later, through
    /// a hosting controller inside the cell (`HostedTabCell`) before. Nil
    /// only without tab views.
    static func hosted(_ tab: ((Int, Bool, CGFloat) -> AnyView)?,
                       environment: EnvironmentValues) -> CustomTabContent? {
        guard let make = withEnvironment(tab, environment) else { return nil }
        if #available(iOS 16.0, *) {
            return CustomTabContent(make: make) { cell, view in
                cell.contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
            }
        }
        return CustomTabContent(cell: HostedTabCell.self, make: make) { cell, view in
            (cell as? HostedTabCell)?.show(view)
        }
    }

    /// `tab` with every view given `environment`.
    static func withEnvironment(_ tab: ((Int, Bool, CGFloat) -> AnyView)?,
                                _ environment: EnvironmentValues) -> Make? {
        guard let tab else { return nil }
        return { index, selected, emphasis in
            AnyView(CallerEnvironment(environment: environment, content: tab(index, selected, emphasis)))
        }
    }
}

/// A strip cell hosting a SwiftUI tab view where `UIHostingConfiguration`
/// (iOS 16) is missing: the hosting view is pinned to the content view's
/// edges, so the strip's Auto Layout measure reads the view's ideal width.
final class HostedTabCell: UICollectionViewCell {
    private let host = SlidingHostingController(rootView: AnyView(EmptyView()))

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

/// A page view of `InfinitePicker` hosting SwiftUI content: the picker
/// makes only a handful and gives each new content as it scrolls.
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
