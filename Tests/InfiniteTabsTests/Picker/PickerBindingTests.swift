import XCTest
import InfiniteTabsCore
import TestSupport

/// The SwiftUI picker's two-way binding, played out against the real picker
/// driver and a fake scroll view: no change is ever written back to where it
/// came from.
final class PickerBindingTests: XCTestCase {
    func testARoundTripNeverLoops() { onMain {
        let driver = PickerDriverHarness()
        let host = FakeScrollHost(width: 100)
        host.onDidScroll = { driver.didScroll() }
        host.onAnimationEnd = { driver.didEndScrollingAnimation() }
        driver.host = host
        var binding = 0
        var writes: [Int] = []
        // The representable's coordinator: user changes go to the binding.
        driver.onCommand = { command in
            guard case .notify(let index) = command else { return }
            if let value = SelectionBinding.valueToWrite(settled: index, bound: binding, target: driver.selectedIndex) {
                binding = value
                writes.append(value)
            }
        }
        driver.configure(itemCount: 4, pageWidth: 100, visibleWidth: 100, direction: .leftToRight)
        // updateUIView after the app set the binding to 3: the picker moves, nothing is written.
        binding = 3
        if case .select(let i, let animated) = SelectionBinding.update(bound: binding, target: driver.selectedIndex,
                                                                       count: 4, itemsChanged: false, animated: true) {
            driver.setSelectedIndex(i, animated: animated)
        }
        host.finishAnimation()
        XCTAssertEqual(driver.selectedIndex, 3)
        XCTAssertEqual(writes, [])
        // The user taps: one write; the following updateUIView selects nothing.
        driver.tap()
        host.finishAnimation()
        XCTAssertEqual(writes, [0])
        XCTAssertEqual(SelectionBinding.update(bound: binding, target: driver.selectedIndex, count: 4, itemsChanged: false,
                                               animated: true), .keep)
    } }

    func testAutoAdvanceRunsOnlyOnScreenWithAUsableInterval() {
        XCTAssertEqual(PickerScrollDriver.autoAdvanceInterval(2, isOnScreen: true), 2)
        XCTAssertNil(PickerScrollDriver.autoAdvanceInterval(2, isOnScreen: false))
        for bad in [0, -1, TimeInterval.nan, .infinity] { XCTAssertNil(PickerScrollDriver.autoAdvanceInterval(bad, isOnScreen: true)) }
        XCTAssertNil(PickerScrollDriver.autoAdvanceInterval(nil, isOnScreen: true))
    }
}
