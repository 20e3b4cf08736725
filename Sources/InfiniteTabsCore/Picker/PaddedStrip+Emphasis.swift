import Foundation

extension PaddedStrip {
    /// How centred visual page `page` is at content offset `offset`, 0...1:
    /// 1 at rest in the centre, falling linearly to 0 one page away and
    /// beyond, so the option leaving and the option arriving share a swipe as
    /// the strip's two tabs share a `PagingState`. Without a usable page
    /// width or offset the distance counts as 0 (``distanceFromCenter(ofVisualPage:offset:)``).
    package func emphasis(ofVisualPage page: Int, offset: CGFloat) -> CGFloat {
        let distance = abs(distanceFromCenter(ofVisualPage: page, offset: offset))
        return distance.isNaN ? 0 : (1 - distance).clampedToUnit
    }
}

extension PageViewPool {
    /// Hands every visible page view its emphasis (``PaddedStrip/emphasis(ofVisualPage:offset:)``)
    /// at content offset `offset`, through `apply`: the picker's centred
    /// option look follows a swipe with it.
    package func applyEmphasis(strip: PaddedStrip, offset: CGFloat, _ apply: (View, CGFloat) -> Void) {
        for slot in visible { apply(slot.view, strip.emphasis(ofVisualPage: slot.page, offset: offset)) }
    }
}
