import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Written from README, the DocC articles, the public `///` docs and issue 21
// point 7 only: what a user sees (visibleLabels), what the controls report.

/// Runs `body` on the main actor with a fresh device, then checks that no
/// UIKit misuse was recorded.
func onDevice(width: CGFloat = 390, height: CGFloat = 844, frameRate: Double = 60,
              file: StaticString = #filePath, line: UInt = #line,
              _ body: @MainActor (SimulatedDevice) throws -> Void) throws {
    try onMain {
        let device = SimulatedDevice(width: width, height: height, frameRate: frameRate)
        try body(device)
        XCTAssertEqual(device.violations, [], "UIKit misuse recorded", file: file, line: line)
    }
}

/// A page a user would write: one centred label.
@MainActor
final class LabelPage: UIViewController {
    let text: String
    let label = UILabel()
    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = text
        label.textAlignment = .center
        view.addSubview(label)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: view.bounds.midX - 60, y: view.bounds.midY - 15, width: 120, height: 30)
    }
}

/// A plain parent controller, so a test can release a control from its callback.
@MainActor
final class Parent: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    func release(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children { child.view.frame = view.bounds }
    }
}

@MainActor
extension SimulatedDevice {
    /// Every visible label with this text.
    func labels(_ text: String) -> [CGRect] {
        visibleLabels().filter { $0.text == text }.map(\.frame)
    }

    /// The visible label with this text nearest the window's horizontal centre
    /// (the strip shows several copies of a tab).
    func label(_ text: String, nearX x: CGFloat? = nil) -> CGRect? {
        let target = x ?? window.bounds.midX
        return labels(text).min { abs($0.midX - target) < abs($1.midX - target) }
    }

    /// Taps the middle of the visible label with this text (nearest the centre).
    func tap(label text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = label(text) else {
            XCTFail("no visible label \(text); visible: \(visibleTexts())", file: file, line: line)
            return
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Whether any visible label has a frame that is not finite.
    var hasBadFrames: Bool {
        visibleLabels().contains { !($0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite) }
    }
}

/// Counts the calls of a callback.
@MainActor
final class Calls {
    var values: [Int] = []
}

@MainActor
final class PickerDelegateSpy: InfinitePickerViewDelegate {
    var values: [Int] = []
    func infinitePickerView(_ picker: InfinitePickerView, didSelectItemAt index: Int) { values.append(index) }
}

@MainActor
final class StripDelegateSpy: InfiniteTabStripViewDelegate {
    var values: [Int] = []
    var reselected: [Int] = []
    func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didSelectItemAt index: Int) { values.append(index) }
    func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didReselectItemAt index: Int) { reselected.append(index) }
}

@MainActor
final class PagesDelegateSpy: InfinitePageViewControllerDelegate {
    var selected: [Int] = []
    var willSelect: [Int] = []
    func infinitePageViewController(_ controller: InfinitePageViewController, didSelectItemAt index: Int) { selected.append(index) }
    func infinitePageViewController(_ controller: InfinitePageViewController, willSelectItemAt index: Int) { willSelect.append(index) }
}

@MainActor
final class TabsDelegateSpy: InfiniteTabsViewControllerDelegate {
    var selected: [Int] = []
    var reselected: [Int] = []
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelectItemAt index: Int) { selected.append(index) }
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didReselectItemAt index: Int) { reselected.append(index) }
}

/// A page a user would write around a long list: a vertical scroll view
/// filling the page, `contentHeight` points of content, a label at its top.
@MainActor
final class ListPage: UIViewController {
    let text: String
    let list = UIScrollView()
    let label = UILabel()
    var contentHeight: CGFloat = 3000
    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = text
        list.addSubview(label)
        view.addSubview(list)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: contentHeight)
        label.frame = CGRect(x: 20, y: 0, width: 200, height: 30)
    }
}

/// A controller an app would write: one view across the top, that it can drop.
@MainActor
final class Holder: UIViewController {
    var content: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let content { view.addSubview(content) }
            view.setNeedsLayout()
        }
    }
    var height: CGFloat = 44
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content?.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
    }
}
