import Foundation

/// The axis a looping control pages along: horizontal (the default
/// everywhere) or vertical.
///
/// The geometry of the picker and the pages is written along one axis ("along"
/// is x for horizontal, y for vertical; "across" is the other); the UIKit
/// layer maps points, sizes and offsets with these helpers. Right to left
/// mirrors only the horizontal axis: vertical pages run top to bottom in every
/// layout direction.
///
/// Bad input: the helpers only move values between x and y (width and
/// height); every value, NaN and the infinities included, comes back exactly
/// as given, in its place. The layouts that use them clean their geometry
/// first.
public enum ScrollAxis: Hashable, Sendable, CaseIterable {
    /// Pages side by side, forward to the right (to the left in right to left).
    case horizontal
    /// Pages one above the other, forward downwards.
    case vertical

    /// The layout direction paging uses along this axis: `direction` itself
    /// when horizontal, always left to right (top to bottom) when vertical.
    package func layoutDirection(_ direction: LayoutDirection) -> LayoutDirection {
        self == .horizontal ? direction : .leftToRight
    }

    /// The component of `point` along the axis (x or y).
    package func along(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }

    /// The length of `size` along the axis (width or height).
    package func along(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

    /// The length of `size` across the axis (height or width).
    package func across(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }

    /// The point `along` on the axis and `across` on the other.
    package func point(along: CGFloat, across: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// The size `along` long on the axis and `across` on the other.
    package func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// `point` with its component along the axis replaced by `value` (the
    /// other kept): how a content offset moves along the axis only.
    package func replacing(_ point: CGPoint, along value: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: value, y: point.y) : CGPoint(x: point.x, y: value)
    }
}

extension PageAccessibility {
    /// The logical page step a VoiceOver scroll asks for on pages laid out
    /// along `axis`: horizontal as `pageStep(for:layout:)`; vertical turns
    /// to the next page on up (the content moves up) and the previous on
    /// down, ignores left and right (nil), whatever the layout direction.
    package static func pageStep(for direction: AccessibilityScrollDirection, layout: LayoutDirection,
                                axis: ScrollAxis) -> Int? {
        guard axis == .vertical else { return pageStep(for: direction, layout: layout) }
        switch direction {
        case .next, .up: return 1
        case .previous, .down: return -1
        case .left, .right: return nil
        }
    }
}
