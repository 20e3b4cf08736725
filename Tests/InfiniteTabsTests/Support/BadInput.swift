import XCTest
import InfiniteTabsCore

/// Every value a bad caller, a view before layout or a broken measurement can
/// pass, for sweeping every public entry of the core with every one of them
/// (see the `…BadInputTests` of each control).
enum BadInput {
    /// Doubles: 0, negatives, NaN, ±infinity, denormals, the smallest and
    /// largest magnitudes, ±1e300, and a few huge finite values.
    static let doubles: [CGFloat] = [
        0, -0.0, -1, .nan, .infinity, -.infinity,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300,
        1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e13, 1e21, -1e22,
    ]
    /// Doubles a control meets every day, mixed in so that a sweep also
    /// reaches the ordinary code paths.
    static let ordinaryDoubles: [CGFloat] = [0.5, 1, 37.5, 100, 250, 390]
    /// Ints: the extremes, negatives, huge values and the neighbours of 0.
    static let ints: [Int] = [.min, .min + 1, -1_000_000_007, -2, -1, 0, 1, 2, 12, 1 << 40, .max - 1, .max]

    /// The most pages, cells or copies any layout may ask a view to build,
    /// whatever its input (the documented caps: ``PickerPageLayout/maximumVisiblePageCount``
    /// pages at once, ``LoopingTabLayout/maximumCopyCount`` copies).
    static let maximumVisiblePages = PickerPageLayout.maximumVisiblePageCount

    /// Whether a value is usable geometry: finite.
    static func isFinite(_ x: CGFloat) -> Bool { x.isFinite }
    static func isFinite(_ f: StripFrame) -> Bool { f.x.isFinite && f.width.isFinite && f.width >= 0 }
    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}

extension LawChecker {
    /// Expects `x` finite.
    func expectFinite(_ x: CGFloat, _ what: @autoclosure () -> String) {
        expect(x.isFinite, "\(what()) = \(x) is not finite")
    }

    /// Expects `i` in `0..<count` (or 0 when `count` is 0).
    func expectIndex(_ i: Int, count: Int, _ what: @autoclosure () -> String) {
        expect(count <= 0 ? i == 0 : (0..<count).contains(i), "\(what()) = \(i) outside 0..<\(count)")
    }
}
