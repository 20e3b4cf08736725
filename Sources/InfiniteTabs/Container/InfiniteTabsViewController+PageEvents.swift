// The container reacting to its pages: settled items and state changes passed to the link, the delegate and the callbacks.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    /// The pages reported `event` (called by ``pageController`` while this
    /// container is alive).
    func pagesDidReport(_ event: PagesEvent) {
        switch event {
        case .stateChanged(let state):
            pagesDidChangeState(state)
        case .selectTab:
            break // the strip selects from the state at rest
        case .selectionSettled:
            break
        case .userSelected(let index):
            delegate?.infiniteTabsViewController(self, didSelectItemAt: index)
            onSelect?(index)
        case .reloaded(let count, let selected):
            delegate?.infiniteTabsViewControllerDidReload(self)
            delegate?.infiniteTabsViewController(self, didReloadWith: count, selectedIndex: selected)
            onReload?(count, selected)
        }
    }

    /// What VoiceOver calls tab `index` when its page comes: the item's
    /// accessibility label or title; nil out of range.
    func voiceOverName(ofTab index: Int) -> String? {
        guard items.indices.contains(index) else { return nil }
        return items[index].accessibilityLabel ?? items[index].title
    }

    /// The strip's selected tab was tapped again at rest: the delegate, then
    /// ``onReselect`` (the owner may let go of this container in either).
    func tabReselected(_ index: Int) {
        delegate?.infiniteTabsViewController(self, didReselectItemAt: index)
        onReselect?(index)
    }

    /// The pages reported a state change: the strip's driver (the one the
    /// link joined to the pages) moves the strip, then the delegate is told,
    /// then ``onProgress``.
    func pagesDidChangeState(_ state: PagingState) {
        if link != nil { tabStrip.apply(tabStrip.driver.showPages(state)) }
        headerSawState(state)
        delegate?.infiniteTabsViewController(self, didUpdate: state)
        onProgress?(state)
    }
}
#endif
