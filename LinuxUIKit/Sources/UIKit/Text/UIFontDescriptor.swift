/// What a font is (Apple, "UIFontDescriptor"): the model keeps the size,
/// weight and text style of the font it came from, and the bold trait.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    let pointSize: CGFloat
    let weight: UIFont.Weight
    let textStyle: UIFont.TextStyle?
    let sizeAtLarge: CGFloat

    init(pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?, sizeAtLarge: CGFloat) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.sizeAtLarge = sizeAtLarge
        super.init()
    }

    /// Apple, "UIFontDescriptor.SymbolicTraits" (raw values as UIKit's:
    /// italic 1 << 0, bold 1 << 1). Only bold is modelled.
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    /// Bold from the bold weight up (which lighter weights UIKit also calls
    /// bold is not documented; the model says none).
    public var symbolicTraits: SymbolicTraits { weight.rawValue >= UIFont.Weight.bold.rawValue ? .traitBold : [] }

    /// The same font with `traits` "taking precedence over the existing
    /// ones" (Apple, "withSymbolicTraits(_:)"): bold raises the weight to at
    /// least `.bold`, no bold lowers a bold weight to `.regular`.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = traits.contains(.traitBold)
        let newWeight: UIFont.Weight = bold ? (weight.rawValue >= UIFont.Weight.bold.rawValue ? weight : .bold)
            : (weight.rawValue >= UIFont.Weight.bold.rawValue ? .regular : weight)
        return UIFontDescriptor(pointSize: pointSize, weight: newWeight, textStyle: textStyle, sizeAtLarge: sizeAtLarge)
    }
}

extension UIFont {
    /// Apple, "fontDescriptor".
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, weight: weight, textStyle: textStyle, sizeAtLarge: sizeAtLarge)
    }

    /// A font from a descriptor; a size of 0 (or negative, or not finite)
    /// keeps the descriptor's ("If you specify 0.0, the font descriptor's
    /// size is used", Apple, "init(descriptor:size:)").
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let keeps = !(size.isFinite && size > 0)
        self.init(pointSize: keeps ? descriptor.pointSize : size, weight: descriptor.weight, textStyle: descriptor.textStyle,
                  sizeAtLarge: keeps ? descriptor.sizeAtLarge : size)
    }
}
