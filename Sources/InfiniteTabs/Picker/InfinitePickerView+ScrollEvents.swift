// The picker's scroll view delegate and the scroll events it forwards to the driver.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Receives the scroll view's delegate calls for the picker, so the public
/// picker conforms to no UIKit delegate protocol an app could call.
@MainActor
final class PickerScrollDelegate: NSObject, UIScrollViewDelegate {
    weak var picker: InfinitePickerView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { picker?.scrolled() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let picker else { return }
        picker.apply(picker.driver.willBeginDragging())
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let picker else { return }
        let (target, commands) = picker.driver.willEndDragging(velocity: picker.axis.along(velocity))
        picker.apply(commands)
        targetContentOffset.pointee = picker.axis.replacing(targetContentOffset.pointee, along: target)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let picker else { return }
        picker.apply(picker.driver.didEndDragging(willDecelerate: decelerate))
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let picker else { return }
        picker.apply(picker.driver.didEndDecelerating())
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { picker?.endedScrollingAnimation() }
}

extension InfinitePickerView {
    /// Recenters and shows the visible pages (through the driver), then
    /// tells the page dots.
    func scrolled() {
        guard !isWritingOffset else { return }
        apply(driver.didScroll())
        applyItemTransform()
        applyTitleLooks()
        if !pageControlObservers.isEmpty {
            let item = driver.currentItem
            for observer in pageControlObservers.values { observer(item) }
        }
    }

    /// Settles after a tap, an auto-advance or an animated selection.
    func endedScrollingAnimation() {
        guard !isWritingOffset else { return }
        apply(driver.didEndScrollingAnimation())
    }
}
#endif
