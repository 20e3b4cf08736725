#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A title style's looks in steps of emphasis (`TitleLookRamp.step(ofEmphasis:)`),
/// each with its colour made once: a swipe that restyles two titles a frame
/// makes no new colour.
@MainActor
final class TitlePalette {
    private let ramp: TitleLookRamp
    private var made: [(look: TabTitleLook, color: UIColor)?]

    init(style: TabTitleStyle) {
        ramp = TitleLookRamp(style: style)
        made = Array(repeating: nil, count: TitleLookRamp.emphasisSteps + 1)
    }

    /// The look, and its colour, for a title selected by `emphasis` (0...1).
    func look(emphasis: CGFloat) -> (look: TabTitleLook, color: UIColor) {
        let step = ramp.step(ofEmphasis: emphasis)
        if let styled = made[step] { return styled }
        let look = ramp.look(step: step)
        let styled = (look: look, color: look.color.uiColor)
        made[step] = styled
        return styled
    }
}
#endif
