#if canImport(UIKit)
import UIKit

/// The built-in cell of an ``InfiniteTabView``: an optional image before an
/// optional title, centred. Copies of an item on screen are hidden from
/// VoiceOver (the tab view exposes one element per item).
public final class InfiniteTabCell: UICollectionViewCell {
    /// The reuse identifier the tab view registers this class under.
    public static let reuseIdentifier = "InfiniteTabCell"

    private let stack = UIStackView()
    private let imageView = UIImageView()
    private let label = UILabel()

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
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    /// Not supported: the tab view creates its cells in code.
    public required init?(coder: NSCoder) { nil }

    /// Shows an item with the given appearance, selected or not.
    public func configure(with item: InfiniteTabItem, appearance: InfiniteTabAppearance, isSelected selected: Bool) {
        label.text = item.title
        label.font = appearance.font
        label.isHidden = item.title == nil
        imageView.image = item.image
        imageView.isHidden = item.image == nil
        stack.spacing = appearance.imageSpacing
        setSelectedLook(selected, appearance: appearance)
    }

    /// Switches between the selected and the normal colours.
    public func setSelectedLook(_ selected: Bool, appearance: InfiniteTabAppearance) {
        let color = selected ? appearance.selectedTextColor : appearance.textColor
        label.textColor = color
        imageView.tintColor = color
    }

    /// The width the item needs in this appearance: its image and title side
    /// by side plus the horizontal content insets (not pixel-aligned).
    public static func fittingWidth(of item: InfiniteTabItem, appearance: InfiniteTabAppearance) -> CGFloat {
        let titleWidth = item.title.map { ($0 as NSString).size(withAttributes: [.font: appearance.font]).width }
        return TabStripSizing.contentWidth(titleWidth: titleWidth, imageWidth: item.image?.size.width,
                                           imageSpacing: appearance.imageSpacing,
                                           leading: appearance.contentInsets.left, trailing: appearance.contentInsets.right)
    }
}
#endif
