import Foundation
import InfiniteTabsCore

/// A `PickerScrollDriver` whose commands are applied the way `InfinitePickerView.apply(_:)` applies them, to the driver's
/// (fake) host: each command is handed to ``onCommand``, then its offset write is made (its re-entrant scroll callbacks
/// ignored, as the view ignores them). It forwards the driver's events under their own names and reads the driver's
/// properties, so a test reads as if it drove the driver alone.
@MainActor @dynamicMemberLookup
final class PickerDriverHarness {
    let driver = PickerScrollDriver()
    var onCommand: ((PickerCommand) -> Void)?
    private var isWritingOffset = false

    init() {}

    subscript<T>(dynamicMember keyPath: KeyPath<PickerScrollDriver, T>) -> T { driver[keyPath: keyPath] }

    subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<PickerScrollDriver, T>) -> T {
        get { driver[keyPath: keyPath] }
        set { driver[keyPath: keyPath] = newValue }
    }

    /// Applies one event's commands as the picker view does.
    func apply(_ commands: PickerCommands) {
        for command in commands {
            onCommand?(command)
            guard let host = driver.host else { continue }
            isWritingOffset = true
            switch command {
            case .setOffset(let x, let animated): host.setOffsetAlongAxis(x, animated: animated)
            case .recentered(let dx, _): host.recenterOffsetAlongAxis(host.offsetAlongAxis + dx)
            default: break
            }
            isWritingOffset = false
        }
    }

    func configure(itemCount: Int, pageWidth: CGFloat, visibleWidth: CGFloat, direction: LayoutDirection,
                   selectedIndex: Int? = nil) {
        apply(driver.configure(itemCount: itemCount, pageWidth: pageWidth, visibleWidth: visibleWidth, direction: direction,
                               selectedIndex: selectedIndex))
    }

    /// The picker's on-screen state (setting false ends an animated move at once).
    var isOnScreen: Bool {
        get { driver.isOnScreen }
        set { apply(driver.setOnScreen(newValue)) }
    }

    func didScroll() {
        guard !isWritingOffset else { return }
        apply(driver.didScroll())
    }

    func didScroll(in scrollView: ScrollHost) {
        guard !isWritingOffset else { return }
        apply(driver.didScroll(in: scrollView))
    }

    func didEndScrollingAnimation() {
        guard !isWritingOffset else { return }
        apply(driver.didEndScrollingAnimation())
    }

    func willBeginDragging() { apply(driver.willBeginDragging()) }

    /// The finger lifted: the offset to stop at.
    func willEndDragging(velocity: CGFloat) -> CGFloat {
        let (target, commands) = driver.willEndDragging(velocity: velocity)
        apply(commands)
        return target
    }

    func didEndDragging(willDecelerate: Bool) { apply(driver.didEndDragging(willDecelerate: willDecelerate)) }
    func didEndDecelerating() { apply(driver.didEndDecelerating()) }
    func tap(at position: CGFloat) { apply(driver.tap(at: position)) }
    func tap() { apply(driver.tap()) }
    func setSelectedIndex(_ index: Int, animated: Bool, byUser: Bool = false) {
        apply(driver.setSelectedIndex(index, animated: animated, byUser: byUser))
    }

    /// The auto-advance timer fired: whether the picker stepped.
    @discardableResult
    func autoAdvanceTick() -> Bool {
        let commands = driver.autoAdvanceTick()
        apply(commands)
        return !commands.isEmpty
    }

    func accessibilityIncrement() { apply(driver.accessibilityIncrement()) }
    func accessibilityDecrement() { apply(driver.accessibilityDecrement()) }

    /// VoiceOver's double tap: whether the picker took it.
    @discardableResult
    func accessibilityActivate() -> Bool {
        guard let commands = driver.accessibilityActivate() else { return false }
        apply(commands)
        return true
    }

    func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh { driver.viewChanged(metrics) }
    func forgetViewMetrics() { driver.forgetViewMetrics() }
    func touchGoesToScrollView(hitPickerItself: Bool) -> Bool { driver.touchGoesToScrollView(hitPickerItself: hitPickerItself) }
}
