import XCTest
@testable import InfiniteTabsCore
import TestSupport

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
        var machine = PagingMachine(count: 5, selectedIndex: 0)
        _ = machine.select(2)
        XCTAssertEqual(machine.select(4, animated: false), [])
        let commands = machine.transitionFinished()
        XCTAssertEqual(commands, [.refreshPage(index: 2), .notifySelection(index: 2),
                                  .showPage(index: 4, direction: .forward, animated: false), .selectTab(index: 4),
                                  .notifySelection(index: 4)])
        XCTAssertLessThanOrEqual(commands.count, PagingCommands.capacity)

        // No other answer is longer: seeded random calls of every kind, reloads included.
        var longest = 0
        for count in 0...8 {
            var rng = SeededRandom(seed: UInt64(7_000 + count))
            var c = PagingMachine(count: count)
            for _ in 0..<3_000 {
                let answer: PagingCommands
                switch rng.int(in: 0...5) {
                case 0: answer = c.select(rng.int(in: -1...count), animated: rng.chance(0.5))
                case 1: answer = c.pagesScrolled(progress: CGFloat(rng.int(in: -10...10)) / 10, isDragging: rng.chance(0.5))
                case 2: answer = c.transitionFinished()
                case 3: answer = c.swipeFinished(showing: rng.int(in: 0...max(count - 1, 0)))
                case 4: answer = c.reload(count: rng.int(in: 0...8), selectedIndex: rng.int(in: -1...8), wraps: rng.chance(0.5))
                default: answer = c.select(rng.int(in: 0...max(count - 1, 0)), direction: .always(rng.chance(0.5) ? .forward : .reverse))
                }
                longest = max(longest, answer.count)
            }
        }
        XCTAssertLessThanOrEqual(longest, commands.count, "a random call answered with more commands than the case above")
    }
}
