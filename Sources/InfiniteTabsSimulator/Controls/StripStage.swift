#if os(Linux)
import InfiniteTabs
import UIKit

/// The widths custom tabs are measured at.
@MainActor
final class WidthBox {
    var widths: [CGFloat] = []
}

/// The window's content: the strip across the top, the followed pages
/// 20 points under it.
@MainActor
final class StripStage: UIView {
    let strip: InfiniteTabStripView
    var stripHeight: CGFloat
    var pages: UIScrollView?
    var pageWidth: CGFloat = 0

    init(strip: InfiniteTabStripView, stripHeight: CGFloat) {
        self.strip = strip
        self.stripHeight = stripHeight
        super.init(frame: .zero)
        addSubview(strip)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        strip.frame = CGRect(x: 0, y: 0, width: min(bounds.width, stripWidth), height: stripHeight)
        pages?.frame = CGRect(x: 0, y: stripHeight + 20, width: pageWidth, height: 300)
    }

    /// The strip keeps the width it was made for when pages widen the window.
    var stripWidth: CGFloat = .infinity
}

/// A custom tab cell: one label filling the cell, the selected tab in the
/// tint colour.
@MainActor
final class LabelTabCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func show(title: String, selected: Bool) {
        label.text = title
        let color: UIColor = selected ? .systemBlue : .secondaryLabel
        if label.textColor != color { label.textColor = color }
    }
}
#endif
