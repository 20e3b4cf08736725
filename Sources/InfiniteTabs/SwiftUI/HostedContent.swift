#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

@available(iOS 13.0, *)
extension EnvironmentValues {
    /// The environment given to hosted content (pages, custom tabs, picker
    /// pages): the caller's, at the wrapper, without this package's own
    /// settings, so a control inside a page does not take the outer
    /// control's callbacks or options.
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
extension View {
    /// This view, with `environment`, as the `AnyView` a host shows.
    func hosted(in environment: EnvironmentValues) -> AnyView {
        AnyView(CallerEnvironment(environment: environment, content: self))
    }
}

@available(iOS 13.0, *)
extension UICollectionViewCell {
    /// How a custom tab's view goes into a strip cell: through
    /// `UIHostingConfiguration` on iOS 16+, nil before (the built-in tabs show).
    static var hostedTab: ((UICollectionViewCell, AnyView) -> Void)? {
        guard #available(iOS 16.0, *) else { return nil }
        return { cell, view in cell.contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0) }
    }
}

@available(iOS 13.0, *)
extension Transaction {
    /// What the bridges read of the transaction.
    var bridged: BridgeTransaction { BridgeTransaction(hasAnimation: animation != nil, disablesAnimations: disablesAnimations) }
}

@available(iOS 13.0, *)
extension Binding where Value == Int {
    /// The binding as the bridges write it.
    @MainActor var sink: SelectionSink { SelectionSink(get: { wrappedValue }, set: { wrappedValue = $0 }) }
}

/// The flush hook of every wrapper: the bridge's queued writes run on the
/// next turn of the main queue, after SwiftUI's update.
@MainActor
final class FlushHook {
    weak var outbox: BridgeOutbox?

    func schedule() {
        DispatchQueue.main.async { [weak self] in self?.outbox?.flush() }
    }
}
#endif
