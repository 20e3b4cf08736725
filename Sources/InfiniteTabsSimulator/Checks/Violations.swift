/// The per-frame checks' findings: every broken expectation counted, the
/// first few kept in words with the frame they happened in.
package struct Violations: Sendable {
    /// How many messages are kept (the rest are only counted).
    package var limit = 20
    /// The kept messages, in order.
    package private(set) var messages: [String] = []
    /// How many expectations broke in all.
    package private(set) var count = 0
    /// How many expectations were checked.
    package private(set) var checks = 0

    /// An empty list.
    package init() {}

    /// Records `message()` unless `condition` holds.
    package mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        checks += 1
        guard !condition else { return }
        count += 1
        if messages.count < limit { messages.append(message()) }
    }

    /// Whether nothing broke.
    package var isEmpty: Bool { count == 0 }
}
