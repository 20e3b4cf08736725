/// Insets from each edge (Apple, "UIEdgeInsets").
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// Leading and trailing insets (Apple, "NSDirectionalEdgeInsets").
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension CGRect {
    /// The rectangle inside `insets` (`rect.inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }

    /// Whether any of its numbers is NaN (Core Animation throws
    /// `CALayerInvalidGeometry` for such a position or bounds).
    var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }
}

/// The layout direction (Apple, "UIUserInterfaceLayoutDirection"; raw values 0 and 1).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Which way a `UITraitCollection` lays out (Apple, "UITraitEnvironmentLayoutDirection").
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A user's text size (Apple, "UIContentSizeCategory"; the raw values are
/// UIKit's, `UICTContentSizeCategoryL` for `.large`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Steps from `.large` (0), for font scaling.
    var step: Int { (Self.ordered.firstIndex(of: self) ?? 3) - 3 }

    public var isAccessibilityCategory: Bool { step >= 4 }

    public static func < (a: Self, b: Self) -> Bool { a.step < b.step }
}

/// The environment a view lays out in (Apple, "UITraitCollection"): the
/// layout direction, the text size, the display scale.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayScale: CGFloat

    init(layoutDirection: UITraitEnvironmentLayoutDirection, preferredContentSizeCategory: UIContentSizeCategory,
         displayScale: CGFloat) {
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        super.init()
    }

    public override convenience init() {
        self.init(layoutDirection: .unspecified, preferredContentSizeCategory: .unspecified, displayScale: 0)
    }

    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(layoutDirection: .unspecified, preferredContentSizeCategory: category, displayScale: 0)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(layoutDirection: layoutDirection, preferredContentSizeCategory: .unspecified, displayScale: 0)
    }

    /// The app's current traits (`UITraitCollection.current`): the key window's.
    /// The model sets it from the device's window (default: left to right,
    /// `.large`, Apple's default text size ("UIContentSizeCategory.large"),
    /// and scale 3, the simulated phone's: a 3x iPhone).
    nonisolated(unsafe) public static var current =
        UITraitCollection(layoutDirection: .leftToRight, preferredContentSizeCategory: .large, displayScale: 3)

    /// Apple, "horizontalSizeClass", "verticalSizeClass" (the window's,
    /// from its size: see `UIWindow`), "userInterfaceStyle".
    public internal(set) var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    public internal(set) var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    public internal(set) var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Apple, "legibilityWeight": "The legibility weight reflects the value
    /// of the Bold Text display setting" (the window's follows
    /// `UIAccessibility.isBoldTextEnabled`; an app may override it, Apple,
    /// "init(legibilityWeight:)", "UIMutableTraits.legibilityWeight").
    public internal(set) var legibilityWeight = UILegibilityWeight.unspecified

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(layoutDirection: .unspecified, preferredContentSizeCategory: .unspecified, displayScale: 0)
        self.horizontalSizeClass = horizontalSizeClass
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(layoutDirection: .unspecified, preferredContentSizeCategory: .unspecified, displayScale: 0)
        self.verticalSizeClass = verticalSizeClass
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(layoutDirection: .unspecified, preferredContentSizeCategory: .unspecified, displayScale: 0)
        self.userInterfaceStyle = userInterfaceStyle
    }

    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(layoutDirection: .unspecified, preferredContentSizeCategory: .unspecified, displayScale: 0)
        self.legibilityWeight = legibilityWeight
    }

    /// A copy with the size classes, style and weight given (nil keeps one).
    func with(horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil,
              style: UIUserInterfaceStyle? = nil, weight: UILegibilityWeight? = nil) -> UITraitCollection {
        let t = UITraitCollection(layoutDirection: layoutDirection, preferredContentSizeCategory: preferredContentSizeCategory,
                                  displayScale: displayScale)
        t.horizontalSizeClass = horizontal ?? horizontalSizeClass
        t.verticalSizeClass = vertical ?? verticalSizeClass
        t.userInterfaceStyle = style ?? userInterfaceStyle
        t.legibilityWeight = weight ?? legibilityWeight
        return t
    }

    /// Apple, "hasDifferentColorAppearance(comparedTo:)".
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return layoutDirection == other.layoutDirection
            && preferredContentSizeCategory == other.preferredContentSizeCategory && displayScale == other.displayScale
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceStyle == other.userInterfaceStyle && legibilityWeight == other.legibilityWeight
    }
}

/// Apple, "UIUserInterfaceSizeClass".
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// Apple, "UILegibilityWeight" (unspecified, regular, bold; raw values -1, 0, 1).
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular = 0, bold = 1 }
/// Apple, "UIUserInterfaceStyle" (dark mode).
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// A touch event (the model hands none to `hitTest`; kept for the signature).
@MainActor
public final class UIEvent: NSObject {}

/// The main screen.
@MainActor
public final class UIScreen: NSObject {
    /// Points to pixels (default 3, an iPhone's).
    public var scale: CGFloat = 3
    public static let main = UIScreen()
    /// The first window's bounds; with no window, 390 × 844, an iPhone 14's
    /// screen in points (Apple, Human Interface Guidelines, "Layout",
    /// device screen sizes).
    public var bounds: CGRect { UIWindow.allWindows.first?.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844) }
}

/// A priority of a constraint or of fitting (Apple, "UILayoutPriority").
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    // Raw values as the iOS 16.5 SDK header UIKit/NSLayoutConstraint.h declares them.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = Self(1000)
    public static let defaultHigh = Self(750)
    public static let defaultLow = Self(250)
    public static let fittingSizeLevel = Self(50)
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
