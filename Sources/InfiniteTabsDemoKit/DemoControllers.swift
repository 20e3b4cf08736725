#if os(Linux)
import Foundation
import InfiniteTabs
import UIKit

/// One page of the demo: its title ("Page 3 of 7: Business") and its number
/// ("3/7") on the second line, its blurb on the third, each a `UILabel` as
/// wide as its text, so the renderer finds them in the view tree.
@MainActor
package final class DemoPage: UIViewController {
    /// The page's index.
    package let index: Int
    private let content: DemoContent
    private let layout: DemoLayout
    private let heading = UILabel()
    private let corner = UILabel()
    private let blurb = UILabel()

    package init(index: Int, content: DemoContent, layout: DemoLayout) {
        self.index = index
        self.content = content
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let count = content.tabTitles.count
        heading.text = DemoRenderer.pageTitle(page: index, count: count, titles: content.tabTitles)
        corner.text = "\(index + 1)/\(count)"
        blurb.text = content.blurb(ofPage: index)
        for label in [heading, corner, blurb] { view.addSubview(label) }
    }

    /// Title and corner on the second of four lines, the blurb on the third,
    /// two columns in from the page's edges.
    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let line = view.bounds.height / 4
        let margin = 2 * layout.pointsPerColumn
        for label in [heading, corner, blurb] { label.sizeToFit() }
        heading.frame.origin = CGPoint(x: margin, y: line + (line - heading.frame.height) / 2)
        corner.frame.origin = CGPoint(x: view.bounds.width - margin - corner.frame.width, y: heading.frame.minY)
        blurb.frame.origin = CGPoint(x: margin, y: 2 * line + (line - blurb.frame.height) / 2)
    }
}

/// The demo's screen: the picker centered across the top, the tabs container
/// (a child controller) filling the rest.
@MainActor
final class DemoRootController: UIViewController {
    private let picker: InfinitePickerView
    private let pickerWidth: CGFloat
    private let pickerHeight: CGFloat
    private let tabs: InfiniteTabsViewController

    init(picker: InfinitePickerView, pickerWidth: CGFloat, pickerHeight: CGFloat, tabs: InfiniteTabsViewController) {
        self.picker = picker
        self.pickerWidth = pickerWidth
        self.pickerHeight = pickerHeight
        self.tabs = tabs
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(picker)
        addChild(tabs)
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        picker.frame = CGRect(x: (b.width - pickerWidth) / 2, y: 0, width: pickerWidth, height: pickerHeight)
        tabs.view.frame = CGRect(x: 0, y: pickerHeight, width: b.width, height: max(0, b.height - pickerHeight))
    }
}
#endif
