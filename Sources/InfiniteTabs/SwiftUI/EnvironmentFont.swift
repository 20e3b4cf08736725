#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension Font {
    /// The UIKit text style of a SwiftUI text-style font (`.body`,
    /// `.title3`, …): SwiftUI gives UIKit no way to turn any other `Font`
    /// into a `UIFont`, so those are nil (the control keeps its own font).
    var textStyle: UIFont.TextStyle? {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        default: return nil
        }
    }
}

extension InfinitePickerAppearance {
    /// The picker's appearance for SwiftUI's `.font` (the environment's
    /// `font`): a text style's font, which follows Dynamic Type; nil or a
    /// font without a text style keeps the default.
    static func following(_ font: Font?, traits: UITraitCollection) -> InfinitePickerAppearance {
        var appearance = InfinitePickerAppearance()
        appearance.font = font?.textStyle.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits) }
        return appearance
    }
}

extension InfiniteTabAppearance {
    /// This appearance with SwiftUI's `.font` when it is a text style: the
    /// style's font at the default text size, scaled by that style.
    func following(_ font: Font?) -> InfiniteTabAppearance {
        guard let style = font?.textStyle else { return self }
        var appearance = self
        appearance.font = .preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        appearance.textStyle = style
        return appearance
    }
}

extension InfiniteTabsOptions {
    /// These options with the tabs following SwiftUI's `.font` (a text style).
    func following(font: Font?) -> InfiniteTabsOptions {
        var options = self
        options.tabAppearance = tabAppearance.following(font)
        return options
    }
}
#endif
