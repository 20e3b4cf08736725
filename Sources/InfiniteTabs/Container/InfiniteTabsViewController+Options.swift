// The container applying its options: the strip's style, position and height, and the constraints that place it.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    /// Applies what `ContainerOptionsUpdate.plan(isViewLoaded:pinnedPosition:wanted:)`
    /// says can and must be applied now.
    func applyOptions() {
        let update = ContainerOptionsUpdate.plan(isViewLoaded: isViewLoaded, pinnedPosition: pinnedPosition,
                                                 wanted: options.tabStripPosition)
        if update.contains(.pages) {
            pageController.loops = options.loops
            link?.animatesTaps = options.animatesTabTaps
        }
        if update.contains(.strip) {
            stripBackground.backgroundColor = options.tabStripBackgroundColor
            showStripEffect(options.tabStripBackgroundEffect)
            assign(\.separatorColor, options.tabStripSeparatorColor)
            assign(\.indicatorEdge, options.tabStripPosition.edgeFacingPages)
            heightConstraint?.constant = stripHeight
            // Only what changed: each of these lays the strip out again.
            assign(\.loops, options.loops)
            assign(\.widthMode, options.tabWidthMode)
            assign(\.spacing, options.tabSpacing)
            assign(\.appearance, options.tabAppearance)
            assign(\.indicatorStyle, options.indicatorStyle)
        }
        if update.contains(.position) {
            NSLayoutConstraint.deactivate(positionConstraints)
            moveStrip(toNavigationBar: options.tabStripPosition.isInNavigationBar)
            positionConstraints = constraints(for: options.tabStripPosition)
            NSLayoutConstraint.activate(positionConstraints)
            pinnedPosition = options.tabStripPosition
        }
    }

    /// The requested strip height grown with the titles' text size, up to
    /// the bound `TabStripHeight` documents: the strip's natural height
    /// for the options' height and appearance.
    var stripHeight: CGFloat {
        InfiniteTabStripView.naturalHeight(base: options.tabStripHeight, appearance: options.tabAppearance, traits: traitCollection)
    }

    /// Fills the strip's background (the strip and the safe area beside it) with `effect`; nil removes it.
    private func showStripEffect(_ effect: UIVisualEffect?) {
        guard let effect else {
            stripEffectView?.removeFromSuperview()
            stripEffectView = nil
            return
        }
        if let stripEffectView { return stripEffectView.effect = effect }
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = stripBackground.bounds
        effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        effectView.isUserInteractionEnabled = false
        effectView.accessibilityElementsHidden = true
        stripBackground.addSubview(effectView)
        stripEffectView = effectView
    }

    private func assign<Value: Equatable>(_ property: ReferenceWritableKeyPath<InfiniteTabStripView, Value>, _ value: Value) {
        guard SettingSync.needsWrite(current: tabStrip[keyPath: property], wanted: value) else { return }
        tabStrip[keyPath: property] = value
    }

    /// Puts the strip in this controller's `navigationItem.titleView` (the
    /// navigation bar sizes it from its natural size), or back in the view.
    private func moveStrip(toNavigationBar inBar: Bool) {
        tabStrip.sizesToTabs = inBar
        if inBar {
            NSLayoutConstraint.deactivate(stripSides)
            tabStrip.removeFromSuperview()
            navigationItem.titleView = tabStrip
        } else if tabStrip.superview !== view {
            if navigationItem.titleView === tabStrip { navigationItem.titleView = nil }
            view.addSubview(tabStrip)
            NSLayoutConstraint.activate(stripSides)
        }
    }

    private func constraints(for position: TabStripPosition) -> [NSLayoutConstraint] {
        let pages = pageController.view!
        let guide = view.safeAreaLayoutGuide
        // With a header the pages start under it, at the top of the safe
        // area, and scroll under header and strip (see `CollapsingHeader`).
        let hasHeader = headerView != nil
        switch position {
        case .top:
            return [
                tabStrip.topAnchor.constraint(equalTo: guide.topAnchor, constant: hasHeader ? collapsingHeader.expandedHeight : 0),
                stripBackground.topAnchor.constraint(equalTo: view.topAnchor),
                stripBackground.bottomAnchor.constraint(equalTo: tabStrip.bottomAnchor),
                hasHeader ? pages.topAnchor.constraint(equalTo: guide.topAnchor)
                    : pages.topAnchor.constraint(equalTo: tabStrip.bottomAnchor),
                pages.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        case .bottom:
            return [
                tabStrip.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                stripBackground.topAnchor.constraint(equalTo: tabStrip.topAnchor),
                stripBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                hasHeader ? pages.topAnchor.constraint(equalTo: guide.topAnchor)
                    : pages.topAnchor.constraint(equalTo: view.topAnchor),
                pages.bottomAnchor.constraint(equalTo: tabStrip.topAnchor),
            ]
        case .navigationBar:
            // The strip is in the navigation bar: no background here, the pages fill the view.
            return [
                stripBackground.topAnchor.constraint(equalTo: view.topAnchor),
                stripBackground.heightAnchor.constraint(equalToConstant: 0),
                hasHeader ? pages.topAnchor.constraint(equalTo: guide.topAnchor)
                    : pages.topAnchor.constraint(equalTo: view.topAnchor),
                pages.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        }
    }
}
#endif
