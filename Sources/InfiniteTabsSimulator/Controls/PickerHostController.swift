// The plain view controller that holds the simulated picker.
#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

/// A plain controller showing one picker `size` big at the top left of its
/// view.
@MainActor
package final class PickerHostController: UIViewController {
    let picker: InfinitePickerView
    /// The picker's size (lays the view out again when changed).
    package var size: CGSize { didSet { viewIfLoaded?.setNeedsLayout() } }

    init(picker: InfinitePickerView, size: CGSize) {
        self.picker = picker
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override package func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(picker)
    }

    override package func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 100), size: size)
    }
}
#endif
