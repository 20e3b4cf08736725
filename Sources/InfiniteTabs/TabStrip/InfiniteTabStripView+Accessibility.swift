#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// One VoiceOver element per item of an ``InfiniteTabStripView`` (never one per
/// copy). Its frame is the item's copy nearest the centre of the strip;
/// focusing it brings that copy on screen.
@MainActor
final class InfiniteTabAccessibilityElement: UIAccessibilityElement {
    let index: Int
    weak var tabView: InfiniteTabStripView?

    init(tabView: InfiniteTabStripView, index: Int) {
        self.index = index
        self.tabView = tabView
        super.init(accessibilityContainer: tabView)
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get {
            guard let tabView else { return .zero }
            let frame = tabView.driver.accessibilityFrame(ofItem: index)
            return frame.rect(height: tabView.bounds.height)
        }
        set {}
    }

    // VoiceOver calls these on the main thread (see UIKitCallback).

    /// VoiceOver focused this tab (a touch, or the next or previous
    /// element): the driver scrolls its copy on screen when it is not
    /// (`TabStripDriver.accessibilityFocus(item:)`).
    override func accessibilityElementDidBecomeFocused() {
        _ = deliver(.focus)
    }

    /// VoiceOver moved on: the strip stops keeping this tab in view
    /// (`TabStripDriver.accessibilityFocusLost(item:)`).
    override func accessibilityElementDidLoseFocus() {
        _ = deliver(.loseFocus)
    }

    override func accessibilityActivate() -> Bool {
        deliver(.activate)
    }
}

extension InfiniteTabAccessibilityElement: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        guard let tabView else { return false }
        switch callback {
        case .focus:
            let update = tabView.driver.accessibilityFocus(item: index)
            tabView.apply(update)
            return update.offset != nil
        case .loseFocus: tabView.driver.accessibilityFocusLost(item: index)
        case .activate: tabView.apply(tabView.driver.tapItem(index))
        default: return false
        }
        return true
    }
}

extension InfiniteTabStripView {
    /// The element of item `index` (see ``accessibilityElement(at:)``).
    func tabElement(at index: Int) -> Any? {
        guard driver.content(ofItem: index, availableItems: items.count) != nil else { return nil }
        if let element = accessibilityCache[index] { return element }
        let element = InfiniteTabAccessibilityElement(tabView: self, index: index)
        accessibilityCache[index] = element
        configureAccessibility(element)
        return element
    }

    func refreshAccessibilitySelection() {
        for element in accessibilityCache.values { configureAccessibility(element) }
    }

    private func configureAccessibility(_ element: InfiniteTabAccessibilityElement) {
        let content = driver.content(ofItem: element.index, availableItems: items.count)
        element.accessibilityLabel = content.map { items[$0.item].spokenLabel }
        element.accessibilityValue = content.flatMap { items[$0.item].badge?.spokenText(dotText: appearance.dotBadgeSpokenText) }
        element.accessibilityTraits = content?.isSelected == true ? [.infiniteButton, .infiniteSelected] : .infiniteButton
    }
}
#endif
