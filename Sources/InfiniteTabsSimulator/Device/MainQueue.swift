import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The device's clock and main queue: time advances one display frame at a
/// time, and work sent with ``async(_:)`` (`DispatchQueue.main.async`) runs
/// once the event or frame being handled is over, before the next one, in
/// the order it was sent (work sent meanwhile runs in the same turn, as the
/// main queue drains).
@MainActor
package final class MainQueue {
    /// Frames per second of the display (60 or 120; anything not finite and
    /// at least 1 counts as 120).
    package let framesPerSecond: Double
    /// Frames run so far.
    package private(set) var frame = 0
    private var work: [@MainActor () -> Void] = []

    /// Creates a clock at `framesPerSecond`.
    package init(framesPerSecond: Double = 120) {
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond >= 1 ? framesPerSecond : 120
    }

    /// Seconds since the start.
    package var time: Double { Double(frame) / framesPerSecond }

    /// Seconds one frame lasts.
    package var frameDuration: Double { 1 / framesPerSecond }

    /// Queues work for the end of the current turn.
    package func async(_ body: @escaping @MainActor () -> Void) { work.append(body) }

    /// Whether work waits.
    package var hasWork: Bool { !work.isEmpty }

    /// Runs the queued work, including work queued meanwhile (bounded: a loop
    /// that queues itself forever stops after 10,000 items).
    package func drain() {
        var n = 0
        while !work.isEmpty && n < 10_000 {
            work.removeFirst()()
            n += 1
        }
    }

    /// Counts one frame.
    func tick() { frame += 1 }
}
