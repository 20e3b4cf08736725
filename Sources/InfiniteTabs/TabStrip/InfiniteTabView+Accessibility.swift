#if canImport(UIKit)
import UIKit

/// One VoiceOver element per item of an ``InfiniteTabView`` (never one per
/// copy). Its frame is the item's copy nearest the centre of the strip.
@MainActor
final class InfiniteTabAccessibilityElement: UIAccessibilityElement {
    let index: Int
    weak var tabView: InfiniteTabView?

    init(tabView: InfiniteTabView, index: Int) {
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

    override func accessibilityActivate() -> Bool {
        runOnMainActor {
            guard let tabView else { return false }
            tabView.driver.tapItem(index)
            return true
        }
    }
}

extension InfiniteTabView {
    /// The strip is a VoiceOver container of exactly `items.count` elements.
    public override func accessibilityElementCount() -> Int { driver.itemCount }

    /// The element of item `index`, created on first use.
    public override func accessibilityElement(at index: Int) -> Any? {
        guard index >= 0, index < driver.itemCount else { return nil }
        if let element = accessibilityCache[index] { return element }
        let element = InfiniteTabAccessibilityElement(tabView: self, index: index)
        accessibilityCache[index] = element
        configureAccessibility(element)
        return element
    }

    /// The item index of one of this strip's elements (`NSNotFound` otherwise).
    public override func index(ofAccessibilityElement element: Any) -> Int {
        (element as? InfiniteTabAccessibilityElement)?.index ?? NSNotFound
    }

    func refreshAccessibilitySelection() {
        for element in accessibilityCache.values { configureAccessibility(element) }
    }

    private func configureAccessibility(_ element: InfiniteTabAccessibilityElement) {
        let i = element.index
        element.accessibilityLabel = items.indices.contains(i) ? items[i].spokenLabel : nil
        element.accessibilityTraits = driver.isSelected(i) ? [.infiniteButton, .infiniteSelected] : .infiniteButton
    }
}
#endif
