// The picker applying its driver's commands: offsets, page views shown, hidden and placed.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    /// The one place the picker acts on its driver's decisions: the commands of one event, in order, then the scroll
    /// view's touches follow the driver.
    func apply(_ commands: PickerCommands) {
        commands.forEach { perform($0) }
        syncTouches()
    }

    private func perform(_ command: PickerCommand) {
        switch command {
        case .layout(let strip):
            pool.recycleAll(hide: hidePage)
            scrollView.contentSize = strip.contentSize(crossLength: axis.across(scrollView.bounds.size), axis: axis)
            let room = strip.dragRoom
            scrollView.contentInset = axis == .horizontal ? UIEdgeInsets(top: 0, left: room, bottom: 0, right: room)
                : UIEdgeInsets(top: room, left: 0, bottom: room, right: 0)
        case .setOffset(let x, let animated):
            // UIKit calls `scrollViewDidScroll` from inside the write: the driver already accounted for it.
            isWritingOffset = true
            scrollHost.setOffsetAlongAxis(x, animated: animated)
            isWritingOffset = false
        case .recentered(let dx, let pages):
            isWritingOffset = true
            scrollHost.recenterOffsetAlongAxis(scrollHost.offsetAlongAxis + dx) // keeps a drag or fling going
            isWritingOffset = false
            pool.shiftPages(by: pages)
            for slot in pool.visible {
                slot.view.center = axis.replacing(slot.view.center, along: axis.along(slot.view.center) + dx)
            }
        case .showPages(let pages):
            // Closures, not method references: a method reference retains
            // this object for every call.
            pool.show(pages: pages, make: { self.newPage() }, configure: { self.place($0, atPage: $1) },
                      hide: { self.hidePage($0) })
            applyItemTransform()
            applyTitleLooks()
        case .announce(let index):
            accessibilityValue = title(index)
            UIAccessibility.postAnnouncement(title(index))
        case .notify(let index):
            updateAccessibilityValue()
            delegate?.infinitePickerView(self, didSelectItemAt: index)
            onSelect?(index)
            sendActions(for: .valueChanged)
        }
    }

    /// The scroll view refuses touches while an animated move runs (see
    /// `PickerScrollDriver.acceptsTouches`); taps still reach the picker.
    func syncTouches() {
        scrollView.isUserInteractionEnabled = driver.acceptsTouches
    }

    private func newPage() -> UIView {
        let view = makePage()
        scrollView.addSubview(view)
        return view
    }

    private func hidePage(_ view: UIView) {
        view.isHidden = true
    }

    private func place(_ view: UIView, atPage page: Int) {
        let strip = driver.strip
        // Bounds and centre, not frame: a page view may carry a transform.
        let frame = strip.frame(ofVisualPage: page, crossLength: axis.across(scrollView.bounds.size), axis: axis)
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
        view.isHidden = false
        configurePage(view, strip.item(atVisualPage: page, direction: driver.direction))
        if let label = view as? InfinitePickerLabel { style(label) }
    }
}
#endif
