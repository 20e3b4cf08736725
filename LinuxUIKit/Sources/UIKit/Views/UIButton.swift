/// A menu or control action with a closure (Apple, "UIAction", iOS 14).
@MainActor
public final class UIAction: NSObject {
    public let title: String
    public let image: UIImage?
    let handler: @MainActor (UIAction) -> Void
    /// The control that sent it, while its handler runs.
    public internal(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
        super.init()
    }
}

/// A button (Apple, "UIButton"): a title, title colour and image per
/// `UIControl.State`; what a state has no value for comes from `.normal`
/// (Apple, "setTitle(_:for:)": "If a title is not specified for a state,
/// the default is to use the title associated with the normal state"), so
/// a selected and highlighted button shows the normal title unless
/// `[.selected, .highlighted]` has its own. The title colour of a system
/// button defaults to its tint colour, of a custom one to white (Apple,
/// "UIButton.ButtonType.system"/"custom"). It keeps its single tap from an
/// ancestor's tap recogniser (UIControl).
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public let buttonType: ButtonType
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// Space around the title and image (Apple, "contentEdgeInsets").
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// Apple, "init(type:primaryAction:)".
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        if let titleLabel { addSubview(titleLabel) }
        if let imageView { addSubview(imageView) }
        isAccessibilityElement = true
        accessibilityTraits = .button
        updateLook()
    }

    override var prefersOwnTap: Bool { true }

    open override var isHighlighted: Bool { didSet { updateLook() } }
    open override var isSelected: Bool { didSet { updateLook() } }
    open override var isEnabled: Bool { didSet { updateLook() } }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateLook()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateLook()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateLook()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    public var currentImage: UIImage? { image(for: state) }

    private func updateLook() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
        accessibilityLabel = currentTitle
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        let text = titleLabel?.intrinsicContentSize ?? .zero, image = currentImage?.size ?? .zero
        return CGSize(width: text.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(text.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.inset(by: contentEdgeInsets)
        let imageWidth = currentImage?.size.width ?? 0
        imageView?.frame = CGRect(x: inner.minX, y: inner.minY, width: imageWidth, height: inner.height)
        titleLabel?.frame = CGRect(x: inner.minX + imageWidth, y: inner.minY, width: max(0, inner.width - imageWidth), height: inner.height)
    }
}
