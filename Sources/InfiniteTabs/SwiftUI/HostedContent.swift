#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

@available(iOS 13.0, *)
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
@available(iOS 13.0, *)
struct CallerEnvironment<Content: View>: View {
    let environment: EnvironmentValues
    let content: Content

    var body: some View { content.environment(\.self, environment) }
}

@available(iOS 13.0, *)
extension CustomTabContent where Content == AnyView {
    /// Custom SwiftUI tabs hosted through `UIHostingConfiguration`, each with
    /// `environment`; nil before iOS 16, where the built-in tabs show.
    static func hosted(_ tab: ((Int, Bool, CGFloat) -> AnyView)?,
                       environment: EnvironmentValues) -> CustomTabContent? {
        guard #available(iOS 16.0, *), let make = withEnvironment(tab, environment) else { return nil }
        return CustomTabContent(make: make) { cell, view in
            cell.contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
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
