import XCTest
import InfiniteTabsCore

/// The pre-iOS 16.4 way a hosted SwiftUI page ignores the moving safe area:
/// additional insets that cancel what the page inherits, modelled here like
/// UIKit computes a child's safe area (inherited + additional, never below 0).
final class HostedPageSafeAreaTests: XCTestCase {
    /// UIKit's view of one edge: the safe area is what the position inherits
    /// plus the additional inset, clamped at 0.
    private func safeArea(inherited: CGFloat, additional: CGFloat) -> CGFloat {
        Swift.max(0, inherited + additional)
    }

    /// A page sliding across a landscape notch inherits 0…47 pt on its left
    /// edge frame by frame; after each viewSafeAreaInsetsDidChange the page's
    /// safe area is 0 again, and asking twice changes nothing.
    func testThePagesSafeAreaStaysZeroWhileTheInheritedInsetMoves() {
        var additional: CGFloat = 0
        for inherited in stride(from: 0 as CGFloat, through: 47, by: 4.7) + [47, 30, 0] {
            let before = safeArea(inherited: inherited, additional: additional)
            additional = HostedPageSafeArea.additionalInset(safeArea: before, additional: additional)
            XCTAssertEqual(safeArea(inherited: inherited, additional: additional), 0, accuracy: 1e-9,
                           "inherited \(inherited)")
            let again = HostedPageSafeArea.additionalInset(
                safeArea: safeArea(inherited: inherited, additional: additional), additional: additional)
            XCTAssertEqual(again, additional, accuracy: 1e-9, "a second call is a fixed point")
        }
    }

    func testAnswers() {
        XCTAssertEqual(HostedPageSafeArea.additionalInset(safeArea: 34, additional: 0), -34)
        XCTAssertEqual(HostedPageSafeArea.additionalInset(safeArea: 0, additional: -34), -34)
        XCTAssertEqual(HostedPageSafeArea.additionalInset(safeArea: 0, additional: 0), 0)
    }

    func testBadInputIsFiniteAndNeverAddsSafeArea() {
        let values: [CGFloat] = [0, 10, -10, .nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude]
        for s in values {
            for a in values {
                let v = HostedPageSafeArea.additionalInset(safeArea: s, additional: a)
                XCTAssertTrue(v.isFinite, "\(s) \(a)")
                XCTAssertLessThanOrEqual(v, 0)
            }
        }
    }
}
