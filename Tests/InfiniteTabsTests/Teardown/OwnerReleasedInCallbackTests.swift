import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// An app may let go of a control inside the control's own callback (a screen
/// torn down when the user settles on an item). Each owner here is wired to
/// its driver the way the UIKit control is: it owns the driver and the host,
/// the driver holds the host weakly and calls back through a `[weak self]`
/// closure, and events arrive through the host as UIKit delivers them. The
/// user's callback releases the last reference to the owner in the middle of
/// an event: the event must finish without touching freed memory (the suite
/// runs under AddressSanitizer in CI), the owner, its driver and its host
/// must be freed, and later events must reach nothing. (The picker's cases
/// run the real control: `PickerOwnerReleasedInCallbackTests`; the pages' and
/// the container's, `PagesReleasedInCallbackTests`.)
final class OwnerReleasedInCallbackTests: XCTestCase {
    // MARK: Strip

    /// `InfiniteTabStripView`'s wiring.
    @MainActor
    private final class StripOwner {
        let driver = TabStripDriver()
        let host = FakeScrollHost(width: 240)
        var onSelect: ((Int) -> Void)?
        init() {
            driver.host = host
            driver.onCommand = { [weak self] command in self?.perform(command) }
            host.onDidScroll = { [weak self] in self?.driver.didScroll() }
            host.onAnimationEnd = { [weak self] in self?.driver.didEndScrollingAnimation() }
            driver.configure(itemWidths: [80, 100, 90, 70], spacing: 8, viewportWidth: 240, isLooping: true,
                             direction: .leftToRight)
        }
        func perform(_ command: TabStripCommand) {
            if case .notifyTap(let index, _) = command { onSelect?(index) }
        }
        /// `collectionView(_:didSelectItemAt:)`.
        func tapped(cell: Int) { driver.tap(cell: cell) }
    }

    func testTheStripFreedByItsOnSelectDuringATapFinishesTheEvent() { onMain {
        var owner: StripOwner? = StripOwner()
        weak var weakOwner = owner
        weak var weakDriver = owner?.driver
        let host = owner!.host
        let cell = owner!.driver.strip.cell(ofItem: 2, inCopy: owner!.driver.strip.middleCopy)
        var selected: [Int] = []
        owner?.onSelect = { index in
            selected.append(index)
            owner = nil
        }
        // The collection view calls its delegate, held weakly.
        let deliverTap = { [weak owner] in owner?.tapped(cell: cell) }
        deliverTap()
        XCTAssertEqual(selected, [2])
        XCTAssertNil(weakOwner)
        XCTAssertNil(weakDriver)
        host.finishAnimation()
        host.drag(by: -500)
        XCTAssertEqual(selected, [2], "later events reach nothing")
    } }

    func testTheStripFreedWhileItRecentersKeepsTheHostConsistent() { onMain {
        var owner: StripOwner? = StripOwner()
        weak var weakOwner = owner
        let host = owner!.host
        var recenters = 0
        // The user's code lets go of the strip on the first recentre of a drag.
        owner?.driver.onCommand = { command in
            guard case .recentered = command else { return }
            recenters += 1
            owner = nil
        }
        host.drag(by: -2_000)
        XCTAssertEqual(recenters, 1)
        XCTAssertNil(weakOwner)
        XCTAssertTrue(host.contentOffsetX.isFinite)
        host.drag(by: -2_000)
    } }
}
