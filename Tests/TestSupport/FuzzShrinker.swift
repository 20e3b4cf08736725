import Foundation

/// Shrinks a failing random sequence to a short one that still fails. A
/// device fuzz draws each step from its own seed (``stepSeeds(_:count:)``),
/// so any sublist of the steps replays: the shrinker removes chunks of steps,
/// halves first, then smaller, keeping every removal after which the
/// sequence still fails, until no single step can go (or `maxRuns` replays
/// were made).
package enum FuzzShrinker {
    /// The seeds of `count` steps of the sequence of `seed`.
    package static func stepSeeds(_ seed: UInt64, count: Int) -> [UInt64] {
        var rng = SeededRandom(seed: seed ^ 0x5EED_57E9)
        return (0..<count).map { _ in rng.next() }
    }

    /// The shortest sublist of `steps` found that still `fails`.
    package static func shrink<T>(_ steps: [T], maxRuns: Int = 400, fails: ([T]) -> Bool) -> [T] {
        var kept = steps
        var runs = 0
        var chunk = Swift.max(1, kept.count / 2)
        while runs < maxRuns {
            var removed = false
            var start = 0
            while start < kept.count && runs < maxRuns {
                var candidate = kept
                candidate.removeSubrange(start..<Swift.min(start + chunk, kept.count))
                runs += 1
                if fails(candidate) {
                    kept = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removed { break }
            chunk = removed ? chunk : Swift.max(1, chunk / 2)
        }
        return kept
    }
}
