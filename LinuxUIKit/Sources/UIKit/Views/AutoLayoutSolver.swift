/// The model's Auto Layout: a propagation solver for the constraint forms
/// the controls write. Each axis of each subview that does not translate
/// its autoresizing mask has four values (start, centre, end, size); an
/// equality whose other side is known fixes one, two fix the rest, and a
/// view with only a position takes its intrinsic size (clamped by `≥` and
/// `≤` size constraints). What stays unknown keeps its current frame
/// (UIKit would call the layout ambiguous). Leading and trailing follow the
/// view's `effectiveUserInterfaceLayoutDirection` (Apple, "leadingAnchor").
/// Equalities are solved in priority order, higher first ("constraints with
/// higher priority levels are satisfied before constraints with lower
/// priority levels", Apple, Auto Layout Guide, "Anatomy of a Constraint"),
/// so the order in which an app activates them never changes the frames;
/// two required equalities that disagree are recorded as a violation (UIKit
/// logs "Unable to simultaneously satisfy constraints" and breaks one,
/// Apple, "Resolving Auto Layout issues").
@MainActor
enum AutoLayoutSolver {
    /// Four values of one axis of one view.
    private struct Axis {
        var start: CGFloat?, centre: CGFloat?, end: CGFloat?, size: CGFloat?
        var known: Int { [start, centre, end, size].filter { $0 != nil }.count }

        mutating func complete() {
            if size == nil, let s = start, let e = end { size = e - s }
            if size == nil, let s = start, let c = centre { size = 2 * (c - s) }
            if size == nil, let e = end, let c = centre { size = 2 * (e - c) }
            guard let w = size else { return }
            if start == nil, let c = centre { start = c - w / 2 }
            if start == nil, let e = end { start = e - w }
            if let s = start { centre = s + w / 2; end = s + w }
        }
    }

    static func layOutSubviews(of parent: UIView) {
        let unknown = parent.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !unknown.isEmpty else { return }
        var solution: [ObjectIdentifier: (x: Axis, y: Axis)] = [:]
        for view in unknown { solution[ObjectIdentifier(view)] = (Axis(), Axis()) }
        var constraints: [NSLayoutConstraint] = []
        // A constraint to a view deeper inside one of these is solved when
        // that view's own superview lays out, not here.
        func belongsHere(_ c: NSLayoutConstraint) -> Bool {
            c.views.allSatisfy { $0 === parent || $0.superview === parent || !$0.isDescendant(of: parent) }
        }
        for view in unknown {
            for c in view.layoutState.constraints where belongsHere(c) && !constraints.contains(where: { $0 === c }) {
                constraints.append(c)
            }
        }
        let equalities = byPriority(constraints.filter { $0.relation == .equal })

        func value(of anchor: NSLayoutAnchorBase) -> CGFloat? {
            guard let view = anchor.view else { return nil }
            if anchor.guide == nil, let s = solution[ObjectIdentifier(view)] {
                return read(anchor, s.x, s.y, view)
            }
            let rect: CGRect
            if let guide = anchor.guide {
                rect = view === parent ? guide.layoutFrame : view.convert(guide.layoutFrame, to: parent)
            } else {
                rect = view === parent ? parent.bounds : view.convert(view.bounds, to: parent)
            }
            var x = Axis(start: rect.minX, centre: rect.midX, end: rect.maxX, size: rect.width)
            var y = Axis(start: rect.minY, centre: rect.midY, end: rect.maxY, size: rect.height)
            x.complete(); y.complete()
            return read(anchor, x, y, view)
        }

        func assign(_ anchor: NSLayoutAnchorBase, _ v: CGFloat) -> Bool {
            guard anchor.guide == nil, let view = anchor.view, var s = solution[ObjectIdentifier(view)] else { return false }
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            func set(_ slot: inout CGFloat?) -> Bool { if slot == nil { slot = v; return true }; return false }
            var changed = false
            switch anchor.attribute {
            case .left: changed = set(&s.x.start)
            case .right: changed = set(&s.x.end)
            case .leading: changed = rtl ? set(&s.x.end) : set(&s.x.start)
            case .trailing: changed = rtl ? set(&s.x.start) : set(&s.x.end)
            case .centerX: changed = set(&s.x.centre)
            case .width: changed = set(&s.x.size)
            case .top: changed = set(&s.y.start)
            case .bottom: changed = set(&s.y.end)
            case .centerY: changed = set(&s.y.centre)
            case .height: changed = set(&s.y.size)
            }
            s.x.complete(); s.y.complete()
            solution[ObjectIdentifier(view)] = s
            return changed
        }

        for round in 0..<6 {
            var progress = true
            while progress {
                progress = false
                for c in equalities {
                    if let second = c.second {
                        let m = c.multiplier
                        if let v = value(of: second), value(of: c.first) == nil { progress = assign(c.first, v * m + c.constant) || progress }
                        if m != 0, let v = value(of: c.first), value(of: second) == nil { progress = assign(second, (v - c.constant) / m) || progress }
                    } else if value(of: c.first) == nil {
                        progress = assign(c.first, c.constant) || progress
                    }
                }
            }
            // Stuck: give one view with a position its intrinsic size.
            guard round < 5, let view = unknown.first(where: { needsSize($0, solution) }) else { break }
            var s = solution[ObjectIdentifier(view)]!
            let intrinsic = view.intrinsicContentSize
            if s.x.size == nil, s.x.known > 0 { s.x.size = clampSize(intrinsic.width, view, .width, constraints) }
            if s.y.size == nil, s.y.known > 0 { s.y.size = clampSize(intrinsic.height, view, .height, constraints) }
            s.x.complete(); s.y.complete()
            solution[ObjectIdentifier(view)] = s
        }

        reportConflicts(equalities, value: value)
        for view in unknown {
            guard let s = solution[ObjectIdentifier(view)] else { continue }
            let f = view.frame
            let x = s.x.start ?? f.minX, y = s.y.start ?? f.minY
            view.frame = CGRect(x: x, y: y, width: max(0, s.x.size ?? f.width), height: max(0, s.y.size ?? f.height))
        }
    }

    /// `constraints` with higher priorities first; equal priorities keep their order.
    private static func byPriority(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        constraints.enumerated().sorted { a, b in
            a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
        }.map(\.element)
    }

    /// Records each required equality whose two sides the solution left more than half a point apart.
    private static func reportConflicts(_ equalities: [NSLayoutConstraint], value: (NSLayoutAnchorBase) -> CGFloat?) {
        for c in equalities where c.priority >= .required {
            guard let first = value(c.first) else { continue }
            let wanted: CGFloat
            if let second = c.second {
                guard let v = value(second) else { continue }
                wanted = v * c.multiplier + c.constant
            } else {
                wanted = c.constant
            }
            if abs(first - wanted) > 0.5 {
                UIKitModel.recordViolation("Unable to simultaneously satisfy constraints: \(c.first.attribute) is \(first), "
                                           + "a required constraint wants \(wanted)")
            }
        }
    }

    private static func needsSize(_ view: UIView, _ solution: [ObjectIdentifier: (x: Axis, y: Axis)]) -> Bool {
        guard let s = solution[ObjectIdentifier(view)] else { return false }
        return (s.x.size == nil && s.x.known > 0) || (s.y.size == nil && s.y.known > 0)
    }

    static func clampSize(_ intrinsic: CGFloat, _ view: UIView, _ attribute: NSLayoutAnchorBase.Attribute,
                                  _ constraints: [NSLayoutConstraint]) -> CGFloat {
        var size = max(0, intrinsic)
        for c in constraints where c.first.view === view && c.first.guide == nil && c.first.attribute == attribute && c.second == nil {
            switch c.relation {
            case .greaterThanOrEqual: size = max(size, c.constant)
            case .lessThanOrEqual: size = min(size, c.constant)
            case .equal: size = c.constant
            }
        }
        return size
    }

    private static func read(_ anchor: NSLayoutAnchorBase, _ x: Axis, _ y: Axis, _ view: UIView) -> CGFloat? {
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch anchor.attribute {
        case .left: return x.start
        case .right: return x.end
        case .leading: return rtl ? x.end : x.start
        case .trailing: return rtl ? x.start : x.end
        case .centerX: return x.centre
        case .width: return x.size
        case .top: return y.start
        case .bottom: return y.end
        case .centerY: return y.centre
        case .height: return y.size
        }
    }

    /// The smallest size of `view` its subviews' constraints to its edges
    /// allow: per axis, the widest of each pinned subview's size (its
    /// intrinsic size, or its size constraint) plus the constants that pin
    /// it to both edges (a centred subview needs its own size). Axes nothing
    /// pins keep the target's value.
    static func fittingSize(of view: UIView, target: CGSize) -> CGSize {
        var width: CGFloat?, height: CGFloat?
        for sub in view.subviews where !sub.isHidden {
            let intrinsic = sub.intrinsicContentSize
            let cs = sub.layoutState.constraints
            var w = clampSize(intrinsic.width, sub, .width, cs), h = clampSize(intrinsic.height, sub, .height, cs)
            var xPinned = false, yPinned = false, xExtra: CGFloat = 0, yExtra: CGFloat = 0
            var topPinned = false, bottomPinned = false
            for c in cs where c.relation == .equal {
                guard let other = c.second, c.first.view === sub, other.view === view else { continue }
                switch c.first.attribute {
                case .leading, .left: xPinned = true; xExtra += c.constant
                case .trailing, .right: xPinned = true; xExtra -= c.constant
                case .centerX: xPinned = true; xExtra += 2 * abs(c.constant)
                case .top: yPinned = true; topPinned = true; yExtra += c.constant
                case .bottom: yPinned = true; bottomPinned = true; yExtra -= c.constant
                case .centerY: yPinned = true; yExtra += 2 * abs(c.constant)
                default: break
                }
            }
            // A subview as wide as it is high (`widthAnchor == heightAnchor`,
            // multiplier 1), pinned to the top and bottom, is as wide as the
            // target height leaves it: fitting honours the target along the
            // required axis (Apple, "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)":
            // the size "that best satisfies" the constraints "for the given
            // priorities").
            if topPinned && bottomPinned, let aspect = cs.first(where: { c in
                c.relation == .equal && c.first.view === sub && c.first.attribute == .width
                    && c.second?.view === sub && c.second?.attribute == .height
            }) {
                h = max(0, target.height - yExtra)
                w = max(0, h + aspect.constant)
            }
            if xPinned { width = max(width ?? 0, w + xExtra) }
            if yPinned { height = max(height ?? 0, h + yExtra) }
        }
        return CGSize(width: width ?? target.width, height: height ?? target.height)
    }
}
