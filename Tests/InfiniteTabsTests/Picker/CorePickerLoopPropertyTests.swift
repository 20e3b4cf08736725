import XCTest
@testable import InfiniteTabsCore

/// Property tests of the option picker's loop: every item count 0...12, every
/// start item, and seeded random gesture sequences played frame by frame at
/// 120 Hz through ``PickerScript``. The harness checks the recentring laws at
/// every simulated didScroll; these tests add what must hold at rest.
final class CorePickerLoopPropertyTests: XCTestCase {
    /// Random sequences per (item count, start item); 79 pairs in all.
    static let sequencesPerStart = 24
    /// Gestures per sequence.
    static let gesturesPerSequence = 10

    func testRandomGesturesNeverChangeWhatIsOnScreenAndEndOnAWholePage() {
        let law = LawChecker()
        var sequences = 0, gestures = 0, didScrolls = 0, recentres = 0, shiftedTargets = 0, retargeted = 0
        law.withEvery("n", in: 0...12) { n in
            law.withEvery("start", in: 0..<Swift.max(n, 1)) { start in
                law.withEvery("sequence", in: 0..<Self.sequencesPerStart) { sequence in
                    var rng = SeededRandom(seed: 0x5EED_0000 ^ UInt64(n << 24 | start << 12 | sequence))
                    let script = PickerScript(itemCount: n, pageWidth: rng.pixelWidth(in: 44...400), item: start, law: law)
                    if n > 0 { law.expectEqual(script.selectedItem, start, "picker does not start on its start item") }
                    var settled: Int? = script.selectedItem
                    for index in 0..<Self.gesturesPerSequence {
                        let gesture = Gesture.random(using: &rng, itemCount: script.strip.itemCount, widths: 44...400)
                        let frames: Int? = rng.chance(0.2) ? rng.int(in: 0...12) : nil
                        law.within("gesture \(index) \(gesture) frames \(String(describing: frames))") {
                            script.perform(gesture, frames: frames)
                            guard frames == nil else { settled = nil; return }
                            checkAtRest(script, law: law)
                            if let before = settled { checkOutcome(of: gesture, from: before, script: script, law: law) }
                            settled = script.selectedItem
                        }
                        gestures += 1
                    }
                    sequences += 1
                    didScrolls += script.harness.didScrollCount
                    recentres += script.harness.recentreCount
                    shiftedTargets += script.harness.shiftedTargets
                    retargeted += script.harness.retargetedSnaps
                }
            }
        }
        law.finish()
        XCTAssertEqual(sequences, 79 * Self.sequencesPerStart)
        // The sequences must really loop, or they prove nothing.
        XCTAssertGreaterThan(recentres, sequences)
        print("picker: \(sequences) sequences, \(gestures) gestures, \(didScrolls) didScroll, \(recentres) recentres, \(shiftedTargets) shifted targets, \(retargeted) snaps moved into the content, \(law.checks) checks")
    }

    func testZeroOneAndTwoOptionsBehave() {
        let law = LawChecker()
        let gestures: [Gesture] = [
            .fling(velocity: 5_000, rate: .normal), .tap(forward: true, screenFraction: 0), .drag(steps: Array(repeating: -9, count: 30), velocity: -800),
            .fling(velocity: -5_000, rate: .fast), .tap(forward: false, screenFraction: 0), .select(item: 1, animated: true),
        ]
        // No options: nothing to show, nothing moves, nothing loops.
        let none = PickerScript(itemCount: 0, pageWidth: 120, item: 0, law: law)
        for g in gestures { none.perform(g, frames: nil); law.expectEqual(none.scrollView.offset, 0) }
        law.expectEqual(none.harness.recentreCount, 0)
        // One option: always shown, never recentred (a bounce at most).
        let one = PickerScript(itemCount: 1, pageWidth: 120, item: 0, law: law)
        for g in gestures { one.perform(g, frames: nil); law.expectEqual(one.selectedItem, 0); law.expectEqual(one.scrollView.offset, 0) }
        law.expectEqual(one.harness.recentreCount, 0)
        // Two options: every tap flips the option, through the copies, without an edge.
        let two = PickerScript(itemCount: 2, pageWidth: 120, item: 1, law: law)
        for i in 1...9 {
            two.perform(.tap(forward: true, screenFraction: 0), frames: nil)
            law.expectEqual(two.selectedItem, (1 + i) % 2, "after \(i) taps")
        }
        for g in gestures { two.perform(g, frames: nil) }
        law.expect(two.harness.recentreCount >= 4, "two options did not loop")
        law.expectEqual(two.scrollView.edgeHits, 0)
        law.finish()
    }

    /// At rest the picker shows one whole page, in the band.
    private func checkAtRest(_ script: PickerScript, law: LawChecker) {
        let x = script.scrollView.offset, w = script.strip.pageWidth
        law.expect(script.scrollView.isIdle, "not idle after settling")
        guard script.strip.itemCount > 0, w > 0 else {
            law.expectEqual(x, 0, "an empty picker is not at 0")
            return
        }
        law.expect(isWholeMultiple(x, of: w), "rests at \(x), between pages of width \(w)")
    }

    /// What each gesture must do to the selected item.
    private func checkOutcome(of gesture: Gesture, from before: Int, script: PickerScript, law: LawChecker) {
        let n = script.strip.itemCount, now = script.selectedItem
        let cycle = Cycle(count: n)
        switch gesture {
        case .drag:
            law.expect(abs(cycle.distance(from: before, to: now)) <= 1, "a paging drag moved \(before) -> \(now), more than one page")
        case .tap(let forward, _):
            law.expectEqual(now, cycle.wrap(before + (forward ? 1 : -1)), "a tap did not move one page")
        case .select(let item, _):
            law.expectEqual(now, item, "selection did not land on the item")
        case .resize:
            law.expectEqual(now, before, "a resize changed the item")
        case .reload:
            law.expectEqual(now, Swift.min(before, Swift.max(0, n - 1)), "a reload did not keep the item")
        case .fling:
            break
        }
    }
}
