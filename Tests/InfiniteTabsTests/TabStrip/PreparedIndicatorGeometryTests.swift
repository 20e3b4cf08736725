import XCTest
@testable import InfiniteTabsCore

/// `PreparedIndicatorGeometry`, what the strip's view places its indicator
/// with on every frame, answers exactly what
/// `TabIndicatorGeometry.placement(under:stripHeight:)` answers, bit for bit,
/// for every shape, good and bad insets, sizes, radii, heights and tab frames.
final class PreparedIndicatorGeometryTests: XCTestCase {
    private let awkward: [CGFloat] = [0, -0.0, 1, -1, 3, 0.5, 44, .leastNonzeroMagnitude, -.leastNormalMagnitude / 3, 1e300, -1e300,
                                      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan]

    private func value(_ rng: inout SeededRandom) -> CGFloat {
        rng.int(in: 0...2) == 0 ? awkward[rng.int(in: 0...(awkward.count - 1))] : CGFloat(Double.random(in: -50...400, using: &rng))
    }

    private func bits(_ p: TabIndicatorPlacement) -> [UInt] {
        [p.rect.origin.x, p.rect.origin.y, p.rect.size.width, p.rect.size.height, p.cornerRadius].map { CGFloat($0).bitPattern }
    }

    func testEveryPlacementIsTheGeometrysOwnBitForBit() {
        var rng = SeededRandom(seed: 7_301)
        var checked = 0
        for round in 0..<3_000 {
            let shape: TabIndicatorShape = [.underline, .background, .dot][round % 3]
            let geometry = round < 3 ? [TabIndicatorGeometry.underline, .background, .dot][round]
                : TabIndicatorGeometry(shape: shape, size: value(&rng), cornerRadius: value(&rng),
                                       leftInset: value(&rng), rightInset: value(&rng),
                                       topInset: value(&rng), bottomInset: value(&rng))
            let height = value(&rng)
            let prepared = PreparedIndicatorGeometry(geometry: geometry, stripHeight: height)
            for _ in 0..<20 {
                let tab = StripFrame(x: value(&rng), width: value(&rng))
                let expected = geometry.placement(under: tab, stripHeight: height)
                XCTAssertEqual(bits(prepared.placement(under: tab)), bits(expected),
                               "\(geometry) height \(height) tab \(tab)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 60_000)
    }

    func testANewStripHeightPreparesAgainAndAnUnchangedOneKeepsThePreparation() {
        var indicator = PreparedIndicatorGeometry(geometry: .background, stripHeight: 44)
        let tab = StripFrame(x: 100, width: 80)
        XCTAssertEqual(indicator.placement(under: tab, stripHeight: 44).rect.size.height, 32)
        XCTAssertEqual(indicator.placement(under: tab, stripHeight: 60).rect.size.height, 48)
        XCTAssertEqual(indicator.stripHeight, 60)
        XCTAssertEqual(indicator.placement(under: tab, stripHeight: 60),
                       TabIndicatorGeometry.background.placement(under: tab, stripHeight: 60))
        // A NaN height is prepared afresh on every call and still answers as
        // the geometry does.
        XCTAssertEqual(bits(indicator.placement(under: tab, stripHeight: .nan)),
                       bits(TabIndicatorGeometry.background.placement(under: tab, stripHeight: .nan)))
        XCTAssertEqual(indicator.geometry, .background)
    }

    func testTheDefaultIsTheUnderlineInAStripOfNoHeight() {
        let indicator = PreparedIndicatorGeometry()
        XCTAssertEqual(indicator.geometry, .underline)
        XCTAssertEqual(indicator.stripHeight, 0)
        let tab = StripFrame(x: 10, width: 50)
        XCTAssertEqual(indicator.placement(under: tab), TabIndicatorGeometry.underline.placement(under: tab, stripHeight: 0))
    }
}
