/// The value types of `UIView`'s properties.
extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Raw values as the iOS 16.5 SDK header UIKit/UIView.h declares them.
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
