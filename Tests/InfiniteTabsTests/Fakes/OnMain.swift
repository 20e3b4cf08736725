import Foundation

/// Runs a test body on the main actor. XCTest on Linux cannot discover
/// `@MainActor` test classes, but it runs every test on the main thread, so
/// the tests stay nonisolated and step onto the main actor here.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}
