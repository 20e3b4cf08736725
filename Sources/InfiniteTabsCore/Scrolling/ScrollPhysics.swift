import Foundation

/// The deceleration of a released scroll view, as a factor the velocity keeps
/// per millisecond (`UIScrollView.DecelerationRate`).
@_spi(Core) public struct DecelerationRate: Hashable, Sendable {
    /// The factor per millisecond, in `0..<1`.
    @_spi(Core) public let perMillisecond: CGFloat

    /// Creates a rate; a value outside `0..<1` (or NaN) gives ``normal``.
    @_spi(Core) public init(perMillisecond: CGFloat) {
        self.perMillisecond = (perMillisecond >= 0 && perMillisecond < 1) ? perMillisecond : 0.998
    }

    /// UIKit's normal rate, 0.998 per millisecond.
    @_spi(Core) public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's fast rate, 0.99 per millisecond.
    @_spi(Core) public static let fast = DecelerationRate(perMillisecond: 0.99)
}

/// The physics of `UIScrollView` the controls and the tests need: where a
/// fling comes to rest, the offsets along the way, and where paging snaps.
///
/// Velocities are in points per second (multiply the points per millisecond
/// of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` by
/// 1,000). NaN or infinite inputs are treated as 0.
@_spi(Core) public enum ScrollPhysics {
    /// The distance a release at `velocity` travels before it rests:
    /// `velocity / 1000 × rate / (1 − rate)`.
    @_spi(Core) public static func projectedDistance(velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let v = velocity.finiteOr(0)
        let r = rate.perMillisecond
        return v / 1000 * r / (1 - r)
    }

    /// The offset a release at `offset` with `velocity` rests at. Always
    /// finite: a sum beyond the largest `CGFloat` gives that largest value
    /// (with its sign); a NaN or infinite offset counts as 0.
    @_spi(Core) public static func projectedOffset(_ offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let rest = offset.finiteOr(0) + projectedDistance(velocity: velocity, rate: rate)
        return rest.isFinite ? rest : (rest > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }

    /// The distance travelled `milliseconds` after a release at `velocity`
    /// (the continuous form of the per-millisecond decay, which reaches
    /// ``projectedDistance(velocity:rate:)`` as time goes on).
    @_spi(Core) public static func distance(afterMilliseconds t: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let time = Swift.max(0, t.finiteOr(0))
        let r = rate.perMillisecond
        return projectedDistance(velocity: velocity, rate: rate) * (1 - pow(r, time))
    }

    /// The velocity in points per second left `milliseconds` after a release.
    @_spi(Core) public static func velocity(afterMilliseconds t: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        velocity.finiteOr(0) * pow(rate.perMillisecond, Swift.max(0, t.finiteOr(0)))
    }

    /// The page a paging scroll view settles on after a drag that started on
    /// `startPage` and was released at `offset` with `velocity`: the page
    /// nearest the projected rest, but never more than one page from
    /// `startPage`; a flick faster than `flickVelocity` (points per second,
    /// default 300) always moves one page its way. Pages are clamped into
    /// `0..<pageCount` when `pageCount` is given (0 for a count of 0 or
    /// less). 0 for a zero page width. Any `startPage`, `Int.min` and
    /// `Int.max` included, never overflows.
    @_spi(Core) public static func pagingTarget(startPage: Int, offset: CGFloat, velocity: CGFloat, pageWidth: CGFloat,
                                    pageCount: Int? = nil, flickVelocity: CGFloat = 300,
                                    rate: DecelerationRate = .normal) -> Int {
        let width = pageWidth.positiveOrZero
        guard width > 0 else { return 0 }
        let v = velocity.finiteOr(0)
        let here = offset.finiteOr(CGFloat(startPage) * width) / width
        var target: Int
        if v > flickVelocity.positiveOrZero {
            target = here.clampedInt(.up)
        } else if v < -flickVelocity.positiveOrZero {
            target = here.clampedInt(.down)
        } else {
            let rest = (offset.finiteOr(0) + projectedDistance(velocity: v, rate: rate)) / width
            target = rest.clampedInt()
        }
        let (below, belowOverflow) = startPage.subtractingReportingOverflow(1)
        let (above, aboveOverflow) = startPage.addingReportingOverflow(1)
        target = Swift.min(Swift.max(target, belowOverflow ? .min : below), aboveOverflow ? .max : above)
        if let count = pageCount { target = Swift.min(Swift.max(target, 0), count > 0 ? count - 1 : 0) }
        return target
    }

    /// The offset a tab strip should come to rest at after a release: the
    /// offset that centres the cell nearest the centre of the viewport at the
    /// projected rest (in the same coordinates as `offset`; a finite strip
    /// clamps it into its content). Returns the projected offset unchanged when
    /// the strip has no items or no width.
    @_spi(Core) public static func tabSnapOffset(in strip: TripledStrip, offset: CGFloat, velocity: CGFloat,
                                     rate: DecelerationRate = .normal) -> CGFloat {
        let rest = projectedOffset(offset, velocity: velocity, rate: rate)
        guard strip.itemCount > 0, strip.period > 0 else { return rest }
        let center = rest + strip.viewportWidth / 2
        // Nearest cell by centre: search the item in the copy containing `center`.
        let copy = (center / strip.period).clampedInt(.down)
        var best = strip.cell(ofItem: 0, inCopy: copy)
        var bestDistance = CGFloat.infinity
        for c in (copy - 1) * strip.itemCount ..< (copy + 2) * strip.itemCount {
            let d = abs(strip.frame(ofCell: c).midX - center)
            if d < bestDistance { bestDistance = d; best = c }
        }
        let snapped = strip.centeringOffset(ofCell: best)
        return strip.isLooping ? snapped : Swift.min(Swift.max(snapped, 0), strip.maxFiniteOffset)
    }
}
