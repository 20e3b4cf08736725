import XCTest
import InfiniteTabsCore

/// The SwiftUI picker's two-way binding, played out against the real picker
/// driver and a fake scroll view: no change is ever written back to where it
/// came from.
final class SelectionSyncTests: XCTestCase {
    func testBindingChangesSelectOnlyWhenDifferentAndInRange() {
        XCTAssertEqual(SelectionSync.bindingUpdated(binding: 2, control: 0, itemCount: 3, animated: true), .select(2, animated: true))
        XCTAssertEqual(SelectionSync.bindingUpdated(binding: 2, control: 2, itemCount: 3, animated: false), SelectionSync.Action.none)
        XCTAssertEqual(SelectionSync.bindingUpdated(binding: 3, control: 0, itemCount: 3, animated: false), SelectionSync.Action.none)
        XCTAssertEqual(SelectionSync.bindingUpdated(binding: -1, control: 0, itemCount: 3, animated: false), SelectionSync.Action.none)
        XCTAssertEqual(SelectionSync.userChanged(to: 1, binding: 0), .write(1))
        XCTAssertEqual(SelectionSync.userChanged(to: 1, binding: 1), SelectionSync.Action.none)
    }

    func testARoundTripNeverLoops() { onMain {
        let driver = PickerScrollDriver()
        let host = FakeScrollHost(width: 100)
        host.onDidScroll = { driver.didScroll() }
        host.onAnimationEnd = { driver.didEndScrollingAnimation() }
        driver.host = host
        var binding = 0
        var writes: [Int] = []
        // The representable's coordinator: user changes go to the binding.
        driver.onCommand = { command in
            guard case .notify(let index) = command else { return }
            if case .write(let value) = SelectionSync.userChanged(to: index, binding: binding) {
                binding = value
                writes.append(value)
            }
        }
        driver.configure(itemCount: 4, pageWidth: 100, visibleWidth: 100, direction: .leftToRight)
        // updateUIView after the app set the binding to 3: the picker moves, nothing is written.
        binding = 3
        if case .select(let i, let animated) = SelectionSync.bindingUpdated(binding: binding, control: driver.selectedIndex,
                                                                            itemCount: 4, animated: true) {
            driver.setSelectedIndex(i, animated: animated)
        }
        host.finishAnimation()
        XCTAssertEqual(driver.selectedIndex, 3)
        XCTAssertEqual(writes, [])
        // The user taps: one write; the following updateUIView selects nothing.
        driver.tap()
        host.finishAnimation()
        XCTAssertEqual(writes, [0])
        XCTAssertEqual(SelectionSync.bindingUpdated(binding: binding, control: driver.selectedIndex, itemCount: 4, animated: true),
                       SelectionSync.Action.none)
    } }

    func testAutoAdvanceRunsOnlyOnScreenWithAUsableInterval() {
        XCTAssertEqual(SelectionSync.autoAdvanceInterval(2, isOnScreen: true), 2)
        XCTAssertNil(SelectionSync.autoAdvanceInterval(2, isOnScreen: false))
        for bad in [0, -1, TimeInterval.nan, .infinity] { XCTAssertNil(SelectionSync.autoAdvanceInterval(bad, isOnScreen: true)) }
        XCTAssertNil(SelectionSync.autoAdvanceInterval(nil, isOnScreen: true))
    }
}
