/// A visual effect (Apple, "UIVisualEffect"): the model draws nothing, it
/// only keeps which effect a view shows.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A blur of what lies behind a view (Apple, "UIBlurEffect"; the styles of
/// Apple, "UIBlurEffect.Style", the materials from iOS 13).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Two blurs of the same style are the same effect.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    open override var hash: Int { style.hashValue }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// A view showing a visual effect behind its `contentView` (Apple,
/// "UIVisualEffectView": "add any subviews to the contentView property of the
/// visual effect view. Do not add subviews directly to the visual effect view
/// itself"). From iOS 11 a subview added to the effect view itself throws
/// NSInternalInconsistencyException ("Do not add subviews directly to the
/// visual effect view itself, instead add them to the -contentView":
/// pkluz/PKHUD#190, iosphere/ISHPermissionKit#90): the model records it.
@MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    /// The view to add subviews to; it fills the effect view.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private var installingContentView = false

    private func installContentView() {
        installingContentView = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.insertSubview(contentView, at: 0)
        installingContentView = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func insertSubview(_ view: UIView, at index: Int) {
        if !installingContentView {
            UIKitModel.recordViolation("a subview added to a UIVisualEffectView itself instead of its contentView (pkluz/PKHUD#190)")
        }
        super.insertSubview(view, at: index)
    }
}
