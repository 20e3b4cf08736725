import XCTest
@testable import InfiniteTabsCore

final class PagingCommandsTests: XCTestCase {
    func testKeepsCommandsInOrderAndComparesLikeAnArray() {
        var commands = PagingCommands()
        XCTAssertTrue(commands.isEmpty)
        commands.append(.showPage(index: 2, direction: .reverse, animated: true))
        commands.append(.selectTab(index: 2))
        commands.append(contentsOf: [.refreshPage(index: 2), .notifySelection(index: 2)])
        XCTAssertEqual(commands.count, 4)
        XCTAssertEqual(Array(commands), [.showPage(index: 2, direction: .reverse, animated: true), .selectTab(index: 2),
                                         .refreshPage(index: 2), .notifySelection(index: 2)])
        XCTAssertEqual(commands, [.showPage(index: 2, direction: .reverse, animated: true), .selectTab(index: 2),
                                  .refreshPage(index: 2), .notifySelection(index: 2)])
        XCTAssertNotEqual(commands, [.selectTab(index: 2)])
        XCTAssertEqual(commands.description, "[\(Array(commands).map { "\($0)" }.joined(separator: ", "))]")
    }

    func testHoldsItsFullCapacity() {
        var commands = PagingCommands()
        for i in 0..<PagingCommands.capacity { commands.append(.selectTab(index: i)) }
        XCTAssertEqual(commands.map { command -> Int in
            if case .selectTab(let i) = command { return i }
            return -1
        }, Array(0..<PagingCommands.capacity))
    }

    func testTheLongestCoordinatorAnswerFits() {
        // The end of a programmatic transition with a non-animated request
        // pending produces the most commands of any call: refresh, notify, then
        // the pending selection's show, select and notify.
        var coordinator = PagingCoordinator(count: 5, selectedIndex: 0)
        _ = coordinator.select(2)
        XCTAssertEqual(coordinator.select(4, animated: false), [])
        let commands = coordinator.transitionFinished()
        XCTAssertEqual(commands, [.refreshPage(index: 2), .notifySelection(index: 2),
                                  .showPage(index: 4, direction: .forward, animated: false), .selectTab(index: 4),
                                  .notifySelection(index: 4)])
        XCTAssertLessThanOrEqual(commands.count, PagingCommands.capacity)
    }
}
