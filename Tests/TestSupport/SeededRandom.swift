import Foundation

/// A tiny, fast, seeded random number generator (SeededRandom), so every
/// property test replays the same sequence on every machine and every run.
/// A failing test prints its seed; rerun with that seed to reproduce.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose whole sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly random integer in `range`.
    package mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A uniformly random CGFloat in `range`.
    package mutating func cgFloat(in range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &self) }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A random width rounded to whole half points (pixel-aligned at 2x, as
    /// UIKit lays cells out).
    package mutating func pixelWidth(in range: ClosedRange<CGFloat>) -> CGFloat { (cgFloat(in: range) * 2).rounded() / 2 }
}
