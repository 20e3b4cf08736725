import XCTest
import InfiniteTabsCore

/// `PickerCommands` keeps the order of any number of commands (three inline, the rest in an array).
final class PickerCommandsTests: XCTestCase {
    func testCommandsComeBackInTheOrderTheyWereAppended() {
        for n in 0...7 {
            var commands = PickerCommands()
            let made = (0..<n).map { PickerCommand.notify($0) }
            for command in made { commands.append(command) }
            XCTAssertEqual(Array(commands), made, "\(n) commands")
            XCTAssertEqual(commands.count, n)
            XCTAssertEqual(commands.isEmpty, n == 0)
        }
    }

    func testEqualityFollowsTheCommands() {
        XCTAssertEqual(PickerCommands([.notify(1), .announce(2)]), [.notify(1), .announce(2)])
        XCTAssertNotEqual(PickerCommands([.notify(1), .announce(2)]), [.announce(2), .notify(1)])
        XCTAssertNotEqual(PickerCommands([.notify(1)]), [.notify(1), .notify(1), .notify(1), .notify(1)])
    }
}

private extension PickerCommands {
    init(_ commands: [PickerCommand]) {
        self.init()
        for command in commands { append(command) }
    }
}
