import Foundation

/// Which of the caller's SwiftUI environment values a wrapper passes on to
/// the content it hosts (pages, custom tabs, custom picker pages), decided
/// here where Linux tests see it; `CallerEnvironment` in the SwiftUI files
/// maps each case to its `EnvironmentValues` key, exhaustively. Passing the
/// whole environment (`.environment(\.self, …)`) would replace what the host
/// sets itself, so only these named values go through (issue 28, defect 16).
/// Raw values are the `EnvironmentValues` property names.
package enum CallerEnvironmentValue: String, CaseIterable, Sendable {
    // Language, region and the look UIKit's traits do not carry into a host.
    case locale, calendar, timeZone, colorScheme, layoutDirection, dynamicTypeSize, legibilityWeight
    // Text and controls.
    case font, lineLimit, multilineTextAlignment, truncationMode, textCase, imageScale, symbolRenderingMode
    case controlSize, redactionReasons
    // The app's data and actions.
    case managedObjectContext, openURL
    /// `.disabled` at the wrapper; passed on as "disabled" only, never as
    /// "enabled", so a host that disables its content keeps it disabled.
    case isEnabled
    /// `.tint` and `.foregroundStyle` at the wrapper, which SwiftUI's
    /// environment does not let the wrapper read (`View+SwiftUIStyle`).
    case tint, foregroundStyle

    /// The values a hosting controller or cell sets for its own content and
    /// that the caller's must never replace: presentation (`dismiss`,
    /// `isPresented`, `presentationMode`), editing and focus state, the
    /// host's size classes and safe area, and the host's own undo manager.
    package static let hostOwned: Set<String> = [
        "presentationMode", "dismiss", "isPresented", "editMode", "isFocused", "horizontalSizeClass",
        "verticalSizeClass", "undoManager", "isSearching", "dismissSearch", "refresh", "scenePhase",
    ]

    /// Whether the value named `name` (an `EnvironmentValues` property) is
    /// passed on to hosted content; false for any other name, "self" included.
    package static func isPassedOn(_ name: String) -> Bool {
        CallerEnvironmentValue(rawValue: name) != nil
    }
}
