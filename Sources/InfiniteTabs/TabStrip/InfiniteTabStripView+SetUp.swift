// The tab strip's one-time set-up, and the UIKit callbacks it receives (the followed scroll view, accessibility settings).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// Wires the collection view, the indicator, the observers and the interactions, once, from either initialiser.
    func setUp() {
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        collectionView.alwaysBounceVertical = false
        collectionView.scrollsToTop = false
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(InfiniteTabCell.self, forCellWithReuseIdentifier: InfiniteTabCell.reuseIdentifier)
        collectionDelegate.strip = self
        collectionView.dataSource = collectionDelegate
        collectionView.delegate = collectionDelegate
        collectionView.accessibilityElementsHidden = true
        // The strip is one focus group whose only focusable cell is the
        // selected tab's centred copy (see `TabStripDriver.focusableCell`).
        collectionView.allowsFocus = true
        focusGroupIdentifier = KeyboardFocus.groupIdentifier("strip")
        // Named on the collection view too: a scroll view may be a focus group of its own (WWDC21).
        collectionView.focusGroupIdentifier = focusGroupIdentifier
        addSubview(collectionView)
        indicatorView.isUserInteractionEnabled = false
        indicatorView.isAccessibilityElement = false
        collectionView.addSubview(indicatorView)
        styleIndicator()
        driver.host = collectionHost
        reduceMotion = ReduceMotionSetting { [weak self] reduced in self?.driver.prefersReducedMotion = reduced }
        observers.observe(UIAccessibility.voiceOverStatusDidChangeNotification) { [weak self] in
            _ = self?.deliver(.notification(UIAccessibility.voiceOverStatusDidChangeNotification))
        }
        observers.observe(UIAccessibility.buttonShapesEnabledStatusDidChangeNotification) { [weak self] in
            _ = self?.deliver(.notification(UIAccessibility.buttonShapesEnabledStatusDidChangeNotification))
        }
        isAccessibilityElement = false
        accessibilityTraits = .infiniteTabBar
        pointerHover = PointerHover.install(on: self) { [weak self] point in self?.tabCell(at: point) }
        largeContent = StripLargeContent.install(on: self)
    }
}

extension InfiniteTabStripView: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        switch callback {
        case .contentOffsetChanged(let scrollView):
            followScroll(of: scrollView, pageWidth: followedPageWidth)
        case .notification(UIAccessibility.voiceOverStatusDidChangeNotification):
            refresh(driver.voiceOverStatusChanged(isRunning: UIAccessibility.isVoiceOverRunning))
        case .notification(UIAccessibility.buttonShapesEnabledStatusDidChangeNotification):
            legibilitySettingChanged()
        default:
            return false
        }
        return true
    }
}
#endif
