#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit

/// SwiftUI as the bridges meet it: a `@State` index behind a binding, and
/// the main queue's next turn, which runs the flush the bridge asked for.
@MainActor
final class FakeState {
    var value: Int
    /// Every value written through the binding, in order.
    var writes: [Int] = []
    /// Whether a bridge is inside an update (a write then is SwiftUI's
    /// "Modifying state during view update").
    var isUpdating: () -> Bool = { false }
    var writesDuringUpdate = 0
    /// Flushes the bridge asked for and not yet run.
    var pendingFlushes = 0

    init(_ value: Int) { self.value = value }

    var sink: SelectionSink {
        SelectionSink(get: { self.value }, set: { value in
            if self.isUpdating() { self.writesDuringUpdate += 1 }
            self.value = value
            self.writes.append(value)
        })
    }

    /// The flush hook: what `DispatchQueue.main.async` would schedule.
    func scheduleFlush() { pendingFlushes += 1 }

    /// The next turn of the main queue: runs the flushes asked for.
    func nextTurn(_ outbox: BridgeOutbox) {
        while pendingFlushes > 0 {
            pendingFlushes -= 1
            outbox.flush()
        }
    }
}

/// A page host standing in for a `UIHostingController`: shows its content
/// in a label and remembers every content it was given (a host that showed
/// two items would carry one item's `@State` to the other).
@MainActor
final class LabelPage: UIViewController, HostingContent {
    let label = UILabel()
    private(set) var shown: [String] = []
    var hostView: UIView { view }

    override func loadView() {
        view = UIView()
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        view.addSubview(label)
    }

    func show(_ content: String) {
        shown.append(content)
        label.text = content
    }
}

/// A picker page host standing in for a hosting controller's view.
@MainActor
final class LabelHost: HostingContent {
    let label = UILabel()
    private(set) var shown: [String] = []
    var hostView: UIView { label }

    func show(_ content: String) {
        shown.append(content)
        label.text = content
    }
}

/// Puts `text` in a label filling the cell (made once per cell), as
/// `UIHostingConfiguration` fills it with the SwiftUI view.
@MainActor
func showInCell(_ text: String, _ cell: UICollectionViewCell) {
    let label: UILabel
    if let existing = cell.contentView.subviews.first as? UILabel {
        label = existing
    } else {
        label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
        ])
    }
    label.text = text
}

@MainActor
extension SimulatedDevice {
    /// The frame of the first label showing `text` wholly on screen.
    func frame(ofText text: String) -> CGRect? {
        visibleLabels().first { $0.text == text && window.bounds.contains($0.frame) }?.frame
    }

    /// Taps the middle of the label showing `text`.
    func tap(text: String) {
        guard let frame = frame(ofText: text) else { return XCTFail("\(text) on screen: \(visibleTexts())") }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
#endif
