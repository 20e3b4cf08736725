import Foundation

/// The paging snap of `UIScrollView` that the picker's driver computes itself (it cannot mix `isPagingEnabled` with
/// recentring): how far a release travels and which page it settles on.
package enum ScrollPhysics {
    /// The distance a release at `velocity` travels before it rests: `velocity / 1000 × rate / (1 − rate)`.
    package static func projectedDistance(velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let v = velocity.finiteOr(0)
        let r = rate.perMillisecond
        return v / 1000 * r / (1 - r)
    }

    /// The page a paging scroll view settles on after a drag that started on `startPage` and was released at `offset`
    /// with `velocity`: the page nearest the projected rest, but never more than one page from `startPage`; a flick
    /// faster than `flickVelocity` (points per second, default 300) always moves one page its way.
    package static func pagingTarget(startPage: Int, offset: CGFloat, velocity: CGFloat, pageWidth: CGFloat,
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
}
