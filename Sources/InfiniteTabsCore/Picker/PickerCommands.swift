import Foundation

/// The commands of one `PickerScrollDriver` event, in order. The first three are kept inline (a scroll frame's recentre
/// and page window fit), any more in an array (settling after queued taps), so a scroll frame allocates nothing.
package struct PickerCommands: Sequence, Equatable, Sendable, ExpressibleByArrayLiteral {
    private var first: PickerCommand?
    private var second: PickerCommand?
    private var third: PickerCommand?
    private var more: [PickerCommand] = []

    package init() {}

    package init(arrayLiteral commands: PickerCommand...) {
        for command in commands { append(command) }
    }

    package var isEmpty: Bool { first == nil }

    package var count: Int {
        (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + (third == nil ? 0 : 1) + more.count
    }

    package mutating func append(_ command: PickerCommand) {
        if first == nil { first = command } else if second == nil { second = command } else if third == nil {
            third = command
        } else { more.append(command) }
    }

    package func makeIterator() -> Iterator { Iterator(commands: self) }

    /// Calls `body` with each command in order, without the copy an iterator holds (the picker applies every event this way).
    package func forEach(_ body: (PickerCommand) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        guard let third else { return }
        body(third)
        for command in more { body(command) }
    }

    /// Walks the commands in order.
    package struct Iterator: IteratorProtocol {
        let commands: PickerCommands
        var position = 0

        package mutating func next() -> PickerCommand? {
            defer { position += 1 }
            switch position {
            case 0: return commands.first
            case 1: return commands.second
            case 2: return commands.third
            default:
                let i = position - 3
                return i < commands.more.count ? commands.more[i] : nil
            }
        }
    }
}
