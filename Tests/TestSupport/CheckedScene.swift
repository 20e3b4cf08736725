#if os(Linux)
import XCTest
import InfiniteTabsSimulator

/// A test's scene: a control on the simulated device whose every frame goes
/// through its checkers. The frame, rest and clean-up checks are written once
/// here; a scene adds its own per-frame checks by implementing `check()`.
@MainActor
package protocol CheckedScene: AnyObject {
    associatedtype Screen: SteppedScreen
    var screen: Screen { get }
    /// The checkers every frame and rest go through.
    var checkers: [any FrameChecker] { get }
    /// Every check of one frame (by default, each checker's).
    func check(_ context: String)
    /// Checks at rest beyond the checkers' (by default none).
    func checkRest(_ context: String)
    /// Records what the scene tracks after a frame, before the checks (by
    /// default nothing).
    func didStepFrame()
}

extension CheckedScene {
    package func check(_ context: String) {
        for checker in checkers { checker.checkFrame(context.isEmpty ? screen.lastEvent : context) }
    }

    package func checkRest(_ context: String) {}

    package func didStepFrame() {}

    /// One frame on the device, then every check of a frame.
    package func frame(_ context: String = "") {
        screen.frame()
        didStepFrame()
        check(context)
    }

    /// Frames until the scene rests (at most `maxFrames`), each checked; then
    /// the checks at rest.
    package func rest(maxFrames: Int = 3_000, file: StaticString = #filePath, line: UInt = #line) {
        var n = 0
        while !screen.isAtRest && n < maxFrames {
            frame()
            n += 1
        }
        XCTAssertTrue(screen.isAtRest, "the scene comes to rest within \(maxFrames) frames", file: file, line: line)
        for checker in checkers { checker.checkAtRest("") }
        checkRest("")
    }

    /// No checker found a violation, frames were checked, and the model
    /// recorded no UIKit misuse.
    package func assertClean(file: StaticString = #filePath, line: UInt = #line) {
        for checker in checkers {
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertGreaterThan(checker.frames, 0, "frames were checked", file: file, line: line)
        }
        XCTAssertEqual(screen.device.violations, [], file: file, line: line)
    }
}
#endif
