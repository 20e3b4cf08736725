// The tab strip following a paging scroll view's offset (KVO or forwarded scrolls).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// Makes the strip follow any horizontally paging scroll view (a content
    /// collection view, say): its page `p` shows tab `p mod items.count`,
    /// pages are `pageWidth` wide (default: the scroll view's width), and the
    /// indicator follows the swipe progress. A page at rest selects its tab
    /// without notifying. Pass nil to stop following.
    public func follow(_ scrollView: UIScrollView?, pageWidth: CGFloat? = nil) {
        guard let scrollView else { followObservation = nil; return }
        followedPageWidth = pageWidth
        // KVO calls its handler on the thread that changed the offset: the
        // main thread for a scroll view (see UIKitCallback).
        followObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
            _ = self?.deliver(.contentOffsetChanged(scrollView))
        }
    }

    /// Moves the indicator for a paging scroll view's current offset (call it
    /// from that scroll view's `scrollViewDidScroll` instead of ``follow(_:pageWidth:)``
    /// if you prefer). `pageWidth` defaults to the scroll view's width.
    public func followScroll(of scrollView: UIScrollView, pageWidth: CGFloat? = nil) {
        guard let state = driver.follow(offset: scrollView.contentOffset.x, pageWidth: pageWidth,
                                        scrollViewWidth: scrollView.bounds.width,
                                        contentWidth: scrollView.contentSize.width) else { return }
        onProgress?(state)
    }
}
#endif
