import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// Per frame, through the tab strip driver the UIKit strip runs (with a fake
/// scroll view that re-enters `didScroll` like UIKit): while the strip follows
/// a paging scroll view laps round, forward and back, the indicator of every
/// shape and every title's look change continuously, keep moving the way the
/// pages move (also from the last tab to the first and back), and never
/// jump at a recentre.
final class SeamContinuityTests: XCTestCase {
    /// What the UIKit strip shows: the indicator frame from the driver's
    /// commands, moved with the content on a recentre (as `InfiniteTabStripView`
    /// does).
    @MainActor private final class StripScreen {
        var indicator = StripFrame(x: 0, width: 0)
        func apply(_ command: TabStripCommand) {
            switch command {
            case .placeIndicator(let frame, _): indicator = frame
            case .recentered(let dx): indicator = indicator.offsetBy(dx)
            default: break
            }
        }
    }

    func testIndicatorShapesAndTitlesFollowLapsForwardAndBackWithoutJumps() { onMain {
        var rng = SeededRandom(seed: 17)
        let framesPerPage = 48
        let shapes: [TabIndicatorGeometry] = [.underline, .background, .dot,
                                              TabIndicatorGeometry(shape: .background, cornerRadius: 6, leftInset: -4,
                                                                   rightInset: 10, topInset: 3, bottomInset: 3)]
        for n in 1...8 {
            for _ in 0..<3 {
                let widths = (0..<n).map { _ in rng.pixelWidth(in: 30...160) }
                let spacing: CGFloat = [0, 8, 12.5][rng.int(in: 0...2)]
                let viewport: CGFloat = [320, 390, 1024][rng.int(in: 0...2)]
                let driver = TabStripDriver()
                let host = FakeScrollHost(width: viewport)
                let screen = StripScreen()
                host.onDidScroll = { [unowned driver] in driver.didScroll() }
                driver.host = host
                driver.onCommand = { screen.apply($0) }
                driver.configure(itemWidths: widths, spacing: spacing, viewportWidth: viewport, isLooping: true,
                                 direction: .leftToRight)
                guard driver.strip.isLooping else { continue } // all tabs fit: nothing to cross
                let period = driver.strip.period
                let maxStep = (widths.max()! + spacing) / CGFloat(framesPerPage) + 1e-6
                let pageWidth: CGFloat = 375
                let pages = 4 * n + 2
                let content = CGFloat(pages) * pageWidth
                // Start on the last tab so the first page forward crosses the seam.
                var page = n + n - 1
                driver.follow(offset: CGFloat(page) * pageWidth, pageWidth: pageWidth, contentWidth: content)
                var previous = screen.indicator
                var previousEmphasis = (0..<n).map { driver.titleEmphasis(ofItem: $0) }
                var crossedSeam = false
                for way in [1, -1] {
                    for _ in 0..<(n + 1) {
                        for f in 1...framesPerPage {
                            let x = (CGFloat(page) + CGFloat(way * f) / CGFloat(framesPerPage)) * pageWidth
                            driver.follow(offset: x, pageWidth: pageWidth, contentWidth: content)
                            let now = screen.indicator
                            // The move in content coordinates with whole recentres taken out.
                            let raw = now.midX - previous.midX
                            let shift = (raw / period).rounded() * period
                            let d = raw - shift
                            let context = "n \(n) widths \(widths) page \(page) way \(way) frame \(f)"
                            XCTAssertGreaterThanOrEqual(d * CGFloat(way), -1e-6, "the indicator went back: \(context)")
                            XCTAssertLessThanOrEqual(abs(d), maxStep, "the indicator jumped: \(context)")
                            let onScreen = now.midX - host.contentOffsetX
                            XCTAssertTrue((0...viewport).contains(onScreen), "indicator off screen: \(context)")
                            for g in shapes {
                                let a = g.placement(under: previous.offsetBy(shift), stripHeight: 44)
                                let b = g.placement(under: now, stripHeight: 44)
                                XCTAssertLessThanOrEqual(abs(a.rect.minX - b.rect.minX), 2 * maxStep, "\(g.shape) \(context)")
                                XCTAssertLessThanOrEqual(abs(a.rect.maxX - b.rect.maxX), 2 * maxStep, "\(g.shape) \(context)")
                                XCTAssertLessThanOrEqual(abs(a.cornerRadius - b.cornerRadius), 2 * maxStep, "\(g.shape) \(context)")
                            }
                            let emphasis = (0..<n).map { driver.titleEmphasis(ofItem: $0) }
                            XCTAssertEqual(emphasis.reduce(0, +), 1, accuracy: 1e-9, context)
                            for i in 0..<n {
                                XCTAssertLessThanOrEqual(abs(emphasis[i] - previousEmphasis[i]), 1 / CGFloat(framesPerPage) + 1e-9,
                                                         "title \(i) flickered: \(context)")
                            }
                            if n > 1, way == 1, driver.state.move?.from == n - 1, driver.state.move?.to == 0 { crossedSeam = true }
                            previous = now
                            previousEmphasis = emphasis
                        }
                        page += way
                        XCTAssertEqual(driver.selectedIndex, ((page % n) + n) % n)
                        XCTAssertEqual(driver.titleEmphasis(ofItem: driver.selectedIndex), 1)
                    }
                }
                XCTAssertEqual(crossedSeam, n > 1, "the forward lap crossed from the last tab to the first")
            }
        }
    } }
}
