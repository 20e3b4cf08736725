#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The option picker's default page: one centred line of text that follows
/// Dynamic Type and shrinks to fit.
public final class InfinitePickerLabel: UIView {
    /// The label showing the option's title.
    public let label = UILabel()
    /// The look last written by the picker's appearance (nil: none yet).
    var shownLook: TitleLook?

    /// Creates an empty page.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.6
        label.textColor = .label
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = bounds
        label.isAccessibilityElement = false
        addSubview(label)
    }

    /// Not supported: the picker creates its pages in code.
    public required init?(coder: NSCoder) { nil }
}
#endif
