import Foundation

/// An opt-in transform for carousel items: the further an item is from the
/// centre of the viewport, the smaller, fainter and more tilted it is.
///
/// It is a pure function of the item's signed distance from the centre, in
/// pages (`appearance(atDistance:)`); distances are measured in visual
/// positions, which a recentring and the seam move by the same amount as the
/// items, so the look of the item under any point of the screen never jumps.
/// Between 0 and one page it interpolates linearly; one page and beyond it
/// stays at the far values.
///
/// Default (`identity`): no change at all. The far scale and alpha are kept
/// at 0.1 or more: an item never becomes invisible, so VoiceOver and hit
/// testing, which skip nearly transparent views, still find it; the item at
/// rest in the centre is untransformed, so its accessibility frame is its own.
public struct ItemTransform: Hashable, Sendable {
    /// The scale of an item one page or more from the centre. Default 1 (no
    /// scaling); clamped to `0.1...1`, NaN gives 1.
    public var minimumScale: CGFloat {
        didSet { minimumScale = Self.clampedFactor(minimumScale) }
    }
    /// The alpha of an item one page or more from the centre. Default 1 (no
    /// fading); clamped to `0.1...1`, NaN gives 1.
    public var minimumAlpha: CGFloat {
        didSet { minimumAlpha = Self.clampedFactor(minimumAlpha) }
    }
    /// The tilt in radians of an item one page from the centre. Default 0 (no
    /// tilt); clamped to `-π/3...π/3` (a page turned further would show its
    /// edge), NaN or infinite gives 0.
    public var maximumTilt: CGFloat {
        didSet { maximumTilt = Self.clampedTilt(maximumTilt) }
    }

    /// Creates a transform (each value clamped as its property documents).
    public init(minimumScale: CGFloat = 1, minimumAlpha: CGFloat = 1, maximumTilt: CGFloat = 0) {
        self.minimumScale = Self.clampedFactor(minimumScale)
        self.minimumAlpha = Self.clampedFactor(minimumAlpha)
        self.maximumTilt = Self.clampedTilt(maximumTilt)
    }

    /// No transform (the default of every control).
    public static let identity = ItemTransform()
    /// A banner look: neighbours at 85 % size and 60 % alpha.
    public static let scaledAndFaded = ItemTransform(minimumScale: 0.85, minimumAlpha: 0.6)
    /// Like `scaledAndFaded` with neighbours turned by 30° towards the centre.
    public static let coverFlow = ItemTransform(minimumScale: 0.85, minimumAlpha: 0.6, maximumTilt: .pi / 6)

    /// Whether it changes nothing (the controls then leave their views alone).
    /// The same as `self == .identity`, compared field by field: the
    /// controls ask on every scroll event, and reading the static `identity`
    /// costs a lazy-initialisation check each time.
    public var isIdentity: Bool { minimumScale == 1 && minimumAlpha == 1 && maximumTilt == 0 }

    /// The look of an item `distance` pages from the centre (positive: after
    /// it, in the visual direction of the axis). Continuous in `distance`.
    /// NaN or infinite distances count as far (one page or more; the tilt of
    /// NaN is 0).
    package func appearance(atDistance distance: CGFloat) -> ItemAppearance {
        let signed = distance.isNaN ? 0 : Swift.min(Swift.max(distance, -1), 1)
        let t = distance.isNaN ? 1 : abs(signed)
        return ItemAppearance(scale: 1 - (1 - minimumScale) * t,
                              alpha: 1 - (1 - minimumAlpha) * t,
                              tilt: -maximumTilt * signed)
    }

    /// The signed distance in pages of an item whose leading edge is at
    /// `itemStart` from a viewport whose centre page starts at `centerStart`
    /// (both along the axis, in the same coordinates): `(itemStart −
    /// centreStart) / pageLength`. 0 when the page length is not usable (0,
    /// negative, NaN or infinite) or a position is not finite.
    package static func distance(itemStart: CGFloat, centerStart: CGFloat, pageLength: CGFloat) -> CGFloat {
        let length = pageLength.usableWidth
        guard length > 0, itemStart.isFinite, centerStart.isFinite else { return 0 }
        let d = (itemStart - centerStart) / length
        return d.isFinite ? d : 0
    }

    private static func clampedFactor(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 1 : Swift.min(Swift.max(value, 0.1), 1)
    }

    private static func clampedTilt(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.min(Swift.max(value, -.pi / 3), .pi / 3) : 0
    }
}

extension PickerPageLayout {
    /// The signed distance in pages of visual page `page` from the centre of
    /// the picker, whose paging scroll view (one page wide, centred) is at
    /// content offset `offset`: `page − offset / pageWidth`. 0 without a
    /// usable page width or for an offset that is not finite. Recentring
    /// moves the offset and the pages by a whole period together, so the
    /// distance of what is on screen does not change.
    package func distanceFromCenter(ofVisualPage page: Int, offset: CGFloat) -> CGFloat {
        ItemTransform.distance(itemStart: x(ofVisualPage: page), centerStart: offset, pageLength: pageWidth)
    }
}

extension PageProgress {
    /// The signed distance in pages from the centre of a page of a page view
    /// controller whose view starts at `pageStart` in the inner scroll view,
    /// at content offset `offset`, pages `pageLength` long: the page on screen
    /// at rest is 0, its neighbours ±1, and during a swipe they move together
    /// (visual positions: in right to left the next page is at −1). See
    /// `ItemTransform.distance(itemStart:centerStart:pageLength:)` for bad
    /// input.
    package static func distanceFromCenter(pageStart: CGFloat, offset: CGFloat, pageLength: CGFloat) -> CGFloat {
        ItemTransform.distance(itemStart: pageStart, centerStart: offset, pageLength: pageLength)
    }
}
