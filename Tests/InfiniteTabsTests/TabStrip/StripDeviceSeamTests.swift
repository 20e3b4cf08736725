import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// On the simulated device, frame by frame: a paging content scroll view
/// flung across the seam (last tab → first and back) drives the tab strip,
/// whose own scroll view is simulated too. Every frame the indicator (each
/// shape) and every title move the same way as the pages, by no more than
/// the pages moved, and never jump at a recentre.
final class StripDeviceSeamTests: XCTestCase {
    @MainActor private final class Screen {
        var indicator = StripFrame(x: 0, width: 0)
        func apply(_ command: TabStripCommand) {
            switch command {
            case .placeIndicator(let frame, _): indicator = frame
            case .recentered(let dx): indicator = indicator.offsetBy(dx)
            default: break
            }
        }
    }

    func testFlingsAcrossTheSeamMoveIndicatorAndTitlesContinuously() { onMain {
        let widths: [CGFloat] = [64, 120, 88, 150, 72]
        let n = widths.count
        let pageWidth: CGFloat = 375
        let pages = 8 * n
        let driver = TabStripDriver()
        let strip = SimulatedScrollView(name: "strip", boundsWidth: 390)
        let screen = Screen()
        strip.delegate.didScroll = { [unowned driver] in driver.didScroll() }
        driver.host = strip
        driver.onCommand = { command in
            if case .reloadLayout(let layout) = command { strip.resize(boundsWidth: 390, contentWidth: layout.scrollableWidth) }
            screen.apply(command)
        }
        driver.configure(itemWidths: widths, spacing: 8, viewportWidth: 390, isLooping: true, direction: .leftToRight)
        let start = CGFloat(4 * n - 1) * pageWidth // the last tab
        let content = SimulatedScrollView(name: "content", boundsWidth: pageWidth,
                                          contentWidth: CGFloat(pages) * pageWidth, offset: start)
        content.physics.pageWidth = pageWidth
        var frames = 0
        var crossed = false
        var previous = (offset: start, indicator: screen.indicator, emphasis: [CGFloat]())
        let period = { driver.strip.period }
        let shapes: [TabIndicatorGeometry] = [.underline, .background, .dot]
        content.delegate.didScroll = {
            driver.follow(offset: content.contentOffsetX, pageWidth: pageWidth, contentWidth: CGFloat(pages) * pageWidth)
            let emphasis = (0..<n).map { driver.titleEmphasis(ofItem: $0) }
            defer { previous = (content.contentOffsetX, screen.indicator, emphasis) }
            guard !previous.emphasis.isEmpty else { return }
            frames += 1
            let pagesMoved = (content.contentOffsetX - previous.offset) / pageWidth
            let raw = screen.indicator.midX - previous.indicator.midX
            let shift = (raw / period()).rounded() * period()
            let d = raw - shift
            let bound = (widths.max()! + 8) * abs(pagesMoved) + 1e-6
            XCTAssertGreaterThanOrEqual(d * pagesMoved, -1e-6, "frame \(frames): the indicator went against the pages")
            XCTAssertLessThanOrEqual(abs(d), bound, "frame \(frames): the indicator jumped")
            for g in shapes {
                let a = g.placement(under: previous.indicator.offsetBy(shift), stripHeight: 44)
                let b = g.placement(under: screen.indicator, stripHeight: 44)
                XCTAssertLessThanOrEqual(abs(a.rect.minX - b.rect.minX), 2 * bound, "\(g.shape) frame \(frames)")
                XCTAssertLessThanOrEqual(abs(a.rect.maxX - b.rect.maxX), 2 * bound, "\(g.shape) frame \(frames)")
            }
            for i in 0..<n {
                XCTAssertLessThanOrEqual(abs(emphasis[i] - previous.emphasis[i]), abs(pagesMoved) + 1e-6,
                                         "frame \(frames): title \(i) flickered")
            }
            XCTAssertEqual(emphasis.reduce(0, +), 1, accuracy: 1e-9)
            if driver.state.move?.from == n - 1, driver.state.move?.to == 0 { crossed = true }
        }
        // Forward across the seam with a fling, then back with another.
        for velocity in [CGFloat(1800), -1800, 2600, -2600] {
            XCTAssertTrue(content.touchDown())
            for _ in 0..<6 { content.moveFinger(by: velocity / 120); content.step() }
            content.lift(velocity: velocity)
            var guardFrames = 0
            while !content.physics.isIdle, guardFrames < 2000 { content.step(); guardFrames += 1 }
            XCTAssertTrue(content.physics.isIdle, "the fling came to rest")
            let page = Int((content.contentOffsetX / pageWidth).rounded())
            XCTAssertEqual(driver.selectedIndex, ((page % n) + n) % n, "the strip agrees with the page at rest")
            XCTAssertEqual(driver.titleEmphasis(ofItem: driver.selectedIndex), 1)
        }
        XCTAssertTrue(crossed, "a fling crossed from the last tab to the first")
        XCTAssertGreaterThan(frames, 100)
    } }
}
