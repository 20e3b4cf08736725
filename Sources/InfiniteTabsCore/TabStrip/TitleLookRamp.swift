import Foundation

/// A `TabTitleStyle` prepared for asking many looks: the differences
/// between the selected and the normal look are worked out once, so each
/// ``look(emphasis:)`` is a handful of multiply-adds. A strip refreshing the
/// two tabs of a swipe on every frame keeps one per title style.
///
/// The looks are exactly `TabTitleStyle.look(emphasis:)`'s, which uses this
/// type. Bad input: as `TabTitleStyle` (a colour component outside 0...1
/// or NaN in the result is clamped, NaN giving 0; an unusable scale counts
/// as 1; an emphasis of NaN counts as 0).
package struct TitleLookRamp: Hashable, Sendable {
    /// Whether the looks follow the emphasis (`TabTitleStyle.interpolates`).
    let interpolates: Bool
    let base: (Double, Double, Double, Double, Double)
    let delta: (Double, Double, Double, Double, Double)
    /// Every component of `base` and `delta` is finite (any style made of
    /// finite colours): a colour component of a look is then never NaN, so
    /// it needs only clamping into 0...1.
    let isFinite: Bool

    /// Prepares `style`.
    package init(style: TabTitleStyle) {
        interpolates = style.interpolates
        let n = style.normalColor, s = style.selectedColor
        let from = Double(TabTitleStyle.usableScale(style.normalScale).native)
        let to = Double(TabTitleStyle.usableScale(style.selectedScale).native)
        func d(_ x: CGFloat) -> Double { Double(x.native) }
        base = (d(n.red), d(n.green), d(n.blue), d(n.alpha), from)
        delta = (d(s.red) - d(n.red), d(s.green) - d(n.green), d(s.blue) - d(n.blue), d(s.alpha) - d(n.alpha), to - from)
        isFinite = [base.0, base.1, base.2, base.3, base.4, delta.0, delta.1, delta.2, delta.3, delta.4].allSatisfy(\.isFinite)
    }

    /// The look of a title selected by `emphasis` (0 normal, 1 selected,
    /// clamped; NaN counts as 0; when the style does not interpolate, 0 or 1
    /// whichever side of one half it is on).
    package func look(emphasis: CGFloat) -> TabTitleLook {
        let e = Double(emphasis.native)
        var t = e.isNaN ? 0 : Swift.min(Swift.max(e, 0), 1)
        if !interpolates { t = t >= 0.5 ? 1 : 0 }
        guard isFinite else { return lookWithUnusableParts(t) }
        // With finite parts, `base + delta × t` (t in 0...1) is finite or an
        // infinity, never NaN: clamping alone gives what `unit` gives.
        func clamped(_ m: Double) -> CGFloat { CGFloat(Swift.min(Swift.max(m, 0), 1)) }
        return TabTitleLook(color: TabColor(unclampedRed: clamped(base.0 + delta.0 * t), green: clamped(base.1 + delta.1 * t),
                                            blue: clamped(base.2 + delta.2 * t), alpha: clamped(base.3 + delta.3 * t)),
                            scale: CGFloat(base.4 + delta.4 * t))
    }

    /// The steps of emphasis a strip restyles its titles in during a swipe:
    /// a step moves a colour at most 1/64 of the way between its two ends
    /// (four of 256 levels from black to white), and the colours of a style
    /// can then be made once each. The ends are exact.
    package static let emphasisSteps = 64

    /// The step of `emphasis` (0 normal ... ``emphasisSteps`` selected,
    /// nearest; NaN counts as 0, values outside 0...1 are clamped; a style
    /// that does not interpolate gives 0 or the last step, whichever side of
    /// one half the emphasis is on, as ``look(emphasis:)`` does).
    package func step(ofEmphasis emphasis: CGFloat) -> Int {
        let e = Double(emphasis.native)
        let t = e.isNaN ? 0 : Swift.min(Swift.max(e, 0), 1)
        guard interpolates else { return t >= 0.5 ? Self.emphasisSteps : 0 }
        return Int((t * Double(Self.emphasisSteps)).rounded())
    }

    /// The look at a ``step(ofEmphasis:)`` (clamped into the steps).
    package func look(step: Int) -> TabTitleLook {
        look(emphasis: CGFloat(Swift.min(Swift.max(step, 0), Self.emphasisSteps)) / CGFloat(Self.emphasisSteps))
    }

    /// ``look(emphasis:)`` at `t` (in 0...1) for a style with a part that is
    /// not finite: a component that works out NaN gives 0.
    func lookWithUnusableParts(_ t: Double) -> TabTitleLook {
        func unit(_ m: Double) -> CGFloat { CGFloat(m.isNaN ? 0 : Swift.min(Swift.max(m, 0), 1)) }
        return TabTitleLook(color: TabColor(unclampedRed: unit(base.0 + delta.0 * t), green: unit(base.1 + delta.1 * t),
                                            blue: unit(base.2 + delta.2 * t), alpha: unit(base.3 + delta.3 * t)),
                            scale: CGFloat(base.4 + delta.4 * t))
    }

    /// Equal when every look is.
    package static func == (lhs: TitleLookRamp, rhs: TitleLookRamp) -> Bool {
        lhs.interpolates == rhs.interpolates && lhs.base == rhs.base && lhs.delta == rhs.delta
    }

    /// Hashes what the looks depend on.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(interpolates)
        for x in [base.0, base.1, base.2, base.3, base.4, delta.0, delta.1, delta.2, delta.3, delta.4] { hasher.combine(x) }
    }
}
