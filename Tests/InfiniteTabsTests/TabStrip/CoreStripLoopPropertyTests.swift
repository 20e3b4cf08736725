import XCTest
@testable import InfiniteTabsCore

/// Property tests of the tab strip's loop: every item count 0...12, every start
/// item, random tab widths, spacings and viewports (many strips narrower than
/// their viewport), and seeded random gesture sequences played frame by frame
/// at 120 Hz through ``StripScript``. The harness checks the recentring laws,
/// the band, the bounds and the absence of gaps at every simulated didScroll.
final class CoreStripLoopPropertyTests: XCTestCase {
    /// Random sequences per (item count, start item); 79 pairs in all.
    static let sequencesPerStart = 20
    /// Gestures per sequence.
    static let gesturesPerSequence = 10

    func testRandomGesturesNeverChangeWhatIsOnScreenNorShowAGap() {
        let law = LawChecker()
        var sequences = 0, gestures = 0, didScrolls = 0, recentres = 0, narrow = 0
        law.withEvery("n", in: 0...12) { n in
            law.withEvery("start", in: 0..<Swift.max(n, 1)) { start in
                law.withEvery("sequence", in: 0..<Self.sequencesPerStart) { sequence in
                    var rng = SeededRandom(seed: 0x57121 ^ UInt64(n << 24 | start << 12 | sequence))
                    let script = StripScript(itemCount: n, viewportWidth: rng.pixelWidth(in: 120...1_024), item: start,
                                             rng: &rng, law: law)
                    if n > 0 { law.expectEqual(script.centredItem, start, "strip does not start centred on its start item") }
                    if script.strip.period > 0 && script.strip.period < script.strip.viewportWidth { narrow += 1 }
                    var settled: Int? = script.centredItem
                    for index in 0..<Self.gesturesPerSequence {
                        let gesture = Gesture.random(using: &rng, itemCount: script.strip.itemCount, widths: 120...1_024)
                        let frames: Int? = rng.chance(0.2) ? rng.int(in: 0...12) : nil
                        // A tap centres the tab under the finger, when there is one.
                        var tapped: Int?
                        if case .tap(_, let f) = gesture {
                            tapped = script.strip.item(atContentX: script.scrollView.offset + f * script.strip.viewportWidth)
                        }
                        law.within("gesture \(index) \(gesture) frames \(String(describing: frames))") {
                            script.perform(gesture, frames: frames)
                            guard frames == nil else { settled = nil; return }
                            checkAtRest(script, law: law)
                            if let before = settled {
                                checkOutcome(of: gesture, tapped: tapped, from: before, script: script, law: law)
                            }
                            settled = script.centredItem
                        }
                        gestures += 1
                    }
                    sequences += 1
                    didScrolls += script.harness.didScrollCount
                    recentres += script.harness.recentreCount
                }
            }
        }
        law.finish()
        XCTAssertEqual(sequences, 79 * Self.sequencesPerStart)
        XCTAssertGreaterThan(recentres, sequences)
        XCTAssertGreaterThan(narrow, sequences / 10, "too few strips narrower than their viewport")
        print("strip: \(sequences) sequences (\(narrow) narrower than the viewport), \(gestures) gestures, \(didScrolls) didScroll, \(recentres) recentres, \(law.checks) checks")
    }

    func testZeroOneAndTwoTabsBehaveAndNeverShowAGap() {
        let law = LawChecker()
        var rng = SeededRandom(seed: 12)
        let gestures: [Gesture] = [
            .fling(velocity: 6_000, rate: .normal), .fling(velocity: -6_000, rate: .fast), .tap(forward: true, screenFraction: 0.9),
            .drag(steps: Array(repeating: 8, count: 40), velocity: 2_000), .select(item: 1, animated: true), .resize(width: 1_366),
        ]
        let none = StripScript(itemCount: 0, viewportWidth: 390, item: 0, rng: &rng, law: law)
        for g in gestures { none.perform(g, frames: nil); law.expectEqual(none.scrollView.offset, 0) }
        // One or two short tabs on a wide iPad: many copies, no gap, no edge.
        for n in [1, 2] {
            let strip = StripScript(itemCount: n, viewportWidth: 1_024, item: n - 1, rng: &rng, law: law)
            law.expect(strip.strip.period < 1_024, "the tabs should be narrower than the viewport")
            law.expect(strip.strip.copyCount > 3, "a narrow strip needs more than three copies")
            for g in gestures + gestures { strip.perform(g, frames: nil) }
            law.expect(strip.harness.recentreCount > 0, "\(n) tabs did not loop")
            law.expectEqual(strip.scrollView.edgeHits, 0)
        }
        law.finish()
    }

    /// At rest the strip centres a tab.
    private func checkAtRest(_ script: StripScript, law: LawChecker) {
        let strip = script.strip, x = script.scrollView.offset
        law.expect(script.scrollView.isIdle, "not idle after settling")
        guard strip.itemCount > 0, strip.period > 0 else { return }
        let snapped = ScrollPhysics.tabSnapOffset(in: strip, offset: x, velocity: 0)
        law.expect(abs(snapped - x) <= 1e-6 * strip.period, "rests at \(x), not centring a tab (\(snapped))")
    }

    /// What each gesture must do to the centred item.
    private func checkOutcome(of gesture: Gesture, tapped: Int?, from before: Int, script: StripScript, law: LawChecker) {
        let n = script.strip.itemCount, now = script.centredItem
        switch gesture {
        case .tap:
            law.expectEqual(now, tapped ?? before, "a tap did not centre the tapped tab")
        case .select(let item, _):
            law.expectEqual(now, item, "selection did not centre the item")
        case .resize:
            law.expectEqual(now, before, "a resize changed the centred item")
        case .reload:
            law.expectEqual(now, Swift.min(before, Swift.max(0, n - 1)), "a reload did not keep the item")
        case .drag, .fling:
            break
        }
    }
}
