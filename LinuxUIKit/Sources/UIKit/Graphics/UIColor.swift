/// A colour as sRGB components. The system colours carry their light-mode
/// values from Apple's Human Interface Guidelines ("Color", the iOS system
/// colours table). A dynamic colour (`init(dynamicProvider:)`, and the
/// label and background colours) resolves per `userInterfaceStyle`; its
/// components are its light look.
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        provider = nil
        super.init()
    }

    /// A colour that `resolvedColor(with:)` asks `dynamicProvider` for (Apple,
    /// "init(dynamicProvider:)"); unresolved it shows its light look.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        red = light.red; green = light.green; blue = light.blue; alpha = light.alpha
        provider = dynamicProvider
        super.init()
    }

    /// A system colour with its light and dark values.
    private static func system(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    // Dark values as iOS 13 resolves them, listed in noahsark769/ColorCompatibility
    // (label: white; secondaryLabel: 235, 235, 245 at 0.6; systemBackground: black).
    public static let label = system(light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    public static let secondaryLabel = system(light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
                                              dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    public static let systemBackground = system(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1))
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    public static let tintColor = systemBlue

    // The fixed class colours, with the components Apple's documentation
    // of each gives (e.g. "orange": 1.0, 0.5 and 0.0; "gray": white 0.5).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// The components; true (every model colour is RGB).
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                                   blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return red == o.red && green == o.green && blue == o.blue && alpha == o.alpha
    }

    public override var hash: Int { Hasher.hash(red, green, blue, alpha) }
}

extension Hasher {
    static func hash<each T: Hashable>(_ values: repeat each T) -> Int {
        var h = Hasher()
        repeat h.combine(each values)
        return h.finalize()
    }
}

/// An image: a size and an identity (drawing is not modelled).
public final class UIImage: NSObject, @unchecked Sendable {
    public let size: CGSize
    /// The image's name, for tests.
    public let name: String?

    /// A blank image of `size` points (the model's stand-in for any image).
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
        super.init()
    }

    /// An SF Symbol: 20 × 20 points in the model. A symbol takes the size of
    /// the body text style by default (Apple, "Configuring and displaying
    /// symbol images in your UI": 17-point text), and its box varies by
    /// symbol; tests that depend on an image's size make it with
    /// `init(size:name:)`.
    public convenience init?(systemName: String) { self.init(size: CGSize(width: 20, height: 20), name: systemName) }

    /// A named image: 24 × 24 points in the model. A named image is the app's
    /// own asset, of any size (Apple, "init(named:)"), so 24 is a stand-in
    /// for an app's input, not a figure of UIKit's.
    public convenience init?(named: String) { self.init(size: CGSize(width: 24, height: 24), name: named) }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}
