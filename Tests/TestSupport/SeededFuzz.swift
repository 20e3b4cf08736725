#if os(Linux)
import InfiniteTabsSimulator

/// How each step of a fuzz ends: with probability `fewFramesChance` after
/// 0…`mostFewFrames` frames, else at rest (waiting at most `restFrames`).
package struct FuzzPacing: Sendable {
    package var fewFramesChance: Double
    package var mostFewFrames: Int
    package var restFrames: Int

    package init(fewFramesChance: Double, mostFewFrames: Int, restFrames: Int) {
        (self.fewFramesChance, self.mostFewFrames, self.restFrames) = (fewFramesChance, mostFewFrames, restFrames)
    }
}

/// A seeded random sequence on a control: the step loop every fuzz of the
/// device suites shares, written once. A fuzz gives one step's action; the
/// loop checks every frame and every rest through the scene's checkers.
@MainActor
package protocol SeededFuzz: CheckedScene {
    /// What each step did, in words (a step's action appends its line).
    var log: [String] { get set }
    var pacing: FuzzPacing { get }
    /// One step's action, drawing from `rng`.
    func act(_ rng: inout SeededRandom, _ context: String)
    /// The scene did not rest within `pacing.restFrames` frames.
    func stillMoving(_ message: String)
}

extension SeededFuzz {
    /// Plays one step per seed: each draws from its own generator, so any
    /// sublist of `steps` replays (see ``FuzzShrinker``).
    package func play(_ steps: [UInt64]) {
        for (index, seed) in steps.enumerated() {
            var rng = SeededRandom(seed: seed)
            step(index, &rng)
        }
    }

    /// Plays `steps` steps drawn from one generator.
    package func play(steps: Int, rng: inout SeededRandom) {
        for index in 0..<steps { step(index, &rng) }
    }

    /// Frames until the scene rests, each checked, then the checks at rest.
    package func settle(_ context: String) {
        var n = 0
        while !screen.isAtRest && n < pacing.restFrames {
            frame(context)
            n += 1
        }
        if !screen.isAtRest { stillMoving("still moving after \(pacing.restFrames) frames \(context)") }
        for checker in checkers { checker.checkAtRest(context) }
        checkRest(context)
    }

    private func step(_ index: Int, _ rng: inout SeededRandom) {
        let context = "step \(index)"
        act(&rng, context)
        if rng.chance(pacing.fewFramesChance) {
            let frames = rng.int(in: 0...pacing.mostFewFrames)
            if !log.isEmpty { log[log.count - 1] += ", \(frames) frames" }
            for _ in 0..<frames { frame(context) }
        } else {
            settle(context)
            if !log.isEmpty { log[log.count - 1] += ", settle" }
        }
    }
}
#endif
