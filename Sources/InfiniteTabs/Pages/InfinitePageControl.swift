#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Page dots for looping controls: a `UIPageControl` kept in step with an
/// ``InfinitePageViewController`` or an ``InfinitePickerView``.
///
/// - The dot lit follows the pages frame by frame: during a swipe the dot of
///   the page it heads to lights once the swipe passes half a page
///   (`PageDots.switchProgress`); crossing the seam from the last page to
///   the first lights the first dot; a programmatic move lights its target
///   at once (`PageDots.dot(for:count:)`).
/// - Tapping a dot turns the pages the shortest way round (a tap during a
///   transition is kept and carried out when they rest), reported by the
///   pages' `onSelect` as the user's change. On the picker it slides to the
///   option and reports it through the picker's `onSelect`, delegate and
///   `.valueChanged` once it settles, as a swipe does.
/// - The number of dots follows the number of pages or options, also after a
///   reload. With one page or none the dots hide (`hidesForSinglePage`, on by
///   default here).
///
/// ```swift
/// let dots = InfinitePageControl()
/// dots.attach(to: pages)   // an InfinitePageViewController
/// ```
///
/// Or let the page controller place one for you:
/// ``InfinitePageViewController/showsPageControl``. The
/// control's own features (`backgroundStyle`, `allowsContinuousInteraction`,
/// custom indicator images) are available on ``pageControl``.
@MainActor
public final class InfinitePageControl: UIView {
    /// The dots. Style them freely (colours, `backgroundStyle`); do
    /// not change `numberOfPages` or `currentPage`, which follow the control
    /// attached.
    public let pageControl = UIPageControl()

    private weak var pages: InfinitePageViewController?
    private weak var picker: InfinitePickerView?
    private lazy var dotTarget = ActionTarget { [weak self] in self?.dotTapped() }

    /// Creates page dots, not attached to anything yet (no dots).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates page dots from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        pageControl.hidesForSinglePage = true
        pageControl.numberOfPages = 0
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        dotTarget.add(to: pageControl, for: .valueChanged)
        addSubview(pageControl)
        NSLayoutConstraint.activate([
            pageControl.leadingAnchor.constraint(equalTo: leadingAnchor),
            pageControl.trailingAnchor.constraint(equalTo: trailingAnchor),
            pageControl.topAnchor.constraint(equalTo: topAnchor),
            pageControl.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// The size of the dots for the current number of pages.
    public override var intrinsicContentSize: CGSize { pageControl.intrinsicContentSize }

    /// The look of the dots' background (the
    /// `UIPageControl` default, `.automatic`, until set).
    public var backgroundStyle: UIPageControl.BackgroundStyle {
        get { pageControl.backgroundStyle }
        set { pageControl.backgroundStyle = newValue }
    }

    /// Follows `pages` from now on (and stops following anything else).
    /// Several controls may follow the same pages.
    public func attach(to pages: InfinitePageViewController) {
        detach()
        self.pages = pages
        pages.pageControlObservers[ObjectIdentifier(self)] = { [weak self, weak pages] state in
            guard let self, let pages else { return }
            self.show(count: pages.numberOfPages, dot: PageDots.dot(for: state, count: pages.numberOfPages))
        }
        show(count: pages.numberOfPages, dot: PageDots.dot(for: pages.pagingState, count: pages.numberOfPages))
    }

    /// Follows the option picker `picker` from now on (and stops following
    /// anything else): the dot of the option nearest the centre is lit
    /// (`PickerScrollDriver.currentItem`), so it switches at half a page, as
    /// for the pages; an exact tie goes to the page with the larger content
    /// offset.
    public func attach(to picker: InfinitePickerView) {
        detach()
        self.picker = picker
        picker.pageControlObservers[ObjectIdentifier(self)] = { [weak self, weak picker] item in
            guard let self, let picker else { return }
            self.show(count: picker.itemCount, dot: item)
        }
        show(count: picker.itemCount, dot: picker.selectedIndex)
    }

    /// Stops following; the dots stay as they are.
    public func detach() {
        pages?.pageControlObservers[ObjectIdentifier(self)] = nil
        picker?.pageControlObservers[ObjectIdentifier(self)] = nil
        pages = nil
        picker = nil
    }

    private func show(count: Int, dot: Int) {
        let display = PageDots.display(count: count, dot: dot)
        if SettingSync.needsWrite(current: pageControl.numberOfPages, wanted: display.numberOfPages) {
            pageControl.numberOfPages = display.numberOfPages
            invalidateIntrinsicContentSize()
        }
        if let page = display.currentPage, SettingSync.needsWrite(current: pageControl.currentPage, wanted: page) {
            pageControl.currentPage = page
        }
    }

    private func dotTapped() {
        let tapped = pageControl.currentPage
        if let pages {
            if let index = PageDots.selection(forTapped: tapped, current: pages.targetIndex, count: pages.numberOfPages) {
                pages.selectForUser(index)
            }
            show(count: pages.numberOfPages, dot: PageDots.dot(for: pages.pagingState, count: pages.numberOfPages))
        } else if let picker {
            if let index = PageDots.selection(forTapped: tapped, current: picker.selectedIndex, count: picker.itemCount) {
                picker.selectForUser(index)
            }
        }
    }
}
#endif
