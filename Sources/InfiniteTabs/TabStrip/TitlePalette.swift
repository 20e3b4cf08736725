#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A title style's looks in steps of emphasis (`TitleLook.Ramp.step(ofEmphasis:)`),
/// each with its colour made once: a swipe that restyles two titles a frame
/// makes no new colour.
@MainActor
final class TitlePalette {
    private let ramp: TitleLook.Ramp
    private var made: [(look: TitleLook, color: UIColor)?]

    init(style: TabTitleStyle) {
        ramp = TitleLook.Ramp(style: style)
        made = Array(repeating: nil, count: TitleLook.Ramp.emphasisSteps + 1)
    }

    /// The look, and its colour, for a title selected by `emphasis` (0...1).
    func look(emphasis: CGFloat) -> (look: TitleLook, color: UIColor) {
        let step = ramp.step(ofEmphasis: emphasis)
        if let styled = made[step] { return styled }
        let look = ramp.look(step: step)
        let styled = (look: look, color: look.color.uiColor)
        made[step] = styled
        return styled
    }
}
#endif
