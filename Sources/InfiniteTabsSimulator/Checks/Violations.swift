/// The per-frame checks' findings: every broken expectation counted, the
/// first few kept in words with the frame they happened in.
public struct Violations: Sendable {
    /// How many messages are kept (the rest are only counted).
    public var limit = 20
    /// The kept messages, in order.
    public private(set) var messages: [String] = []
    /// How many expectations broke in all.
    public private(set) var count = 0
    /// How many expectations were checked.
    public private(set) var checks = 0

    /// An empty list.
    public init() {}

    /// Records `message()` unless `condition` holds.
    public mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        checks += 1
        guard !condition else { return }
        count += 1
        if messages.count < limit { messages.append(message()) }
    }

    /// Whether nothing broke.
    public var isEmpty: Bool { count == 0 }
}
