#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The caller's environment values that hosted content (pages, custom tabs,
/// picker pages) is given: exactly the ones `CallerEnvironmentValue` names
/// (decided and tested in the core), each mapped to its key below. Not
/// `.environment(\.self, …)`, which would replace what the host sets itself
/// (`dismiss`, `isPresented`); environment objects and your own keys are
/// applied inside the content closure (see the SwiftUIWrappers article).
/// This package's own settings are not passed on, so a control inside a
/// page does not take the outer one's.
struct CallerEnvironment: ViewModifier {
    let environment: EnvironmentValues

    func body(content: Content) -> some View {
        CallerEnvironmentValue.allCases.reduce(AnyView(content)) { view, value in apply(value, to: view) }
    }

    /// One value of the caller's environment applied to `view` (exhaustive:
    /// a new case in the core does not compile until it is mapped here).
    private func apply(_ value: CallerEnvironmentValue, to view: AnyView) -> AnyView {
        let e = environment
        switch value {
        case .locale: return AnyView(view.environment(\.locale, e.locale))
        case .calendar: return AnyView(view.environment(\.calendar, e.calendar))
        case .timeZone: return AnyView(view.environment(\.timeZone, e.timeZone))
        case .colorScheme: return AnyView(view.environment(\.colorScheme, e.colorScheme))
        case .layoutDirection: return AnyView(view.environment(\.layoutDirection, e.layoutDirection))
        case .dynamicTypeSize: return AnyView(view.environment(\.dynamicTypeSize, e.dynamicTypeSize))
        case .legibilityWeight: return AnyView(view.environment(\.legibilityWeight, e.legibilityWeight))
        case .font: return AnyView(view.environment(\.font, e.font))
        case .lineLimit: return AnyView(view.environment(\.lineLimit, e.lineLimit))
        case .multilineTextAlignment: return AnyView(view.environment(\.multilineTextAlignment, e.multilineTextAlignment))
        case .truncationMode: return AnyView(view.environment(\.truncationMode, e.truncationMode))
        case .textCase: return AnyView(view.environment(\.textCase, e.textCase))
        case .imageScale: return AnyView(view.environment(\.imageScale, e.imageScale))
        case .symbolRenderingMode: return AnyView(view.environment(\.symbolRenderingMode, e.symbolRenderingMode))
        case .controlSize: return AnyView(view.environment(\.controlSize, e.controlSize))
        case .redactionReasons: return AnyView(view.environment(\.redactionReasons, e.redactionReasons))
        case .managedObjectContext: return AnyView(view.environment(\.managedObjectContext, e.managedObjectContext))
        case .openURL: return AnyView(view.environment(\.openURL, e.openURL))
        case .isEnabled: return AnyView(view.disabled(!e.isEnabled)) // only ever disables: the host's own state stays
        case .tint: return AnyView(view.tint(e.infiniteControlSettings.tint.map { Color(uiColor: $0) }))
        case .foregroundStyle:
            guard let foreground = e.infiniteControlSettings.foreground else { return view }
            return AnyView(view.foregroundStyle(Color(uiColor: foreground)))
        }
    }
}
#endif
