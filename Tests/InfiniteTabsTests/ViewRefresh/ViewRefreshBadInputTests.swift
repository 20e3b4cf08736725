import XCTest
import InfiniteTabsCore

/// View metrics and the refresh tracker with every bad `Double` (``BadInput``):
/// sizes are finite and never negative, a broken size read twice asks for
/// nothing the second time (no layout on every pass).
final class ViewRefreshBadInputTests: XCTestCase {
    func testBrokenSizesAreCleanedAndNeverRefreshTwice() {
        let law = LawChecker()
        let doubles = BadInput.doubles + BadInput.ordinaryDoubles
        law.withEvery("w", in: doubles) { w in
            law.withEvery("h", in: doubles) { h in
                var metrics = ViewMetrics(width: w, height: h)
                law.expect(metrics.width.isFinite && metrics.width >= 0 && metrics.height.isFinite && metrics.height >= 0,
                           "metrics \(metrics)")
                metrics.width = h
                metrics.height = w
                law.expect(metrics.width.isFinite && metrics.width >= 0 && metrics.height.isFinite && metrics.height >= 0,
                           "set metrics \(metrics)")
                let size = CGSize(width: w, height: h)
                law.expect(!ViewMetrics.sizeChanged(from: size, to: size), "a size never differs from itself (NaN included)")
                for measuresText in [true, false] {
                    var tracker = ViewRefreshTracker(measuresText: measuresText)
                    _ = tracker.refresh(for: metrics)
                    law.expect(tracker.refresh(for: metrics) == .none, "the same reading twice asks for nothing")
                    tracker.forget()
                    _ = tracker.refresh(for: ViewMetrics(width: w, height: h, layoutDirection: .rightToLeft, textSize: "x"))
                }
            }
        }
        law.finish()
    }
}
