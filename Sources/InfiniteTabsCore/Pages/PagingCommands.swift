import Foundation

/// The commands one call of ``PagingMachine`` returns, in order, stored inline (no heap allocation) so that
/// feeding swipe progress at 120 Hz never allocates.
package struct PagingCommands: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    package static let capacity = 8

    private var storage: (PagingCommand?, PagingCommand?, PagingCommand?, PagingCommand?,
                          PagingCommand?, PagingCommand?, PagingCommand?, PagingCommand?)
    package private(set) var count: Int

    /// An empty list.
    package init() {
        storage = (nil, nil, nil, nil, nil, nil, nil, nil)
        count = 0
    }

    /// A list of the given commands (at most ``capacity``).
    package init(arrayLiteral elements: PagingCommand...) {
        self.init()
        for element in elements { append(element) }
    }

    /// Appends a command. More than ``capacity`` stops with a message.
    package mutating func append(_ command: PagingCommand) {
        precondition(count < Self.capacity, "PagingCommands holds at most \(Self.capacity) commands")
        switch count {
        case 0: storage.0 = command
        case 1: storage.1 = command
        case 2: storage.2 = command
        case 3: storage.3 = command
        case 4: storage.4 = command
        case 5: storage.5 = command
        case 6: storage.6 = command
        default: storage.7 = command
        }
        count += 1
    }

    /// Appends every command of another list, in order.
    package mutating func append(contentsOf other: PagingCommands) {
        for command in other { append(command) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    /// The command at `position` (in `0..<count`; anything else stops with a message).
    package subscript(position: Int) -> PagingCommand {
        precondition(position >= 0 && position < count, "PagingCommands index \(position) out of range 0..<\(count)")
        let value: PagingCommand?
        switch position {
        case 0: value = storage.0
        case 1: value = storage.1
        case 2: value = storage.2
        case 3: value = storage.3
        case 4: value = storage.4
        case 5: value = storage.5
        case 6: value = storage.6
        default: value = storage.7
        }
        return value!
    }

    /// Two lists are equal when they hold the same commands in the same order.
    package static func == (lhs: PagingCommands, rhs: PagingCommands) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the commands in order.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for command in self { hasher.combine(command) }
    }

    package var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}
