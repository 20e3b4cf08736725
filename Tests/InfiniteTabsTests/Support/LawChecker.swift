import XCTest

/// A reusable checker that runs a law over every combination of inputs and
/// reports each broken law with the inputs that broke it (in the spirit of
/// swift-collections' `withEvery` checkers).
///
/// ```swift
/// let law = LawChecker()
/// law.withEvery("n", in: 0...12) { n in
///     law.withEvery("start", in: 0..<max(n, 1)) { start in
///         law.expect(f(n, start) == g(n, start), "f == g")
///     }
/// }
/// law.finish()
/// ```
///
/// Only the first `reportLimit` failures are reported one by one (a broken law
/// over thousands of inputs would otherwise flood the log); ``finish()``
/// reports how many there were in all.
final class LawChecker {
    private var context: [() -> String] = []
    /// How many expectations failed.
    private(set) var failures = 0
    /// How many expectations were checked.
    private(set) var checks = 0
    /// How many failures are reported individually.
    var reportLimit = 12

    /// Runs `body` once for every value, with `label=value` added to the context
    /// of any failure inside.
    func withEvery<S: Sequence>(_ label: String, in values: S, _ body: (S.Element) throws -> Void) rethrows {
        for value in values {
            context.append { "\(label)=\(value)" }
            defer { context.removeLast() }
            try body(value)
        }
    }

    /// Runs `body` with `note` added to the context of any failure inside.
    func within<T>(_ note: @escaping @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
        context.append(note)
        defer { context.removeLast() }
        return try body()
    }

    /// Records a failure unless `condition` holds.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String,
                file: StaticString = #filePath, line: UInt = #line) {
        checks += 1
        guard !condition else { return }
        failures += 1
        if failures <= reportLimit {
            XCTFail("\(message()) [\(context.map { $0() }.joined(separator: ", "))]", file: file, line: line)
        }
    }

    /// Records a failure unless `a` and `b` are equal.
    func expectEqual<T: Equatable>(_ a: T, _ b: T, _ message: @autoclosure () -> String = "",
                                   file: StaticString = #filePath, line: UInt = #line) {
        expect(a == b, "\(a) != \(b) \(message())", file: file, line: line)
    }

    /// Reports the total when more failures happened than were shown.
    func finish(file: StaticString = #filePath, line: UInt = #line) {
        if failures > reportLimit {
            XCTFail("\(failures) failures in all (\(failures - reportLimit) not shown)", file: file, line: line)
        }
    }
}

/// Whether `shift` is a whole number of `period`s, within a relative tolerance
/// of 1e-6 (of the period). A zero period allows only a zero shift.
func isWholeMultiple(_ shift: CGFloat, of period: CGFloat) -> Bool {
    guard shift.isFinite, period.isFinite else { return false }
    guard period > 0 else { return shift == 0 }
    let k = (shift / period).rounded()
    return abs(shift - k * period) <= 1e-6 * period
}
