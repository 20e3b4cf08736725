import Foundation

/// Which of the caller's SwiftUI environment values (raw values: `EnvironmentValues` property names) a wrapper passes on to
/// the content it hosts; `CallerEnvironment` maps each to its key. Named values only: passing `\.self` would replace what
/// the host sets itself (issue 28, defect 16).
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

    /// The values a hosting controller or cell sets for its own content, which the caller's must never replace.
    package static let hostOwned: Set<String> = [
        "presentationMode", "dismiss", "isPresented", "editMode", "isFocused", "horizontalSizeClass",
        "verticalSizeClass", "undoManager", "isSearching", "dismissSearch", "refresh", "scenePhase",
    ]

    /// Whether the value named `name` is passed on to hosted content; false for any other name, "self" included.
    package static func isPassedOn(_ name: String) -> Bool {
        CallerEnvironmentValue(rawValue: name) != nil
    }
}
