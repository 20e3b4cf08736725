// The container's collapsing header: installing it, insetting the pages, following the page on screen and placing header and strip.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    func headerViewChanged(from old: UIView?) {
        guard old !== headerView else { return }
        old?.removeFromSuperview()
        guard isViewLoaded else { return }
        if headerView == nil {
            headerClip?.isHidden = true
            headerFollower.stop()
            resetTransforms()
            insetLoadedPages(removing: true)
            repinStrip()
        } else {
            installHeader()
        }
    }

    func headerHeightsChanged() {
        collapsingHeader = collapsingHeader.resized(headerHeight: headerHeight, minimumHeaderHeight: minimumHeaderHeight)
        guard isViewLoaded, headerView != nil else { return }
        repinStrip()
        insetLoadedPages()
        placeHeader()
    }

    /// Puts the header in its clipping view under the strip and lays the
    /// pages out under both.
    func installHeader() {
        guard let header = headerView else { return }
        let clip = headerClip ?? UIView()
        if headerClip == nil {
            clip.clipsToBounds = true
            headerClip = clip
        }
        if clip.superview == nil {
            // Under the strip, unless the strip is in the navigation bar.
            if tabStrip.superview === view { view.insertSubview(clip, belowSubview: tabStrip) } else { view.addSubview(clip) }
        }
        clip.isHidden = false
        header.translatesAutoresizingMaskIntoConstraints = true
        header.autoresizingMask = []
        clip.addSubview(header)
        collapsingHeader = collapsingHeader.resized(headerHeight: headerHeight, minimumHeaderHeight: minimumHeaderHeight)
        repinStrip()
        view.setNeedsLayout()
    }

    private func repinStrip() {
        pinnedPosition = nil
        applyOptions()
    }

    /// Gives the scroll view of every loaded page the header's top inset
    /// (keeping each page's content in place), and each page not followed
    /// the offset that keeps the strip where it is
    /// (`CollapsingHeader.offsetForShownPage(offset:topInset:)`). At a
    /// move's start and at rest, never per frame.
    func insetLoadedPages(removing: Bool = false) {
        let inset = removing ? 0 : collapsingHeader.pageTopInset(stripHeight: options.tabStripPosition == .top ? stripHeight : 0)
        for page in pageController.loadedViewControllers where page.isViewLoaded {
            guard let scrollView = InfinitePageViewController.scrollView(of: page) else { continue }
            if scrollView.contentInset.top != inset {
                let old = scrollView.adjustedContentInset.top
                scrollView.contentInset.top = inset
                if let y = CollapsingHeader.offset(keepingScrollOf: scrollView.contentOffset.y, from: old,
                                                    to: scrollView.adjustedContentInset.top) {
                    scrollView.contentOffset.y = y
                }
            }
            guard !removing, scrollView !== headerFollower.scrollView,
                  let y = collapsingHeader.offsetForShownPage(offset: scrollView.contentOffset.y,
                                                              topInset: scrollView.adjustedContentInset.top) else { continue }
            scrollView.contentOffset.y = y
        }
    }

    /// Follows the scroll view of the page on screen when it changed.
    func followCurrentPage() {
        guard headerView != nil, let scrollView = pageController.currentScrollView,
              scrollView !== headerFollower.scrollView else { return }
        headerFollower.stop()
        insetLoadedPages()
        collapsingHeader.follow(offset: scrollView.contentOffset.y, topInset: scrollView.adjustedContentInset.top)
        headerFollower.follow(scrollView)
    }

    /// The followed page scrolled: the header collapses or comes back.
    func followedPageScrolled(_ scrollView: UIScrollView) {
        if collapsingHeader.pageScrolled(offset: scrollView.contentOffset.y, topInset: scrollView.adjustedContentInset.top) {
            placeHeader()
        }
    }

    /// Frames and translations only: the clip's height, the header's
    /// origin, the strip moved up by the collapse (no layout of the
    /// container, the header or the strip).
    func placeHeader() {
        guard let header = headerView, let clip = headerClip, isViewLoaded else { return }
        let width = view.bounds.width, top = view.safeAreaInsets.top
        clip.frame = CGRect(x: 0, y: top, width: width, height: collapsingHeader.height)
        header.frame = CGRect(x: 0, y: -collapsingHeader.collapse, width: width, height: collapsingHeader.expandedHeight)
        let shift = options.tabStripPosition == .top ? -collapsingHeader.collapse : 0
        let transform = CGAffineTransform(translationX: 0, y: shift)
        tabStrip.transform = transform
        stripBackground.transform = transform
    }

    private func resetTransforms() {
        tabStrip.transform = .identity
        stripBackground.transform = .identity
    }

    /// A state change of the pages: a move between two other pages than
    /// the last insets them (the neighbour or the tab's target gets the
    /// offset that keeps the strip in place); rest follows the page shown.
    func headerSawState(_ state: PagingState) {
        guard headerView != nil else { return }
        if let move = state.move {
            guard headerFollower.lastMove?.from != move.from || headerFollower.lastMove?.to != move.to else { return }
            headerFollower.lastMove = (move.from, move.to)
            insetLoadedPages()
        } else {
            headerFollower.lastMove = nil
            followCurrentPage()
        }
    }
}

/// Observes the scroll view of the page on screen for the container's
/// collapsing header (key-value observation of `contentOffset`).
@MainActor
final class HeaderFollower {
    weak var container: InfiniteTabsViewController?
    private(set) weak var scrollView: UIScrollView?
    private var observation: NSKeyValueObservation?
    /// The ends of the move last seen, so pages are inset once per move.
    var lastMove: (from: Int, to: Int)?

    func follow(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        // KVO calls its handler on the thread that changed the offset: the
        // main thread for a scroll view (see UIKitCallback).
        observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
            _ = self?.deliver(.contentOffsetChanged(scrollView))
        }
    }

    func stop() {
        observation = nil
        scrollView = nil
    }
}

extension HeaderFollower: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        guard case .contentOffsetChanged(let scrollView) = callback, scrollView === self.scrollView else { return false }
        container?.followedPageScrolled(scrollView)
        return true
    }
}
#endif
