import Foundation

/// Where the indicator is drawn for a tab, and how round: the rectangle and the corner radius the UIKit strip applies as they are.
package struct TabIndicatorPlacement: Equatable, Sendable {
    package var rect: CGRect
    package var cornerRadius: CGFloat

    package init(rect: CGRect, cornerRadius: CGFloat) { self.rect = rect; self.cornerRadius = cornerRadius }

    package static func == (a: TabIndicatorPlacement, b: TabIndicatorPlacement) -> Bool {
        a.rect.origin.x == b.rect.origin.x && a.rect.origin.y == b.rect.origin.y
            && a.rect.size.width == b.rect.size.width && a.rect.size.height == b.rect.size.height
            && a.cornerRadius == b.cornerRadius
    }
}

/// The geometry of the tab strip's indicator for each ``TabIndicatorShape``: it turns the frame of the tab the indicator sits on (for a
/// swipe, the frame interpolated between the tab left and the tab reached, see `PagingState.indicatorFrame(in:stripOffset:)`) into a
/// rectangle and a corner radius.
package struct TabIndicatorGeometry: Hashable, Sendable {
    package var shape: TabIndicatorShape
    package var size: CGFloat
    /// The corner radius (default 1.5), cut to half the shorter side of the rectangle; a dot is always round.
    package var cornerRadius: CGFloat
    package var leftInset: CGFloat
    package var rightInset: CGFloat
    package var topInset: CGFloat
    /// Inset from the strip's bottom edge: lifts an underline or a dot, and shortens a background (default 0; negative lowers).
    package var bottomInset: CGFloat

    package init(shape: TabIndicatorShape = .underline, size: CGFloat = 3, cornerRadius: CGFloat = 1.5,
                leftInset: CGFloat = 0, rightInset: CGFloat = 0, topInset: CGFloat = 0, bottomInset: CGFloat = 0) {
        self.shape = shape
        self.size = size
        self.cornerRadius = cornerRadius
        self.leftInset = leftInset
        self.rightInset = rightInset
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    package static let underline = TabIndicatorGeometry()
    /// A capsule behind the title, 6 points in from the top and the bottom of the strip and 4 points in from the sides of the tab.
    package static let background = TabIndicatorGeometry(shape: .background, size: 0, cornerRadius: .infinity,
                                                        leftInset: 4, rightInset: 4, topInset: 6, bottomInset: 6)
    package static let dot = TabIndicatorGeometry(shape: .dot, size: 6, cornerRadius: .infinity, bottomInset: 4)

    /// Whether the indicator goes behind the tab titles (a background) rather than in front of them (an underline, a dot).
    package var isBehindTitles: Bool { shape == .background }

    /// The indicator's depth relative to the tab cells (which sit at 0): −1 behind the titles for a background, 1 in front for an underline
    /// or a dot.
    package var zPosition: CGFloat { isBehindTitles ? -1 : 1 }

    /// The rectangle and corner radius of the indicator under the tab at `tab` in a strip `stripHeight` tall (see the type for bad input),
    /// along `edge` (on `.top` the bottom edge's rectangle flipped, its insets counting from the top).
    package func placement(under tab: StripFrame, stripHeight: CGFloat, edge: TabStripEdge = .bottom) -> TabIndicatorPlacement {
        let rect = self.rect(under: tab, stripHeight: stripHeight).placed(on: edge, stripHeight: stripHeight)
        let half = Swift.min(rect.size.width, rect.size.height) / 2
        let wanted = shape == .dot ? half : (cornerRadius.isNaN ? 0 : cornerRadius.positiveOrZeroAllowingInfinity)
        return TabIndicatorPlacement(rect: rect, cornerRadius: Swift.min(wanted, half))
    }

    /// How the indicator view gets to a new rectangle: set at once or animated.
    package enum Move: Equatable, Sendable {
        /// Set the frame at once, cancelling any animated move still running (a swipe's progress overrides an animated move).
        case jump(to: CGRect)
        /// Animate the frame from wherever the indicator is now, over `duration` seconds (finite, greater than 0).
        case animate(to: CGRect, duration: TimeInterval)

        /// The move to `rect`: animated over `duration` when `animated` is true and `duration` is finite and greater than 0; otherwise a jump
        /// (a duration of 0, negative, NaN or infinite never animates).
        package init(to target: CGRect, animated: Bool, duration: TimeInterval) {
            let rect = target.withFiniteComponents
            if animated, duration.isFinite, duration > 0 {
                self = .animate(to: rect, duration: duration)
            } else {
                self = .jump(to: rect)
            }
        }

        package var rect: CGRect {
            switch self {
            case .jump(let rect), .animate(let rect, _): return rect
            }
        }

        /// Two moves are equal when they are the same kind, to the same rectangle (compared by origin and size), over the same duration.
        package static func == (a: Move, b: Move) -> Bool {
            func same(_ r: CGRect, _ s: CGRect) -> Bool {
                r.origin.x == s.origin.x && r.origin.y == s.origin.y && r.size.width == s.size.width && r.size.height == s.size.height
            }
            switch (a, b) {
            case let (.jump(r), .jump(s)): return same(r, s)
            case let (.animate(r, d), .animate(s, e)): return same(r, s) && d == e
            default: return false
            }
        }
    }

    /// How the indicator goes to its place under `tab` (``placement(under:stripHeight:edge:)``, jumping or sliding), and its corner radius.
    package func move(under tab: StripFrame, stripHeight: CGFloat, edge: TabStripEdge, animated: Bool,
                      duration: TimeInterval) -> (move: Move, cornerRadius: CGFloat) {
        let placement = placement(under: tab, stripHeight: stripHeight, edge: edge)
        return (Move(to: placement.rect, animated: animated, duration: duration), placement.cornerRadius)
    }

    /// The indicator's rectangle under the tab at `tab` in a strip `stripHeight` tall.
    package func rect(under tab: StripFrame, stripHeight: CGFloat) -> CGRect {
        let x = tab.x.finiteOr(0)
        let width = tab.width.finiteOr(0)
        let left = leftInset.finiteOr(0)
        let right = rightInset.finiteOr(0)
        let bottom = bottomInset.finiteOr(0)
        let height = stripHeight.positiveOrZero
        switch shape {
        case .underline:
            return tab.indicatorRect(stripHeight: stripHeight, height: size, leftInset: leftInset,
                                     rightInset: rightInset, bottomInset: bottomInset)
        case .background:
            let top = topInset.finiteOr(0)
            let w = (width - left - right).positiveOrZero
            let h = (height - top - bottom).positiveOrZero
            return CGRect(origin: CGPoint(x: x + left, y: top), size: CGSize(width: w, height: h)).withFiniteComponents
        case .dot:
            let d = size.positiveOrZero
            let center: CGFloat = x + width / 2 + (left - right) / 2
            let top: CGFloat = height - d - bottom
            return CGRect(origin: CGPoint(x: center - d / 2, y: top), size: CGSize(width: d, height: d)).withFiniteComponents
        }
    }
}

extension CGFloat {
    var positiveOrZeroAllowingInfinity: CGFloat { self > 0 ? self : 0 }
}
