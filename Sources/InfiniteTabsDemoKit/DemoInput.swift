import InfiniteTabsCore

/// One thing the user asked the terminal demo to do.
package enum DemoCommand: Hashable, Sendable {
    /// Swipe the pages one page: `.forward` is the right arrow (to the next
    /// page), `.reverse` the left arrow.
    case swipe(PageDirection)
    /// Tap a tab, zero-based: the digit `1` taps tab 0. A tab the demo does
    /// not have is ignored by the model.
    case tapTab(Int)
    /// Advance the option picker by one item (the space bar).
    case advancePicker
    /// Leave the demo (`q`, `Q`, Ctrl-C or Ctrl-D).
    case quit
    /// Bytes the demo has no meaning for (other keys, other escape sequences);
    /// the model ignores them.
    case unknown([UInt8])
}

/// Turns the bytes a terminal in raw mode sends into ``DemoCommand``s.
///
/// Arrow keys arrive as escape sequences (`ESC [ C` for right, `ESC [ D` for
/// left, or `ESC O C` / `ESC O D` in application cursor mode, with optional
/// modifier parameters such as `ESC [ 1 ; 5 C`). A sequence may be split over
/// several reads, so the parser keeps an unfinished one until more bytes come;
/// ``flush()`` gives up on it (a lone Escape key press) and reports it as
/// unknown. Every byte ends up in exactly one command.
package struct DemoInputParser: Hashable, Sendable {
    private static let escape: UInt8 = 0x1B
    private var pending: [UInt8] = []

    /// Creates a parser with nothing pending.
    package init() {}

    /// Whether an unfinished escape sequence is waiting for more bytes.
    package var hasPending: Bool { !pending.isEmpty }

    /// Parses `bytes`, returning the commands they complete, in order. An
    /// unfinished escape sequence at the end is kept for the next call.
    package mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [DemoCommand] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var commands: [DemoCommand] = []
        var i = 0
        while i < pending.count {
            let byte = pending[i]
            guard byte == Self.escape else {
                commands.append(Self.command(forByte: byte))
                i += 1
                continue
            }
            guard let length = Self.escapeLength(pending, from: i) else { break }
            commands.append(Self.command(forEscape: Array(pending[i..<i + length])))
            i += length
        }
        pending.removeFirst(i)
        return commands
    }

    /// Ends an unfinished escape sequence: returns it as one ``DemoCommand/unknown(_:)``
    /// (nothing when none is pending). Call it when no byte followed an Escape
    /// for a while.
    package mutating func flush() -> [DemoCommand] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        return [.unknown(pending)]
    }

    // MARK: - Private

    private static func command(forByte byte: UInt8) -> DemoCommand {
        switch byte {
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: return .quit
        case UInt8(ascii: " "): return .advancePicker
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return .tapTab(Int(byte - UInt8(ascii: "1")))
        default: return .unknown([byte])
        }
    }

    private static func command(forEscape sequence: [UInt8]) -> DemoCommand {
        guard sequence.count >= 3, sequence[1] == UInt8(ascii: "[") || sequence[1] == UInt8(ascii: "O") else {
            return .unknown(sequence)
        }
        switch sequence.last {
        case UInt8(ascii: "C"): return .swipe(.forward)
        case UInt8(ascii: "D"): return .swipe(.reverse)
        default: return .unknown(sequence)
        }
    }

    /// The length of the escape sequence starting at `start`, or nil when it
    /// is not finished yet. `ESC [` (CSI) runs to its final byte 0x40...0x7E;
    /// `ESC O` (SS3) takes one more byte; `ESC ESC` is a lone Escape press
    /// (1 byte); `ESC` and any other byte is two bytes.
    private static func escapeLength(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var j = start + 2
            while j < bytes.count {
                if (0x40...0x7E).contains(bytes[j]) { return j - start + 1 }
                guard (0x20...0x3F).contains(bytes[j]) else { return j - start }
                j += 1
            }
            return nil
        case UInt8(ascii: "O"):
            return start + 2 < bytes.count ? 3 : nil
        case escape:
            return 1
        default:
            return 2
        }
    }
}
