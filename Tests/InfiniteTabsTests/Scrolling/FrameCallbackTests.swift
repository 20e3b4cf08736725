import XCTest
@testable import InfiniteTabsCore

/// The drivers call `onCommand`, `onEvent` and a retained host without
/// retaining them (`FrameCallback`, `HeldScrollHost`): replacing any of them
/// from inside a call must hand what follows to the replacement and free
/// what was replaced once the call returned. That the running one stays
/// alive meanwhile is the guard's bookkeeping, checked directly in the last
/// test (a debug build retains around the call anyway, so the drivers'
/// tests cannot see it).
final class FrameCallbackTests: XCTestCase {
    /// An object whose lifetime the tests watch, captured by the closures.
    private final class Witness {}

    func testOnCommandReplacedFromInsideACommandTakesOverAndTheOldIsFreedAfter() { onMain {
        let driver = TabStripDriver()
        weak var firstWitness: Witness?
        var firstCalls = 0, secondCalls = 0
        do {
            let witness = Witness()
            firstWitness = witness
            driver.onCommand = { [unowned driver] _ in
                firstCalls += 1
                // Replace this very closure while it runs, then use what it
                // captured: it must still be alive.
                driver.onCommand = { _ in secondCalls += 1 }
                XCTAssertNotNil(firstWitness, "the running closure's context is kept: \(ObjectIdentifier(witness))")
            }
        }
        driver.configure(itemWidths: [50, 60, 70], spacing: 10, viewportWidth: 200, isLooping: true,
                         direction: .leftToRight)
        XCTAssertEqual(firstCalls, 1, "the first command went to the first closure")
        XCTAssertGreaterThan(secondCalls, 0, "the later commands went to the replacement")
        XCTAssertNil(firstWitness, "the replaced closure is freed once the call returned")
    } }

    func testSettingOnCommandToNilStopsTheCommands() { onMain {
        let driver = TabStripDriver()
        var calls = 0
        driver.onCommand = { _ in calls += 1 }
        XCTAssertNotNil(driver.onCommand)
        driver.onCommand = nil
        XCTAssertNil(driver.onCommand)
        driver.configure(itemWidths: [50, 60], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        XCTAssertEqual(calls, 0)
    } }

    func testRetainedHostReplacedFromInsideItsOwnCallTakesOverAndTheOldIsFreedAfter() { onMain {
        let driver = TabStripDriver()
        weak var gone: FakeScrollHost?
        let next = FakeScrollHost(width: 200)
        do {
            let host = FakeScrollHost(width: 200)
            gone = host
            // UIKit calls the delegate from inside the offset set: here the
            // delegate swaps the driver's host while the old one is setting.
            host.onDidScroll = { [unowned driver] in
                if driver.host !== next { driver.setRetainedHost(next) }
                XCTAssertNotNil(gone, "the host whose call runs stays alive")
            }
            driver.setRetainedHost(host)
        }
        driver.configure(itemWidths: [50, 60, 70], spacing: 10, viewportWidth: 200, isLooping: true,
                         direction: .leftToRight)
        XCTAssertTrue(driver.host === next)
        XCTAssertNil(gone, "the replaced host is freed once its call returned")
        driver.setSelectedIndex(2, animated: false)
        XCTAssertEqual(next.contentOffsetX, driver.strip.recentered(driver.indicatorFrame.midX - 100), accuracy: 0.001,
                       "the new host is moved")
    } }

    func testOnEventReplacedFromInsideAnEventTakesOverAndTheOldIsFreedAfter() { onMain {
        let harness = PagesHarness(count: 3, completesAtOnce: true)
        weak var firstWitness: Witness?
        var firstCalls = 0, secondCalls = 0
        do {
            let witness = Witness()
            firstWitness = witness
            harness.driver.onEvent = { [unowned harness] _ in
                firstCalls += 1
                harness.driver.onEvent = { _ in secondCalls += 1 }
                XCTAssertNotNil(firstWitness, "kept while running: \(ObjectIdentifier(witness))")
            }
        }
        harness.driver.select(1, animated: false)
        harness.driver.select(2, animated: false)
        XCTAssertEqual(firstCalls, 1)
        XCTAssertGreaterThan(secondCalls, 0)
        XCTAssertNil(firstWitness)
    } }

    func testTheGuardKeepsWhatIsDisownedDuringACallUntilTheOutermostCallReturns() { onMain {
        let guardian = FrameCallGuard()
        weak var kept: Witness?
        weak var dropped: Witness?
        do {
            let a = guardian.own(Witness()), b = guardian.own(Witness())
            kept = a
            dropped = b
        }
        XCTAssertNotNil(kept, "owned by the guard")
        XCTAssertNotNil(dropped)
        guardian.disown(dropped)
        XCTAssertNil(dropped, "disowned with no call under way: freed at once")
        guardian.enter()
        guardian.enter()
        guardian.disown(kept)
        XCTAssertNotNil(kept, "disowned during a call: kept")
        guardian.leave()
        XCTAssertNotNil(kept, "an outer call is still under way")
        guardian.leave()
        XCTAssertNil(kept, "freed once the outermost call returned")
        guardian.disown(nil) // nothing to do
        guardian.disown(Witness()) // never owned: ignored
    } }
}
