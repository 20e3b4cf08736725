import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// `TabStripDriver.sendsOffsetCommands`: a view that turns the offset
/// commands off (the UIKit tab view) gets every other command, in the same
/// order, and its strip moves exactly as with them on.
final class TabStripOffsetCommandsTests: XCTestCase {
    private final class Box { var commands: [TabStripCommand] = [] }

    @MainActor
    private static func make(sendsOffsets: Bool, direction: LayoutDirection) -> (TabStripDriver, FakeScrollHost, Box) {
        let driver = TabStripDriver()
        let host = FakeScrollHost(width: 240)
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        driver.host = host
        let box = Box()
        driver.onCommand = { box.commands.append($0) }
        driver.sendsOffsetCommands = sendsOffsets
        driver.configure(itemWidths: [80, 100, 90, 70, 110, 95], spacing: 8, viewportWidth: 240,
                         isLooping: true, direction: direction)
        return (driver, host, box)
    }

    private static func isOffset(_ c: TabStripCommand) -> Bool {
        if case .setOffset = c { return true } else { return false }
    }

    func testTheDefaultSendsOffsetCommands() { onMain {
        XCTAssertTrue(TabStripDriver().sendsOffsetCommands)
    } }

    func testWithoutOffsetCommandsEveryOtherCommandAndEveryOffsetIsTheSame() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (a, hostA, boxA) = Self.make(sendsOffsets: true, direction: direction)
            let (b, hostB, boxB) = Self.make(sendsOffsets: false, direction: direction)
            var rng = SeededRandom(seed: 4_411)
            var steps = 0
            @MainActor func check(_ what: String) {
                steps += 1
                XCTAssertEqual(hostA.offsetAlongAxis.bitPattern, hostB.offsetAlongAxis.bitPattern, "\(direction) \(what)")
                XCTAssertEqual(a.state, b.state, "\(direction) \(what)")
                XCTAssertEqual(a.indicatorFrame, b.indicatorFrame, "\(direction) \(what)")
                XCTAssertEqual(boxA.commands.filter { !Self.isOffset($0) }, boxB.commands, "\(direction) \(what)")
                XCTAssertFalse(boxB.commands.contains(where: Self.isOffset), "\(direction) \(what)")
            }
            for round in 0..<60 {
                let from = a.selectedIndex
                switch rng.int(in: 0...3) {
                case 0: // a swipe of the pages, frame by frame, then its rest
                    let forward = rng.int(in: 0...1) == 0
                    let to = (from + (forward ? 1 : 5)) % 6
                    for k in 1...12 {
                        let move = PagingState.dragging(PagingMove(from: from, to: to, steps: forward ? 1 : -1,
                                                                    progress: CGFloat(k) / 12))
                        a.apply(move, animated: false)
                        b.apply(move, animated: false)
                        check("round \(round) swipe frame \(k)")
                    }
                    a.apply(.idle(index: to), animated: false)
                    b.apply(.idle(index: to), animated: false)
                case 1: // a tap on a cell near the middle copy: an animated move
                    let cell = a.strip.cellCount / 2 + rng.int(in: -5...5)
                    a.tap(cell: cell)
                    b.tap(cell: cell)
                    check("round \(round) tap")
                    hostA.finishAnimation()
                    hostB.finishAnimation()
                case 2: // the user drags the strip, recentring as it goes
                    let dx = CGFloat(rng.int(in: -400...400))
                    for _ in 0..<8 {
                        hostA.drag(by: dx / 8)
                        hostB.drag(by: dx / 8)
                        check("round \(round) drag")
                    }
                    hostA.lift()
                    hostB.lift()
                default: // a selection asked for with animation
                    let index = rng.int(in: 0...5)
                    a.setSelectedIndex(index, animated: true)
                    b.setSelectedIndex(index, animated: true)
                    check("round \(round) select")
                }
                check("round \(round)")
            }
            XCTAssertGreaterThan(boxA.commands.filter(Self.isOffset).count, 50, "the sequence moves the strip")
            XCTAssertGreaterThan(hostA.sets.count, 50)
            XCTAssertGreaterThan(steps, 300)
        }
    } }
}
