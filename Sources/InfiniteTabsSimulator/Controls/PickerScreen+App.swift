// What the app, the system and VoiceOver do to the simulated picker: selections, reloads, screen and motion changes, ticks, adjustments.
#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

extension PickerScreen {
    /// `select(_:animated:)`.
    package func select(_ index: Int, animated: Bool) {
        note("select \(index)\(animated ? " animated" : "")")
        picker.select(index, animated: animated)
        endEvent()
    }

    /// New options (titled by index), a new length, page length or layout
    /// direction; the selection is kept as the picker keeps it.
    package func reload(itemCount: Int? = nil, viewWidth: CGFloat? = nil, pageWidth: CGFloat?? = nil,
                        direction: LayoutDirection? = nil) {
        note("reload")
        if let n = itemCount { picker.setItems(Array(0..<Swift.max(0, n))) }
        if let w = viewWidth {
            host.size = axis == .horizontal ? CGSize(width: w, height: host.size.height) : CGSize(width: host.size.width, height: w)
        }
        if let p = pageWidth { picker.pageWidth = p }
        if let d = direction { device.setTraits(layoutDirection: d == .rightToLeft ? .rightToLeft : .leftToRight) }
        endEvent()
    }

    /// The picker leaves its window or comes back.
    package func setOnScreen(_ onScreen: Bool) {
        note(onScreen ? "on screen" : "off screen")
        if onScreen { host.view.addSubview(picker) } else { picker.removeFromSuperview() }
        endEvent()
    }

    /// The system's Reduce Motion setting changes.
    package func setReducedMotion(_ reduced: Bool) {
        note(reduced ? "reduce motion on" : "reduce motion off")
        device.setReduceMotion(reduced)
        events += 1
    }

    /// The auto-advance timer fires once: the picker's real timer, set to one
    /// frame and turned off again after it (runs one frame).
    package func autoAdvanceTick() {
        note("tick")
        picker.autoScrollInterval = 1 / framesPerSecond
        frame()
        picker.autoScrollInterval = nil
    }

    /// VoiceOver's swipe up (increment) or down (decrement) on the picker.
    package func voiceOverAdjust(up: Bool) {
        note(up ? "VoiceOver increment" : "VoiceOver decrement")
        if up { picker.accessibilityIncrement() } else { picker.accessibilityDecrement() }
        endEvent()
    }
}
#endif
