import Foundation

/// The edge of a tab strip its indicator (an underline or a dot) and its
/// separator sit on: the edge that faces the content the tabs switch.
public enum TabStripEdge: Hashable, Sendable {
    /// Along the top edge: a strip below its pages, as a tab bar.
    case top
    /// Along the bottom edge (the default): a strip above its pages.
    case bottom
}

extension TabStripPosition {
    /// The strip's edge that faces the pages: the bottom edge of a strip at
    /// the top, the top edge of a strip at the bottom.
    package var edgeFacingPages: TabStripEdge {
        switch self {
        case .top, .navigationBar: return .bottom
        case .bottom: return .top
        }
    }
}

extension CGRect {
    /// This rectangle flipped top to bottom inside a strip `height` points
    /// tall when it belongs on `edge`'s side (rectangles are worked out for
    /// the bottom edge); a negative or NaN height counts as 0.
    package func placed(on edge: TabStripEdge, stripHeight height: CGFloat) -> CGRect {
        guard edge == .top else { return self }
        let h = height.isNaN || height < 0 ? 0 : height
        var flipped = self
        flipped.origin.y = h - origin.y - size.height
        return flipped.withFiniteComponents
    }
}
