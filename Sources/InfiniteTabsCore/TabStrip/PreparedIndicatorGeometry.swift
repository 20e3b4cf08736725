import Foundation

/// A ``TabIndicatorGeometry`` prepared for one strip height, so that placing
/// the indicator under a tab on every frame of a swipe works out only what
/// depends on the tab: the insets, the indicator's height and top, and the
/// corner radius wherever it cannot depend on the tab are worked out once.
///
/// Its placements are exactly
/// ``TabIndicatorGeometry/placement(under:stripHeight:)``'s, bit for bit,
/// for any tab frame and strip height, bad ones included (a NaN, infinite
/// or huge coordinate counts as that method counts it).
///
/// ```swift
/// var indicator = PreparedIndicatorGeometry(geometry: .underline, stripHeight: 44)
/// let placement = indicator.placement(under: tabFrame, stripHeight: bounds.height)
/// ```
public struct PreparedIndicatorGeometry: Equatable, Sendable {
    /// The geometry prepared (default ``TabIndicatorGeometry/underline``).
    public private(set) var geometry: TabIndicatorGeometry
    /// The strip height it is prepared for (default 0). Any value is
    /// accepted, as ``TabIndicatorGeometry/placement(under:stripHeight:)``
    /// accepts it.
    public private(set) var stripHeight: CGFloat

    // Worked out from `geometry` and `stripHeight`, with the arithmetic of
    // `TabIndicatorGeometry.rect(under:stripHeight:)`.
    /// The left and right insets, finite (or 0).
    @usableFromInline var left: CGFloat, right: CGFloat
    /// The indicator's top and height, the same under every tab (the dot's
    /// height is also its width).
    @usableFromInline var top: CGFloat, height: CGFloat
    /// The corner radius asked for (underline and background; the dot's is
    /// half its size), finite and not negative, or infinity.
    @usableFromInline var wantedRadius: CGFloat
    /// The dot: `(left - right) / 2` and half its size.
    @usableFromInline var dotShift: CGFloat, dotHalf: CGFloat

    /// Prepares `geometry` for a strip `stripHeight` tall.
    public init(geometry: TabIndicatorGeometry = .underline, stripHeight: CGFloat = 0) {
        self.geometry = geometry
        self.stripHeight = stripHeight
        left = geometry.leftInset.finiteOr(0)
        right = geometry.rightInset.finiteOr(0)
        let bottom = geometry.bottomInset.finiteOr(0)
        let strip = stripHeight.positiveOrZero
        let radius = geometry.cornerRadius
        wantedRadius = radius.isNaN ? 0 : radius.positiveOrZeroAllowingInfinity
        (dotShift, dotHalf) = (0, 0)
        switch geometry.shape {
        case .underline:
            height = geometry.size.positiveOrZero
            top = (strip - height - bottom).finiteOr(0)
        case .background:
            top = geometry.topInset.finiteOr(0)
            height = (strip - top - bottom).positiveOrZero
        case .dot:
            height = geometry.size.positiveOrZero
            top = (strip - height - bottom).finiteOr(0)
            dotShift = (left - right) / 2
            dotHalf = height / 2
        }
    }

    /// Where the indicator goes under `tab` in a strip `stripHeight` tall:
    /// prepares for that height first when it is not the one prepared (a
    /// height compared bit for bit, so a NaN height prepares every time and
    /// still answers right).
    @inlinable @inline(__always)
    public mutating func placement(under tab: StripFrame, stripHeight: CGFloat) -> TabIndicatorPlacement {
        if stripHeight.bitPattern != self.stripHeight.bitPattern { prepare(stripHeight: stripHeight) }
        return placement(under: tab)
    }

    /// Prepares the same geometry for a strip `stripHeight` tall.
    @usableFromInline @inline(never)
    mutating func prepare(stripHeight: CGFloat) {
        self = PreparedIndicatorGeometry(geometry: geometry, stripHeight: stripHeight)
    }

    /// Where the indicator goes under `tab` in a strip as tall as
    /// ``stripHeight``: ``TabIndicatorGeometry/placement(under:stripHeight:)``.
    @inlinable @inline(__always)
    public func placement(under tab: StripFrame) -> TabIndicatorPlacement {
        switch geometry.shape {
        case .underline, .background:
            let width = (tab.width.finiteOr(0) - left - right).positiveOrZero
            let x = (tab.x.finiteOr(0) + left).finiteOr(0)
            let half = Swift.min(width, height) / 2
            return TabIndicatorPlacement(rect: CGRect(origin: CGPoint(x: x, y: top), size: CGSize(width: width, height: height)),
                                         cornerRadius: Swift.min(wantedRadius, half))
        case .dot:
            let centre = tab.x.finiteOr(0) + tab.width.finiteOr(0) / 2 + dotShift
            return TabIndicatorPlacement(rect: CGRect(origin: CGPoint(x: (centre - dotHalf).finiteOr(0), y: top),
                                                               size: CGSize(width: height, height: height)),
                                         cornerRadius: dotHalf)
        }
    }
}
