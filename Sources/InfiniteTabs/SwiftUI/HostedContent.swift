#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The caller's environment values that hosted content (pages, custom
/// tabs, picker pages) is given: the ones UIKit's traits do not carry into a
/// hosting controller or cell. Not `.environment(\.self, …)`, which would
/// replace what the host sets itself (`dismiss`, `isPresented`, presentation);
/// environment objects and your own keys are applied inside the content
/// closure (see the SwiftUIWrappers article). This package's own settings are
/// not passed on, so a control inside a page does not take the outer one's.
struct CallerEnvironment: ViewModifier {
    let environment: EnvironmentValues

    func body(content: Content) -> some View {
        content
            .environment(\.locale, environment.locale)
            .environment(\.calendar, environment.calendar)
            .environment(\.timeZone, environment.timeZone)
            .environment(\.colorScheme, environment.colorScheme)
            .environment(\.layoutDirection, environment.layoutDirection)
            .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
            .environment(\.legibilityWeight, environment.legibilityWeight)
            .modifier(CallerTextEnvironment(environment: environment))
    }
}

/// The caller's text and control values (`.font`, `.lineLimit`, …), the
/// rest of ``CallerEnvironment`` (split so each chain type-checks quickly).
struct CallerTextEnvironment: ViewModifier {
    let environment: EnvironmentValues

    func body(content: Content) -> some View {
        content
            .environment(\.font, environment.font)
            .environment(\.lineLimit, environment.lineLimit)
            .environment(\.multilineTextAlignment, environment.multilineTextAlignment)
            .environment(\.truncationMode, environment.truncationMode)
            .environment(\.textCase, environment.textCase)
            .environment(\.imageScale, environment.imageScale)
            .environment(\.symbolRenderingMode, environment.symbolRenderingMode)
            .environment(\.controlSize, environment.controlSize)
            .environment(\.redactionReasons, environment.redactionReasons)
            .environment(\.managedObjectContext, environment.managedObjectContext)
            .environment(\.openURL, environment.openURL)
            .disabled(!environment.isEnabled) // only ever disables: the host's own state stays
            .modifier(CallerColours(settings: environment.infiniteControlSettings))
    }
}

/// `.tint` and `.foregroundStyle` applied to the wrapper (`View+SwiftUIStyle`),
/// which SwiftUI's environment does not let the wrapper read.
struct CallerColours: ViewModifier {
    let settings: InfiniteControlSettings

    @ViewBuilder
    func body(content: Content) -> some View {
        let tinted = content.tint(settings.tint.map { Color(uiColor: $0) })
        if let foreground = settings.foreground {
            tinted.foregroundStyle(Color(uiColor: foreground))
        } else {
            tinted
        }
    }
}

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
