// Bold Text applied to a font the controls show (the strip's titles and badges, the picker's options).
#if canImport(UIKit)
import UIKit

extension UIFont {
    /// This font with the bold trait where `traits` ask for bold text, else itself (Apple, "legibilityWeight": it
    /// "reflects the value of the Bold Text display setting"; "withSymbolicTraits(_:)"; size 0 keeps the descriptor's
    /// size, "init(descriptor:size:)"). Nil traits read the app's current ones.
    func honouringBoldText(_ traits: UITraitCollection?) -> UIFont {
        let descriptor = fontDescriptor
        guard (traits ?? UITraitCollection.current).legibilityWeight == .bold,
              let bold = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.traitBold)) else { return self }
        return UIFont(descriptor: bold, size: 0)
    }
}
#endif
