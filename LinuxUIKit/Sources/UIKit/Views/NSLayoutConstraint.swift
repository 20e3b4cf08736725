/// A constraint between two anchors (`first = second + constant`, or `≥`,
/// `≤`), or an anchor and a constant. The model solves the forms the
/// controls write (edges, centres and sizes with constants, multiplier 1)
/// in ``AutoLayoutSolver``.
@MainActor
public final class NSLayoutConstraint: NSObject {
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    let first: NSLayoutAnchorBase
    let second: NSLayoutAnchorBase?
    public let relation: Relation
    /// Changing it lays the views out again.
    public var constant: CGFloat { didSet { if isActive { markViews() } } }
    public var priority: UILayoutPriority = .required
    public var identifier: String?
    /// `first = second × multiplier + constant` (1 for anchor constraints).
    public internal(set) var multiplier: CGFloat = 1

    init(first: NSLayoutAnchorBase, second: NSLayoutAnchorBase?, relation: Relation, constant: CGFloat) {
        self.first = first
        self.second = second
        self.relation = relation
        self.constant = constant
        super.init()
    }

    /// Whether the constraint takes part in layout.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in views {
                if isActive { view.layoutState.constraints.append(self) } else { view.layoutState.constraints.removeAll { $0 === self } }
            }
            markViews()
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The views whose layout it touches (a guide stands for its view).
    var views: [UIView] { [first.view, second?.view].compactMap { $0 } }

    private func markViews() {
        for view in views {
            view.setNeedsLayout()
            view.superview?.setNeedsLayout()
            // A stack's size is its arranged views' (Apple, "UIStackView"): their own size constraints change it too.
            if let stack = view.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === view }) {
                stack.invalidateIntrinsicContentSize()
            }
        }
    }

    /// A view leaving its superview loses the constraints that tie it to
    /// views outside its own subtree (UIKit removes them with the view).
    static func deactivateConstraints(crossing view: UIView, leaving parent: UIView) {
        for c in view.layoutState.constraints where c.views.contains(where: { !$0.isDescendant(of: view) }) {
            c.isActive = false
        }
    }
}

extension NSLayoutConstraint {
    /// Apple, "NSLayoutConstraint.Attribute". The model has no baselines
    /// or margins: those attributes stand for the nearest edge.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// Apple, "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)".
    /// Items are views or layout guides. UIKit throws on the pairings it
    /// cannot solve ("Invalid pairing of layout attributes": a location with
    /// a size, an x with a y, a location with a constant; Apple,
    /// "NSLayoutConstraint": "You cannot constrain a size attribute to a
    /// location attribute", "you cannot assign constant values to location
    /// attributes"); the model records those and keeps the first item's part.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = Self.anchor(view1, attr1)
        let second = view2.flatMap { Self.anchor($0, attr2) }
        if first == nil { UIKitModel.recordViolation("NSLayoutConstraint: \(attr1) of \(type(of: view1)) is not an attribute") }
        var valid = true
        if let f = first?.attribute {
            if let s = second?.attribute {
                valid = Self.axis(f) == Self.axis(s)
            } else {
                valid = Self.axis(f) == 2
            }
        }
        if !valid { UIKitModel.recordViolation("Invalid pairing of layout attributes \(attr1) and \(attr2)") }
        self.init(first: first ?? NSLayoutAnchorBase(view: nil, guide: nil, attribute: .width),
                  second: valid ? second : nil, relation: relation, constant: c)
        self.multiplier = multiplier.isFinite && valid ? multiplier : 1
    }

    /// 0 for x locations, 1 for y locations, 2 for sizes.
    private static func axis(_ a: NSLayoutAnchorBase.Attribute) -> Int {
        switch a {
        case .leading, .trailing, .left, .right, .centerX: return 0
        case .top, .bottom, .centerY: return 1
        case .width, .height: return 2
        }
    }

    private static func anchor(_ item: Any, _ attribute: Attribute) -> NSLayoutAnchorBase? {
        let kind: NSLayoutAnchorBase.Attribute
        switch attribute {
        case .left, .leftMargin: kind = .left
        case .right, .rightMargin: kind = .right
        case .top, .topMargin, .firstBaseline: kind = .top
        case .bottom, .bottomMargin, .lastBaseline: kind = .bottom
        case .leading, .leadingMargin: kind = .leading
        case .trailing, .trailingMargin: kind = .trailing
        case .width: kind = .width
        case .height: kind = .height
        case .centerX, .centerXWithinMargins: kind = .centerX
        case .centerY, .centerYWithinMargins: kind = .centerY
        case .notAnAttribute: return nil
        }
        if let view = item as? UIView { return NSLayoutAnchorBase(view: view, guide: nil, attribute: kind) }
        if let guide = item as? UILayoutGuide { return NSLayoutAnchorBase(view: nil, guide: guide, attribute: kind) }
        return nil
    }
}

/// An edge, centre or size of a view or layout guide.
@MainActor
public class NSLayoutAnchorBase: NSObject {
    enum Attribute { case leading, trailing, left, right, top, bottom, centerX, centerY, width, height }
    let attribute: Attribute
    weak var ownerView: UIView?
    weak var guide: UILayoutGuide?

    init(view: UIView?, guide: UILayoutGuide?, attribute: Attribute) {
        ownerView = view
        self.guide = guide
        self.attribute = attribute
        super.init()
    }

    /// The view the anchor belongs to (a guide's owning view).
    var view: UIView? { ownerView ?? guide?.owningView }

    fileprivate func make(_ other: NSLayoutAnchorBase?, _ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: other, relation: relation, constant: c)
    }
}

/// `NSLayoutAnchor<AnchorType>`.
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: NSLayoutAnchorBase {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(anchor, .equal, c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, c)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(nil, .equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(nil, .greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(nil, .lessThanOrEqual, c) }
}

/// A rectangle in a view that constraints can pin to (the model has the safe
/// area guide and plain guides that stand for their view's bounds).
@MainActor
public final class UILayoutGuide: NSObject {
    public internal(set) weak var owningView: UIView?
    var isSafeArea = false

    public override init() { super.init() }

    /// The guide's rectangle in its view's coordinates.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return isSafeArea ? view.bounds.inset(by: view.safeAreaInsets) : view.bounds
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { .init(view: nil, guide: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(view: nil, guide: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { .init(view: nil, guide: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { .init(view: nil, guide: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { .init(view: nil, guide: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(view: nil, guide: self, attribute: .bottom) }
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(view: nil, guide: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(view: nil, guide: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { .init(view: nil, guide: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { .init(view: nil, guide: self, attribute: .height) }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(view: self, guide: nil, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(view: self, guide: nil, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { .init(view: self, guide: nil, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { .init(view: self, guide: nil, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { .init(view: self, guide: nil, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(view: self, guide: nil, attribute: .bottom) }
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(view: self, guide: nil, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(view: self, guide: nil, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { .init(view: self, guide: nil, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { .init(view: self, guide: nil, attribute: .height) }
    public var layoutMarginsGuide: UILayoutGuide { safeAreaLayoutGuide }

    /// The active constraints this view takes part in.
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }
}
