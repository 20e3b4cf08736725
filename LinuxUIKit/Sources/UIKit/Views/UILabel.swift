/// A label: text measured by the model's deterministic metrics
/// (`NSString.size(withAttributes:)`). With `adjustsFontForContentSizeCategory`
/// a font made for a text style follows the user's text size (Apple,
/// "adjustsFontForContentSizeCategory").
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    // Apple, "font" of UILabel: the default is the system font at 17 points.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            UIKitModel.counters.labelStyleWrites += 1
            if font != oldValue { UIKitModel.counters.labelStyleChanges += 1 }
            invalidateIntrinsicContentSize()
        }
    }
    open var textColor: UIColor! = .label {
        didSet {
            UIKitModel.counters.labelStyleWrites += 1
            if textColor != oldValue { UIKitModel.counters.labelStyleChanges += 1 }
        }
    }
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A label reads its text unless given a label of its own.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return TextMeasure.size(of: text, font: font)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        font = UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traitCollection)
    }
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// An image view: its intrinsic size is its image's.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { if image !== oldValue { invalidateIntrinsicContentSize() } } }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}

/// A stack view laying out its arranged subviews side by side (or one under
/// the other) at their intrinsic sizes, `spacing` apart, hidden ones left
/// out (Apple, "UIStackView": "the stack view … ignores hidden views").
/// Distribution is `.fill` packed from the start; alignment centres or
/// fills across.
@MainActor
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { relayout() } }
    open var spacing: CGFloat = 0 { didSet { relayout() } }
    open var alignment: Alignment = .fill { didSet { relayout() } }
    open var distribution: Distribution = .fill

    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
        relayout()
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        relayout()
    }

    private func relayout() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    open override var intrinsicContentSize: CGSize {
        let sizes = shown.map { size(of: $0) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * spacing
        if axis == .horizontal {
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }

    /// An arranged view's intrinsic size within its own size constraints ("The stack view uses Auto Layout to position and size its
    /// arranged views", Apple, "UIStackView"): a `≤` width constraint on a label makes it narrower (it truncates).
    private func size(of view: UIView) -> CGSize {
        let s = view.intrinsicContentSize
        return CGSize(width: AutoLayoutSolver.clampSize(s.width, view, .width, view.constraints),
                      height: AutoLayoutSolver.clampSize(s.height, view, .height, view.constraints))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var position: CGFloat = 0
        for view in shown {
            let s = size(of: view)
            if axis == .horizontal {
                let h = alignment == .fill ? bounds.height : s.height
                view.frame = CGRect(x: position, y: (bounds.height - h) / 2, width: s.width, height: h)
                position += s.width + spacing
            } else {
                let w = alignment == .fill ? bounds.width : s.width
                view.frame = CGRect(x: (bounds.width - w) / 2, y: position, width: w, height: s.height)
                position += s.height + spacing
            }
        }
    }
}

extension NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
