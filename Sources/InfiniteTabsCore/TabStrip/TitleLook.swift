import Foundation

/// How a tab title looks at one moment of a swipe (its colour and scale), with the two helpers a strip keeps to restyle titles per frame:
/// ``Ramp`` (a style's looks, made once per emphasis step) and ``Tracker`` (which titles changed).
package struct TitleLook: Hashable, Sendable {
    package var color: TabColor
    package var scale: CGFloat
    /// Whether the title shows the selected font: fonts do not interpolate, so a title switches at an emphasis of one half, as a style
    /// that does not interpolate switches colour.
    package var usesSelectedFont: Bool

    package init(color: TabColor, scale: CGFloat, usesSelectedFont: Bool = false) {
        self.color = color
        self.scale = scale
        self.usesSelectedFont = usesSelectedFont
    }

    /// A `TabTitleStyle` prepared for asking many looks: the differences between the selected and the normal look are worked out once, so
    /// each ``look(emphasis:)`` is a handful of multiply-adds.
    package struct Ramp: Hashable, Sendable {
        let interpolates: Bool
        let base: (Double, Double, Double, Double, Double)
        let delta: (Double, Double, Double, Double, Double)
        /// Every component of `base` and `delta` is finite (any style made of finite colours): a colour component of a look is then never
        /// NaN, so it needs only clamping into 0...1.
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

        /// The look of a title selected by `emphasis` (0 normal, 1 selected, clamped; NaN counts as 0; when the style does not interpolate,
        /// 0 or 1 whichever side of one half it is on).
        package func look(emphasis: CGFloat) -> TitleLook {
            let e = Double(emphasis.native)
            var t = e.isNaN ? 0 : Swift.min(Swift.max(e, 0), 1)
            if !interpolates { t = t >= 0.5 ? 1 : 0 }
            guard isFinite else { return lookWithUnusableParts(t) }
            // With finite parts, `base + delta × t` (t in 0...1) is finite or an infinity, never NaN: clamping alone gives what `unit`
            // gives.
            func clamped(_ m: Double) -> CGFloat { CGFloat(Swift.min(Swift.max(m, 0), 1)) }
            return TitleLook(color: TabColor(unclampedRed: clamped(base.0 + delta.0 * t), green: clamped(base.1 + delta.1 * t),
                                                blue: clamped(base.2 + delta.2 * t), alpha: clamped(base.3 + delta.3 * t)),
                                scale: CGFloat(base.4 + delta.4 * t), usesSelectedFont: t >= 0.5)
        }

        /// The steps of emphasis a strip restyles its titles in during a swipe: a step moves a colour at most 1/64 of the way between its
        /// two ends (four of 256 levels from black to white), and the colours of a style can then be made once each.
        package static let emphasisSteps = 64

        /// The step of `emphasis` (0 normal ... ``emphasisSteps`` selected, nearest; NaN counts as 0, values outside 0...1 are clamped; a
        /// style that does not interpolate gives 0 or the last step, whichever side of one half the emphasis is on, as ``look(emphasis:)``
        /// does).
        package func step(ofEmphasis emphasis: CGFloat) -> Int {
            let e = Double(emphasis.native)
            let t = e.isNaN ? 0 : Swift.min(Swift.max(e, 0), 1)
            guard interpolates else { return t >= 0.5 ? Self.emphasisSteps : 0 }
            return Int((t * Double(Self.emphasisSteps)).rounded())
        }

        /// The look at a ``step(ofEmphasis:)`` (clamped into the steps).
        package func look(step: Int) -> TitleLook {
            look(emphasis: CGFloat(Swift.min(Swift.max(step, 0), Self.emphasisSteps)) / CGFloat(Self.emphasisSteps))
        }

        /// ``look(emphasis:)`` at `t` (in 0...1) for a style with a part that is not finite: a component that works out NaN gives 0.
        func lookWithUnusableParts(_ t: Double) -> TitleLook {
            func unit(_ m: Double) -> CGFloat { CGFloat(m.isNaN ? 0 : Swift.min(Swift.max(m, 0), 1)) }
            return TitleLook(color: TabColor(unclampedRed: unit(base.0 + delta.0 * t), green: unit(base.1 + delta.1 * t),
                                                blue: unit(base.2 + delta.2 * t), alpha: unit(base.3 + delta.3 * t)),
                                scale: CGFloat(base.4 + delta.4 * t), usesSelectedFont: t >= 0.5)
        }

        package static func == (lhs: TitleLook.Ramp, rhs: TitleLook.Ramp) -> Bool {
            lhs.interpolates == rhs.interpolates && lhs.base == rhs.base && lhs.delta == rhs.delta
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(interpolates)
            for x in [base.0, base.1, base.2, base.3, base.4, delta.0, delta.1, delta.2, delta.3, delta.4] { hasher.combine(x) }
        }
    }

    /// Which tab titles need a new look after the paging state changed, so that a strip refreshing its titles on every frame of a swipe
    /// touches only the tabs whose look changed (at most four items: the tabs left and reached before and after), and nothing at all when
    /// the state did not change (a drag of the strip, an indicator moved to another copy).
    package struct Tracker: Hashable, Sendable {
        /// The state whose looks the titles show, or nil when unknown (at first and after ``reset()``: every title is then refreshed once).
        package var shownState: PagingState? { shown }
        var shown: PagingState?

        package init() { shown = nil }

        /// Forgets the shown state: the next ``change(to:)`` covers every item.
        package mutating func reset() { shown = nil }

        /// Records that the titles now show `state` and returns what changed since the last call: nil when `state` is the state already
        /// shown.
        package mutating func change(to state: PagingState) -> Change? {
            guard let old = shown else {
                shown = state
                return Change(state: state, before: nil)
            }
            guard old != state else { return nil }
            shown = state
            return Change(state: state, before: old.emphasizedItems)
        }

        /// The titles whose look may differ between the state shown before and ``state``.
        package struct Change: Hashable, Sendable {
            package let state: PagingState
            package let coversEveryItem: Bool
            // The items the state shown before emphasised (their emphasis may have dropped to 0), and the new state's emphasised items with
            // their emphasis, worked out once for every cell asking.
            let before0: Int, before1: Int
            let item0: Int, item1: Int
            let weight0: CGFloat, weight1: CGFloat

            init(state: PagingState, before: (Int, Int)?) {
                self.state = state
                coversEveryItem = before == nil
                (before0, before1) = before ?? (0, 0)
                // `state.emphasizedItems` and their `titleEmphasis(ofItem:)`, in one switch.
                switch state {
                case .idle(let i):
                    (item0, item1, weight0, weight1) = (i, i, 1, 1)
                case .dragging(let m), .settling(let m), .transitioning(let m):
                    if m.from == m.to {
                        (item0, item1, weight0, weight1) = (m.to, m.to, 1, 1)
                    } else {
                        let progress = m.progress.clampedToUnit
                        (item0, item1, weight0, weight1) = (m.from, m.to, 1 - progress, progress)
                    }
                }
            }

            /// The new emphasis of `item` (``PagingState/titleEmphasis(ofItem:)`` of ``state``) when its look may have changed, nil when it
            /// did not.
            package func emphasis(ofItem item: Int) -> CGFloat? {
                if item == item0 { return weight0 }
                if item == item1 { return weight1 }
                if coversEveryItem || item == before0 || item == before1 { return 0 }
                return nil
            }
        }
    }
}

extension PagingState {
    /// How selected item `item`'s title looks in this state, 0...1: at rest 1 for the index and 0 for every other item; during a move `1 −
    /// progress` for the tab being left and `progress` for the tab being reached (also from the last tab to the first), 0 for tabs in
    /// between.
    package func titleEmphasis(ofItem item: Int) -> CGFloat {
        switch self {
        case .idle(let i):
            return item == i ? 1 : 0
        case .dragging(let m), .settling(let m), .transitioning(let m):
            if m.from == m.to { return item == m.to ? 1 : 0 }
            let progress = m.progress.clampedToUnit
            if item == m.from { return 1 - progress }
            if item == m.to { return progress }
            return 0
        }
    }
}

extension PagingState {
    /// The items this state gives a title emphasis above 0: the index at rest (twice), or the tabs left and reached during a move.
    package var emphasizedItems: (Int, Int) {
        switch self {
        case .idle(let i): return (i, i)
        case .dragging(let m), .settling(let m), .transitioning(let m): return (m.from, m.to)
        }
    }
}

extension CGFloat {
    var clampedToUnit: CGFloat { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
