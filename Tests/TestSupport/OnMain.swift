/// Runs a test body on the main actor and returns what it returns. XCTest on
/// Linux cannot discover `@MainActor` test classes but runs every test on the
/// main thread, so tests stay nonisolated and step onto the main actor here.
package func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated(body)
}
