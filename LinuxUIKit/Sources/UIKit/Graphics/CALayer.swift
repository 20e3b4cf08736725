/// Core Animation's 4×4 transform (Apple, "CATransform3D").
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    public init() {}

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }

    /// `a` then `b` (row vectors), as `CATransform3DConcat(a, b)`.
    fileprivate static func concat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let x = a.rows, y = b.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } }
        return CATransform3D(rows: r)
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { .concat(a, b) }

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (normalised; a
/// zero axis leaves `t` as it is, as Apple documents).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    var t = CATransform3D()
    t.m11 = c + u * u * k; t.m12 = u * v * k + w * s; t.m13 = u * w * k - v * s
    t.m21 = u * v * k - w * s; t.m22 = c + v * v * k; t.m23 = v * w * k + u * s
    t.m31 = u * w * k + v * s; t.m32 = v * w * k - u * s; t.m33 = c + w * w * k
    return t
}

/// `CATransform3DScale(t, …)`: scales first, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .concat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .concat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .concat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The layer behind a view: the 3D transforms, corner radius, z order and
/// running animations the controls touch. Geometry lives on the view.
@MainActor
open class CALayer {
    /// The transform of the layer's content about its centre (default identity).
    public var transform = CATransform3DIdentity
    /// The transform applied to the sublayers (default identity).
    public var sublayerTransform = CATransform3DIdentity
    /// Default 0.
    public var cornerRadius: CGFloat = 0
    /// Default 0; larger draws above its siblings.
    public var zPosition: CGFloat = 0
    /// Whether sublayers are clipped (mirrors the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }
    private var ownMasksToBounds = false
    /// The view the layer backs.
    public internal(set) weak var view: UIView?
    /// Calls to ``removeAllAnimations()`` so far.
    public private(set) var removeAllAnimationsCount = 0

    public init() {}

    /// Ends the view animations running on this layer's view: its
    /// properties keep their model values (already set when the animation
    /// began), and the animations' completions run with `false` (Apple,
    /// "removeAllAnimations()"; "animate(withDuration:…)": completion's
    /// Boolean says "whether or not the animations actually finished").
    public func removeAllAnimations() {
        removeAllAnimationsCount += 1
        if let view { UIViewAnimationRunner.shared.cancelAnimations(of: view) }
    }
}
