/// A font: a point size and a weight, with the text style it was made for.
/// Text measurement is deterministic (see `NSString.size(withAttributes:)`).
public final class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    public let weight: Weight
    /// The text style of `preferredFont(forTextStyle:)` or the style a
    /// `UIFontMetrics` scaled it for; nil for a fixed font.
    let textStyle: TextStyle?
    /// Its size at the `.large` text size (what scaling starts from).
    let sizeAtLarge: CGFloat

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, sizeAtLarge: CGFloat) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.sizeAtLarge = sizeAtLarge
        super.init()
    }

    /// The height of a line: 1.2 × the point size in the model (San
    /// Francisco's is about 1.19, e.g. 20.29 pt at 17 pt).
    public var lineHeight: CGFloat { pointSize * 1.2 }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight, textStyle: nil, sizeAtLarge: size)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The font of a text style at the app's current text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at `traits`' text size (the app's when nil
    /// or unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        let base = style.sizeAtLarge
        return UIFont(pointSize: UIFontMetrics.scale(base, for: traits), weight: .regular, textStyle: style, sizeAtLarge: base)
    }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: weight, textStyle: nil, sizeAtLarge: size)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return pointSize == o.pointSize && weight == o.weight
    }

    public override var hash: Int { Hasher.hash(pointSize, weight.rawValue) }

    /// Apple, "UIFont.Weight". Raw values as UIKit's: Apple,
    /// "UIFontDescriptor.TraitKey.weight", gives ultraLight about -0.8 and
    /// black about 0.62; the others as logged in the Stack Overflow question
    /// "What are the ranges for each font weight in Cocoa?" (NSFontWeight).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// Apple, "UIFont.TextStyle", with each style's size at `.large` from
    /// the Human Interface Guidelines' Dynamic Type sizes table.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the default text size, Large (Apple, Human
        /// Interface Guidelines, "Typography", the iOS Dynamic Type sizes
        /// table; also www.iosfontsizes.com).
        var sizeAtLarge: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }
}

/// Scales fonts for the user's text size (Apple, "UIFontMetrics"). Every
/// style scales as Body does in the HIG's Dynamic Type sizes table (14, 15,
/// 16, 17, 19, 21, 23 pt, then 28, 33, 40, 47, 53 pt for the accessibility
/// sizes): the factor is that size over 17.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle

    public init(forTextStyle style: UIFont.TextStyle) { self.style = style }

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        UIFont(pointSize: Self.scale(font.sizeAtLarge, for: traits), weight: font.weight, textStyle: style,
               sizeAtLarge: font.sizeAtLarge)
    }

    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
        Self.scale(value, for: traits)
    }

    /// Body's size at each text size from xSmall to AX5 (Apple, Human
    /// Interface Guidelines, "Typography", the Dynamic Type sizes table);
    /// the model scales every style by body's ratio, where Apple's table
    /// gives each style its own row.
    static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    static func scale(_ size: CGFloat, for traits: UITraitCollection?) -> CGFloat {
        var category = traits?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        let index = UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3
        return size * bodySizes[index] / 17
    }
}

extension NSAttributedString.Key {
    /// The font attribute (UIKit's `NSFontAttributeName`).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSString {
    /// UIKit's string measurement, made deterministic: every character
    /// (grapheme) advances 0.5 × the font's point size and a line is the
    /// font's `lineHeight` high; without a font, 12 pt (UIKit's default
    /// attributes use Helvetica 12).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        return TextMeasure.size(of: self as String, font: font)
    }
}

/// The model's text measurement.
enum TextMeasure {
    static func size(of text: String, font: UIFont) -> CGSize {
        guard !text.isEmpty else { return .zero }
        return CGSize(width: CGFloat(text.count) * font.pointSize * 0.5, height: font.lineHeight)
    }
}
