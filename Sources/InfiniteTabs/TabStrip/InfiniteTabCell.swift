#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The built-in cell of an ``InfiniteTabStripView``: an optional image before an
/// optional title, centred, with an optional badge at the content's top trailing
/// corner. Copies are hidden from VoiceOver (the tab view exposes one element
/// per item, badge included). At the accessibility text sizes a long press
/// shows the title and badge in the large content viewer (`largeContentTitle`).
public final class InfiniteTabCell: UICollectionViewCell {
    /// The reuse identifier the tab view registers this class under.
    public static let reuseIdentifier = "InfiniteTabCell"

    private let area = TabContentArea()
    private var stack: UIStackView { area.stack }
    private let imageView = UIImageView()
    private let label = UILabel()
    private var badgeView: UIView { area.badge }
    private let badgeLabel = UILabel()
    private var appliedLook: TitleLook?
    /// The title fonts of the last ``configure(with:appearance:isSelected:)``,
    /// normal and selected: a look picks one (`TitleLook.usesSelectedFont`).
    private var titleFonts: (normal: UIFont, selected: UIFont)?
    /// The badge shown, the appearance and the font it was shown with, so
    /// that showing it again writes nothing.
    private var appliedBadge: (display: TabBadge.Display, appearance: InfiniteTabAppearance, font: UIFont)?
    /// The item the tab view last configured this cell with (-1 before),
    /// so that it refreshes only the titles whose look changed.
    var shownItem = -1
    /// The bounds the focus halo was made for.
    private var haloBounds = CGRect.null
    /// The title's widest (`TabStripSizing.maximumTitleWidth`).
    private lazy var titleLimit = label.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat.maximumLayoutWidth)
    private var contentInsets = UIEdgeInsets.zero, imageSpacing: CGFloat = 0 // the last configure's, left out of the title's room

    /// Shows the keyboard's focus (iPad) as a halo around the tab, made
    /// again only when the cell's size changed.
    public override func layoutSubviews() {
        limitTitle()
        super.layoutSubviews()
        guard bounds != haloBounds else { return }
        haloBounds = bounds
        focusEffect = KeyboardFocus.halo(around: bounds)
    }

    /// Creates an empty cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        area.frame = contentView.bounds
        area.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(area)
        stack.axis = .horizontal
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        label.textAlignment = .center
        stack.addArrangedSubview(imageView)
        stack.addArrangedSubview(label)
        area.addSubview(stack)
        badgeView.isHidden = true
        badgeView.isAccessibilityElement = false
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        area.addSubview(badgeView)
        area.underline.isHidden = true
        area.underline.isUserInteractionEnabled = false
        area.addSubview(area.underline)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: area.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: area.centerYAnchor),
            badgeLabel.centerXAnchor.constraint(equalTo: badgeView.centerXAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: badgeView.centerYAnchor),
            titleLimit,
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
        (contentInsets, imageSpacing) = (appearance.contentInsets, appearance.imageSpacing)
        setNeedsLayout()
        setBadge(item.badge, appearance: appearance)
        setSelectedLook(selected, appearance: appearance)
        showFont()
        showButtonShape(UIAccessibility.buttonShapesEnabled)
        showsLargeContentViewer = true
        largeContentImage = item.image
        scalesLargeContentImage = true
        showLargeContentTitle()
    }

    /// Narrows the title to the tab's room (beside an AX badge): a tab capped at the strip's width truncates it, spoken and large in full.
    private func limitTitle() {
        let badgeWidth = badgeView.isHidden || badgeLabel.text == nil ? 0 : area.badgeSize.width
        let accessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let badgeRoom = TabBadgePlacement.tabWidening(badgeWidth: badgeWidth, sideInset: min(contentInsets.left, contentInsets.right),
                                                      atAccessibilitySize: accessibilitySize)
        let limit = TabStripSizing.maximumTitleWidth(tabWidth: bounds.width, leading: contentInsets.left, trailing: contentInsets.right,
                                                     imageWidth: imageView.isHidden ? nil : imageView.image?.size.width,
                                                     imageSpacing: imageSpacing, badgeRoom: badgeRoom)
        guard limit != titleLimit.constant else { return }
        titleLimit.constant = limit
        stack.invalidateIntrinsicContentSize()
        area.setNeedsLayout()
    }

    /// Shows or hides the Button Shapes underline under the title (Apple,
    /// "buttonShapesEnabled", iOS 14): the strip turns it on and off with
    /// the setting. Whether it shows: ``showsButtonShape``.
    public func showButtonShape(_ shown: Bool) {
        guard area.underline.isHidden == shown else { return }
        area.underline.isHidden = !shown
        area.setNeedsLayout()
    }

    /// Whether the Button Shapes underline shows.
    public var showsButtonShape: Bool { !area.underline.isHidden }

    /// What the large content viewer shows: the title and the badge's text
    /// (`TabLargeContent`).
    private func showLargeContentTitle() {
        largeContentTitle = TabLargeContent.title(label.text, badge: appliedBadge?.display ?? .hidden)
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
        area.underline.backgroundColor = color
        stack.transform = CGAffineTransform(scaleX: look.scale, y: look.scale)
    }

    /// Shows a badge (nil or a hidden one removes it) with the appearance's
    /// colours, font (scaled for the text size and Bold Text as
    /// ``InfiniteTabAppearance/badgeFont(compatibleWith:)`` says) and count
    /// cap. Does not change the cell's width: the badge sits on the top
    /// trailing corner of the content, moved inside the tab where it would
    /// stick out. The badge the cell already shows costs nothing.
    public func setBadge(_ badge: TabBadge?, appearance: InfiniteTabAppearance) {
        let display = badge.display(cap: appearance.badgeCountCap)
        let font = appearance.badgeFont(compatibleWith: traitCollection)
        if let applied = appliedBadge, applied.display == display, applied.appearance == appearance, applied.font == font { return }
        appliedBadge = (display, appearance, font)
        badgeView.backgroundColor = appearance.badgeColor
        badgeLabel.textColor = appearance.badgeTextColor
        badgeLabel.font = font
        switch display {
        case .hidden:
            badgeView.isHidden = true
        case .dot:
            badgeView.isHidden = false
            badgeLabel.text = nil
            area.badgeSize = CGSize(width: 8, height: 8)
            badgeView.layer.cornerRadius = 4
        case .label(let text):
            badgeView.isHidden = false
            badgeLabel.text = text
            area.badgeSize = Self.badgeSize(text: text, font: font)
            badgeView.layer.cornerRadius = area.badgeSize.height / 2
        }
        area.setNeedsLayout()
        showLargeContentTitle()
    }

    /// A text badge's size in `font`: a line and 2 pt tall, the text and 8 pt wide, at least round.
    static func badgeSize(text: String, font: UIFont) -> CGSize {
        let height = ceil(font.lineHeight) + 2
        return CGSize(width: max(height, ceil((text as NSString).size(withAttributes: [.font: font]).width) + 8), height: height)
    }

    /// The width the item needs in this appearance: its image and title side
    /// by side plus the horizontal content insets (not pixel-aligned). A
    /// badge overhangs the content and adds no width at the standard text
    /// sizes; at the accessibility sizes the tab widens so the badge sits
    /// beside the title (`TabBadgePlacement.tabWidening`).
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
        fittingWidth(of: item, appearance: appearance, titleAttributes: titleAttributes(appearance, traits),
                     badgeFont: badgeRoomFont(appearance, traits))
    }

    /// The badge font a width pass makes room for: the scaled badge font at the accessibility text sizes, nil at the others.
    static func badgeRoomFont(_ appearance: InfiniteTabAppearance, _ traits: UITraitCollection?) -> UIFont? {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return category.isAccessibilityCategory ? appearance.badgeFont(compatibleWith: traits) : nil
    }

    /// The title attributes of both fonts, made once for a pass over many items.
    static func titleAttributes(_ appearance: InfiniteTabAppearance,
                                _ traits: UITraitCollection?) -> [[NSAttributedString.Key: Any]] {
        let normal = appearance.titleFont(compatibleWith: traits)
        let selected = appearance.selectedTitleFont(compatibleWith: traits)
        return normal == selected ? [[.font: normal]] : [[.font: normal], [.font: selected]]
    }

    /// The width the item needs in this appearance with its title drawn with
    /// the widest of `titleAttributes`, padding included, and room for its badge in `badgeFont` (``badgeRoomFont(_:_:)``).
    static func fittingWidth(of item: InfiniteTabItem, appearance: InfiniteTabAppearance,
                             titleAttributes: [[NSAttributedString.Key: Any]], badgeFont: UIFont? = nil) -> CGFloat {
        let insets = appearance.contentInsets
        var badgeWidth: CGFloat = 0
        if let badgeFont, case .label(let text) = item.badge.display(cap: appearance.badgeCountCap) {
            badgeWidth = badgeSize(text: text, font: badgeFont).width
        }
        return contentWidth(of: item, appearance: appearance, titleAttributes: titleAttributes)
            + TabStripSizing.contentWidth(titleWidth: nil, imageWidth: nil, imageSpacing: 0, leading: insets.left, trailing: insets.right)
            + TabBadgePlacement.tabWidening(badgeWidth: badgeWidth, sideInset: min(insets.left, insets.right),
                                            atAccessibilitySize: badgeFont != nil)
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

/// A tab's content area: the image and title centred, and the badge placed
/// after each layout where `TabBadgePlacement` says (inside the tab).
@MainActor
private final class TabContentArea: UIView {
    let stack = UIStackView()
    let badge = UIView()
    var badgeSize = CGSize.zero
    /// The Button Shapes underline under the content (hidden unless the
    /// user turned Button Shapes on).
    let underline = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = stack.frame
        if !underline.isHidden {
            underline.frame = ButtonShapeUnderline.frame(contentLeft: content.minX, contentWidth: content.width,
                                                         contentBottom: content.maxY, tabHeight: bounds.height)
        }
        guard !badge.isHidden else { return }
        badge.frame = TabBadgePlacement.frame(badgeWidth: badgeSize.width, badgeHeight: badgeSize.height,
                                              contentLeft: content.minX, contentRight: content.maxX, contentTop: content.minY,
                                              tabWidth: bounds.width, tabHeight: bounds.height,
                                              isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
                                              overlap: TabBadgePlacement.overlap(
                                                atAccessibilitySize: traitCollection.preferredContentSizeCategory.isAccessibilityCategory))
    }
}
#endif
