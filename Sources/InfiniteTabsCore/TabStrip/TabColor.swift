import Foundation

/// A colour as red, green, blue and alpha components in 0...1, so that the core can interpolate title colours without UIKit.
package struct TabColor: Hashable, Sendable {
    package var red: CGFloat
    package var green: CGFloat
    package var blue: CGFloat
    package var alpha: CGFloat

    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red.clampedToUnit
        self.green = green.clampedToUnit
        self.blue = blue.clampedToUnit
        self.alpha = alpha.clampedToUnit
    }

    /// A colour whose components the caller has already clamped to 0...1.
    init(unclampedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let black = TabColor(red: 0, green: 0, blue: 0)
    package static let gray = TabColor(red: 0.5, green: 0.5, blue: 0.5)

    /// The colour `fraction` of the way to `other`, component by component; the fraction is clamped to 0...1 (NaN gives 0, so self).
    package func interpolated(to other: TabColor, fraction: CGFloat) -> TabColor {
        let t = fraction.clampedToUnit
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return TabColor(red: mix(red, other.red), green: mix(green, other.green),
                        blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}
