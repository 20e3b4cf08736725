#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

// SwiftUI's `.tint` and `.foregroundStyle` on a wrapper. SwiftUI lets a
// UIKit-backed view read neither from the environment (a wrapped UIKit view
// does not get the tint: carekit-apple/CareKit#676; no API gives a tint's
// colour: FB13807436, feedback-assistant/reports#529), so each wrapper has
// its own `tint(_:)` and `foregroundStyle(_:)` taking a `Color`: applied to
// the wrapper itself they return it, so both chain; the bridges style the
// built-in titles with them and the hosted content gets them too.

/// The colours given to a wrapper by its `tint(_:)` and `foregroundStyle(_:)`.
struct WrapperColours {
    var tint: UIColor?
    var foreground: UIColor?

    /// `environment` with these colours in the package's settings, where the
    /// bridges and the hosted content (`CallerEnvironment`) read them.
    func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        if let tint { environment.infiniteControlSettings.tint = tint }
        if let foreground { environment.infiniteControlSettings.foreground = foreground }
        return environment
    }
}

extension InfiniteTabStrip {
    /// The selected tab's title and the indicator in `color` (nil: the
    /// default), and SwiftUI's tint in custom tabs. `.tabTitleColor(_:selected:)`,
    /// `.tabAppearance(_:)`, `.indicatorColor(_:)` and `.indicatorStyle(_:)`
    /// with a colour win. Apply it to the strip itself (before other modifiers).
    public func tint(_ color: Color?) -> Self { var copy = self; copy.colours.tint = color.map { UIColor($0) }; return copy }

    /// The tabs' titles in `color`, and the foreground style of custom tabs;
    /// `.tabTitleColor(_:selected:)` and `.tabAppearance(_:)` win. Apply it
    /// to the strip itself (before other modifiers).
    public func foregroundStyle(_ color: Color) -> Self { var copy = self; copy.colours.foreground = UIColor(color); return copy }
}

extension InfiniteTabsView {
    /// The selected tab's title and the indicator in `color` (nil: the
    /// default), and SwiftUI's tint in custom tabs and pages; the modifiers
    /// and `options` that set them win. Apply it to the view itself.
    public func tint(_ color: Color?) -> Self { var copy = self; copy.colours.tint = color.map { UIColor($0) }; return copy }

    /// The tabs' titles in `color`, and the foreground style of custom tabs
    /// and pages; `.tabTitleColor(_:selected:)`, `.tabAppearance(_:)` and an
    /// appearance in `options` win. Apply it to the view itself.
    public func foregroundStyle(_ color: Color) -> Self { var copy = self; copy.colours.foreground = UIColor(color); return copy }
}

extension InfinitePicker {
    /// The centred option in `color` (nil: the default), and SwiftUI's tint
    /// in custom pages. Apply it to the picker itself (before other modifiers).
    public func tint(_ color: Color?) -> Self { var copy = self; copy.colours.tint = color.map { UIColor($0) }; return copy }

    /// The options in `color` (the centred one too, unless a tint is set),
    /// and the foreground style of custom pages. Apply it to the picker itself.
    public func foregroundStyle(_ color: Color) -> Self { var copy = self; copy.colours.foreground = UIColor(color); return copy }
}

extension InfinitePages {
    /// SwiftUI's tint in the pages. Apply it to the pages themselves.
    public func tint(_ color: Color?) -> Self { var copy = self; copy.colours.tint = color.map { UIColor($0) }; return copy }

    /// The pages' foreground style. Apply it to the pages themselves.
    public func foregroundStyle(_ color: Color) -> Self { var copy = self; copy.colours.foreground = UIColor(color); return copy }
}
#endif
