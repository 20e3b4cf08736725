#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

// The banner carousel side of the page controller: auto-scroll ticks, item
// transforms and the page dots it places itself. Decisions come from the
// core (PagesDriver.autoScrollTick, ItemTransform, PageDots).

extension InfinitePageViewController {
    /// What the user's drag of the pages does to ``autoScrollInterval``'s
    /// turns: ``AutoScrollDragBehavior/pause`` (the default) waits while
    /// the finger is down and the pages move, then counts a full interval;
    /// ``AutoScrollDragBehavior/cancel`` stops the turns at the first drag
    /// until the app sets ``autoScrollInterval`` again (the same value
    /// restarts it). A touch that does not drag only pauses either way.
    public var autoScrollOnDrag: AutoScrollDragBehavior {
        get { autoScroller.dragBehavior }
        set { autoScroller.dragBehavior = newValue }
    }

    /// The page dots shown by ``showsPageControl``, nil while it is off.
    public var pageControl: InfinitePageControl? { ownPageControl }

    /// The page view controller's inner scroll view (nil before the view loads).
    var innerScrollView: UIScrollView? {
        guard let pages = pageViewController.viewIfLoaded else { return nil }
        for case let scrollView as UIScrollView in pages.subviews { return scrollView }
        return nil
    }

    /// One timer tick: reads what pauses the carousel and lets the driver
    /// decide. Reduce Motion reaches the driver through its own
    /// `prefersReducedMotion` (the system setting or ``prefersReducedMotion``).
    func autoScrollTick(_ clock: inout AutoScroll, now: TimeInterval) {
        let scrollView = innerScrollView
        let conditions = AutoScrollConditions(
            isTouched: scrollView.map { $0.isTracking || $0.isDragging || $0.isDecelerating } ?? false,
            isOnScreen: viewIfLoaded?.window != nil && viewIfLoaded?.isHidden == false,
            isInForeground: autoScroller.appIsActive,
            isVoiceOverRunning: UIAccessibility.isVoiceOverRunning)
        apply(driver.autoScrollTick(&clock, now: now, conditions: conditions).outcome)
    }

    /// Applies ``itemTransform`` to every loaded page in the inner scroll view.
    func applyItemTransform() {
        guard let scrollView = innerScrollView else { return }
        applyItemTransform(in: scrollView)
    }

    /// Applies ``itemTransform`` to every loaded page for the scroll view's
    /// offset (the pass ``ItemTransform/pass(viewsCarryLook:)`` gives:
    /// nothing, the looks, or the identity look once after the transform
    /// was turned off).
    func applyItemTransform(in scrollView: UIScrollView) {
        let transform = itemTransform
        switch transform.pass(viewsCarryLook: carriesItemTransform) {
        case .skip: return
        case .apply: carriesItemTransform = true
        case .reset: carriesItemTransform = false
        }
        let offset = axis.along(scrollView.contentOffset)
        let length = axis.along(scrollView.bounds.size)
        driver.store.forEachAlivePage { page in
            guard let view = page.viewIfLoaded else { return }
            let look: ItemAppearance
            if transform.isIdentity || !view.isDescendant(of: scrollView) {
                look = .identity
            } else {
                let start = axis.along(view.convert(CGPoint.zero, to: scrollView))
                look = transform.appearance(atDistance: PageProgress.distanceFromCenter(pageStart: start, offset: offset,
                                                                                        pageLength: length))
            }
            view.alpha = look.alpha
            view.layer.sublayerTransform = CATransform3D(look, axis: axis)
        }
    }

    /// Adds or removes the page dots placed by ``showsPageControl``.
    func updateOwnPageControl() {
        guard showsPageControl else {
            pageControl?.detach()
            pageControl?.removeFromSuperview()
            setOwnPageControl(nil)
            return
        }
        guard pageControl == nil else { return }
        let dots = InfinitePageControl()
        dots.translatesAutoresizingMaskIntoConstraints = false
        if axis == .vertical {
            // Dots running top to bottom: UIPageControl's own direction from
            // iOS 16, a quarter turn before.
            if #available(iOS 16.0, *) {
                dots.pageControl.direction = .topToBottom
            } else {
                dots.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }
        }
        setOwnPageControl(dots)
        dots.attach(to: self)
        placeOwnPageControl()
    }

    /// Puts the dots placed by ``showsPageControl`` into the view once it exists.
    func placeOwnPageControl() {
        guard let dots = pageControl, let view = viewIfLoaded, dots.superview !== view else { return }
        view.addSubview(dots)
        let guide = view.safeAreaLayoutGuide
        if axis == .vertical {
            NSLayoutConstraint.activate([
                dots.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                dots.centerXAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            ])
        } else {
            NSLayoutConstraint.activate([
                dots.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
                dots.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            ])
        }
    }
}

extension CATransform3D {
    /// The layer transform of an item's look: its scale, and its tilt as a
    /// rotation about the axis across the paging direction, in perspective.
    @MainActor
    init(_ look: ItemAppearance, axis: ScrollAxis) {
        var t = CATransform3DIdentity
        if look.tilt != 0 {
            t.m34 = -1 / 500
            t = axis == .horizontal
                ? CATransform3DRotate(t, look.tilt, 0, 1, 0)
                : CATransform3DRotate(t, -look.tilt, 1, 0, 0)
        }
        self = CATransform3DScale(t, look.scale, look.scale, 1)
    }
}
#endif
