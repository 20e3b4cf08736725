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
#endif
