#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

extension View {
    /// This view, with the caller's `environment` values, as the `AnyView` a host shows.
    func hosted(in environment: EnvironmentValues) -> AnyView {
        AnyView(modifier(CallerEnvironment(environment: environment)))
    }
}

extension CustomTabContent where Content == AnyView {
    /// Custom SwiftUI tabs on every supported system: through
    /// `UIHostingConfiguration` on iOS 16 and later, through a hosting
    /// controller inside the cell (`HostedTabCell`) before.
    static func hosted(_ make: @escaping Make) -> CustomTabContent {
        if #available(iOS 16.0, *) {
            return CustomTabContent(make: make) { cell, view in
                cell.contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
            }
        }
        return CustomTabContent(cell: HostedTabCell.self, make: make) { cell, view in (cell as? HostedTabCell)?.show(view) }
    }
}

extension Transaction {
    /// What the bridges read of the transaction.
    var bridged: BridgeTransaction { BridgeTransaction(hasAnimation: animation != nil, disablesAnimations: disablesAnimations) }
}

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
