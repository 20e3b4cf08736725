// The picker measuring its view and configuring the driver for its size, direction and options.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    func refresh(_ refresh: ViewRefresh) {
        switch refresh {
        case .none: break
        case .layout, .measure: reconfigure(selectedIndex: driver.selectedIndex)
        }
    }

    func reconfigure(selectedIndex: Int) {
        let length = axis.along(bounds.size)
        let width = PickerPageLayout.pageWidth(requested: pageWidth, viewWidth: length)
        scrollView.frame = PickerPageLayout.scrollViewFrame(pageLength: width, viewSize: bounds.size, axis: axis)
        scrollView.clipsToBounds = PickerPageLayout.clipsPages(pageWidth: width, viewWidth: length)
        apply(driver.configure(itemCount: itemCount, pageWidth: width, visibleWidth: length,
                               direction: axis.layoutDirection(LayoutDirection(effectiveUserInterfaceLayoutDirection)),
                               selectedIndex: selectedIndex))
        scrollView.isScrollEnabled = driver.isScrollEnabled
        focusEffect = KeyboardFocus.halo(around: scrollView.frame) // the keyboard's focus: around the selected option
        updateAccessibilityValue()
    }
}
#endif
