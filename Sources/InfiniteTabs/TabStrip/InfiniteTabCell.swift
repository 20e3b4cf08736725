#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The built-in cell of an ``InfiniteTabStripView``: an optional image before an
/// optional title, centred, with an optional badge at the top trailing corner
/// of that content. Copies of an item on screen are hidden from VoiceOver
/// (the tab view exposes one element per item, which reads the badge too).
public final class InfiniteTabCell: UICollectionViewCell {
    /// The reuse identifier the tab view registers this class under.
    public static let reuseIdentifier = "InfiniteTabCell"

    private let stack = UIStackView()
    private let imageView = UIImageView()
    private let label = UILabel()
    private let badgeView = UIView()
    private let badgeLabel = UILabel()
    private var badgeWidth: NSLayoutConstraint!
    private var badgeHeight: NSLayoutConstraint!
    private var appliedLook: TitleLook?
    /// The title fonts of the last ``configure(with:appearance:isSelected:)``,
    /// normal and selected: a look picks one (`TitleLook.usesSelectedFont`).
    private var titleFonts: (normal: UIFont, selected: UIFont)?
    /// The badge shown and the appearance it was shown with, so that showing
    /// it again writes nothing.
    private var appliedBadge: (display: TabBadge.Display, appearance: InfiniteTabAppearance)?
    /// The item the tab view last configured this cell with (-1 before),
    /// so that it refreshes only the titles whose look changed.
    var shownItem = -1
    /// The bounds the focus halo was made for.
    private var haloBounds = CGRect.null

    /// Shows the keyboard's focus (iPad) as a halo around the tab, made
    /// again only when the cell's size changed.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds != haloBounds else { return }
        haloBounds = bounds
        focusEffect = KeyboardFocus.halo(around: bounds)
    }

    /// Creates an empty cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        stack.axis = .horizontal
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        label.textAlignment = .center
        stack.addArrangedSubview(imageView)
        stack.addArrangedSubview(label)
        contentView.addSubview(stack)
        badgeView.translatesAutoresizingMaskIntoConstraints = false
        badgeView.isHidden = true
        badgeView.isAccessibilityElement = false
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        contentView.addSubview(badgeView)
        badgeWidth = badgeView.widthAnchor.constraint(greaterThanOrEqualToConstant: 16)
        badgeHeight = badgeView.heightAnchor.constraint(equalToConstant: 16)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badgeView.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: -4),
            badgeView.centerYAnchor.constraint(equalTo: stack.topAnchor),
            badgeWidth, badgeHeight,
            badgeLabel.centerXAnchor.constraint(equalTo: badgeView.centerXAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: badgeView.centerYAnchor),
            badgeLabel.leadingAnchor.constraint(greaterThanOrEqualTo: badgeView.leadingAnchor, constant: 4),
            badgeLabel.trailingAnchor.constraint(lessThanOrEqualTo: badgeView.trailingAnchor, constant: -4),
        ])
    }

    /// Not supported: the tab view creates its cells in code.
    public required init?(coder: NSCoder) { nil }

    /// Shows an item with the given appearance, selected or not.
    public func configure(with item: InfiniteTabItem, appearance: InfiniteTabAppearance, isSelected selected: Bool) {
        label.text = item.title
        titleFonts = (appearance.titleFont(compatibleWith: traitCollection),
                      appearance.selectedTitleFont(compatibleWith: traitCollection))
        label.adjustsFontForContentSizeCategory = appearance.textStyle != nil
        label.isHidden = item.title == nil
        imageView.image = item.image
        imageView.isHidden = item.image == nil
        stack.spacing = appearance.imageSpacing
        setBadge(item.badge, appearance: appearance)
        setSelectedLook(selected, appearance: appearance)
        showFont()
    }

    /// Shows the font of the applied look. A reused cell keeps its font:
    /// rewriting it would restyle the label on every frame a cell comes on
    /// screen.
    private func showFont() {
        guard let fonts = titleFonts else { return }
        let font = appliedLook?.usesSelectedFont == true ? fonts.selected : fonts.normal
        if label.font != font { label.font = font }
    }

    /// Switches between the selected and the normal look (colour and scale).
    public func setSelectedLook(_ selected: Bool, appearance: InfiniteTabAppearance) {
        apply(look: appearance.titleStyle(in: traitCollection).look(emphasis: selected ? 1 : 0))
    }

    /// Shows a title look from the core (a colour and a scale between the
    /// normal and the selected look during a swipe); the scale grows the
    /// content from its centre without changing the tab's width. A look the
    /// cell already shows costs nothing (no colour made, nothing set), so the
    /// strip can call it for every visible tab on every frame of a swipe.
    func apply(look: TitleLook) {
        guard look != appliedLook else { return }
        apply((look: look, color: look.color.uiColor))
    }

    /// ``apply(look:)`` with the look's colour already made (a strip's
    /// `TitlePalette`).
    func apply(_ styled: (look: TitleLook, color: UIColor)) {
        let (look, color) = styled
        guard look != appliedLook else { return }
        let fontChanges = look.usesSelectedFont != appliedLook?.usesSelectedFont
        appliedLook = look
        if fontChanges { showFont() }
        label.textColor = color
        imageView.tintColor = color
        stack.transform = CGAffineTransform(scaleX: look.scale, y: look.scale)
    }

    /// Shows a badge (nil or a hidden one removes it) with the appearance's
    /// colours, font and count cap. Does not change the cell's width. The
    /// badge the cell already shows costs nothing.
    public func setBadge(_ badge: TabBadge?, appearance: InfiniteTabAppearance) {
        let display = badge.display(cap: appearance.badgeCountCap)
        if let applied = appliedBadge, applied.display == display, applied.appearance == appearance { return }
        appliedBadge = (display, appearance)
        badgeView.backgroundColor = appearance.badgeColor
        badgeLabel.textColor = appearance.badgeTextColor
        badgeLabel.font = appearance.badgeFont
        switch display {
        case .hidden:
            badgeView.isHidden = true
        case .dot:
            badgeView.isHidden = false
            badgeLabel.text = nil
            badgeWidth.constant = 8
            badgeHeight.constant = 8
            badgeView.layer.cornerRadius = 4
        case .label(let text):
            badgeView.isHidden = false
            badgeLabel.text = text
            let height = ceil(appearance.badgeFont.lineHeight) + 2
            badgeWidth.constant = height
            badgeHeight.constant = height
            badgeView.layer.cornerRadius = height / 2
        }
    }

    /// The width the item needs in this appearance: its image and title side
    /// by side plus the horizontal content insets (not pixel-aligned). A
    /// badge overhangs the content and adds no width.
    public static func fittingWidth(of item: InfiniteTabItem, appearance: InfiniteTabAppearance) -> CGFloat {
        fittingWidth(of: item, appearance: appearance, compatibleWith: nil)
    }

    /// The width the item needs in this appearance at a trait collection's
    /// content size category (the title fonts scaled as
    /// ``InfiniteTabAppearance/titleFont(compatibleWith:)`` says; the wider
    /// of ``InfiniteTabAppearance/font`` and
    /// ``InfiniteTabAppearance/selectedFont``).
    public static func fittingWidth(of item: InfiniteTabItem, appearance: InfiniteTabAppearance,
                                    compatibleWith traits: UITraitCollection?) -> CGFloat {
        fittingWidth(of: item, appearance: appearance, titleAttributes: titleAttributes(appearance, traits))
    }

    /// The title attributes of both fonts, made once for a pass over many items.
    static func titleAttributes(_ appearance: InfiniteTabAppearance,
                                _ traits: UITraitCollection?) -> [[NSAttributedString.Key: Any]] {
        let normal = appearance.titleFont(compatibleWith: traits)
        let selected = appearance.selectedTitleFont(compatibleWith: traits)
        return normal == selected ? [[.font: normal]] : [[.font: normal], [.font: selected]]
    }

    /// The width the item needs in this appearance with its title drawn with
    /// the widest of `titleAttributes`, padding included.
    static func fittingWidth(of item: InfiniteTabItem, appearance: InfiniteTabAppearance,
                             titleAttributes: [[NSAttributedString.Key: Any]]) -> CGFloat {
        let insets = appearance.contentInsets
        return contentWidth(of: item, appearance: appearance, titleAttributes: titleAttributes)
            + TabStripSizing.contentWidth(titleWidth: nil, imageWidth: nil, imageSpacing: 0, leading: insets.left, trailing: insets.right)
    }

    /// The width of the item's image and title side by side, without padding.
    static func contentWidth(of item: InfiniteTabItem, appearance: InfiniteTabAppearance,
                             titleAttributes: [[NSAttributedString.Key: Any]]) -> CGFloat {
        let titleWidth = item.title.map { title in
            titleAttributes.map { (title as NSString).size(withAttributes: $0).width }.max() ?? 0
        }
        return TabStripSizing.contentWidth(titleWidth: titleWidth, imageWidth: item.image?.size.width,
                                           imageSpacing: appearance.imageSpacing, leading: 0, trailing: 0)
    }
}
#endif
