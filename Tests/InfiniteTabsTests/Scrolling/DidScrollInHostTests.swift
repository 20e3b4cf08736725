import XCTest
import InfiniteTabsCore
import TestSupport

/// `didScroll(in:)`, the call the UIKit controls make from
/// `scrollViewDidScroll(_:)` with the scroll view in hand: the same commands
/// and offsets as `didScroll()` over the same seeded scrolling, and nothing
/// for a scroll view that is not the driver's host or without a host.
final class DidScrollInHostTests: XCTestCase {
    /// Seeded drags of 1 to 80 pt either way, crossing the copies many times.
    private static func moves(_ count: Int, seed: UInt64) -> [CGFloat] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { _ in CGFloat(Int.random(in: 1...80, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1) }
    }

    @MainActor private static func pickerRun(passingHost: Bool) -> (commands: [PickerCommand], offsets: [CGFloat]) {
        let driver = PickerDriverHarness()
        let host = FakeScrollHost(width: 100)
        host.onDidScroll = { [unowned driver, unowned host] in
            if passingHost { driver.didScroll(in: host) } else { driver.didScroll() }
        }
        driver.host = host
        var commands: [PickerCommand] = []
        driver.onCommand = { commands.append($0) }
        driver.configure(itemCount: 4, pageWidth: 100, visibleWidth: 300, direction: .leftToRight)
        var offsets: [CGFloat] = []
        driver.willBeginDragging()
        for dx in moves(2_000, seed: 41) {
            host.drag(by: dx)
            offsets.append(host.offsetAlongAxis)
        }
        return (commands, offsets)
    }

    func testPickerDidScrollInHostMatchesDidScroll() { onMain {
        let plain = Self.pickerRun(passingHost: false)
        let passed = Self.pickerRun(passingHost: true)
        XCTAssertEqual(passed.commands, plain.commands)
        XCTAssertEqual(passed.offsets, plain.offsets)
        XCTAssertGreaterThan(plain.commands.filter { if case .recentered = $0 { return true } else { return false } }.count, 10,
                             "the run recentres many times")
    } }

    @MainActor private static func stripRun(passingHost: Bool) -> (commands: [TabStripCommand], offsets: [CGFloat]) {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 200)
        host.onDidScroll = { [unowned driver, unowned host] in
            if passingHost { driver.didScroll(in: host) } else { driver.didScroll() }
        }
        driver.host = host
        var commands: [TabStripCommand] = []
        driver.onCommand = { commands.append($0) }
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        var offsets: [CGFloat] = []
        for dx in moves(2_000, seed: 42) {
            host.drag(by: dx)
            offsets.append(host.offsetAlongAxis)
        }
        return (commands, offsets)
    }

    func testStripDidScrollInHostMatchesDidScroll() { onMain {
        let plain = Self.stripRun(passingHost: false)
        let passed = Self.stripRun(passingHost: true)
        XCTAssertEqual(passed.commands, plain.commands)
        XCTAssertEqual(passed.offsets, plain.offsets)
        XCTAssertGreaterThan(plain.commands.filter { if case .recentered = $0 { return true } else { return false } }.count, 10)
        XCTAssertGreaterThan(plain.commands.filter { if case .placeIndicator = $0 { return true } else { return false } }.count, 2,
                             "the indicator is kept in view while scrolling")
    } }

    func testAnotherScrollViewOrNoHostIsIgnored() { onMain {
        let picker = PickerDriverHarness()
        let host = FakeScrollHost(width: 100)
        picker.host = host
        var pickerCommands: [PickerCommand] = []
        picker.configure(itemCount: 3, pageWidth: 100, visibleWidth: 100, direction: .leftToRight)
        picker.onCommand = { pickerCommands.append($0) }
        let stranger = FakeScrollHost(width: 100)
        stranger.offsetAlongAxis = -50 // would recentre if it were the host
        picker.didScroll(in: stranger)
        XCTAssertEqual(pickerCommands, [])
        picker.host = nil
        picker.didScroll(in: host)
        XCTAssertEqual(pickerCommands, [], "no host: nothing")

        let strip = StripDriverHarness()
        let stripHost = FakeScrollHost(width: 200)
        strip.host = stripHost
        strip.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        var stripCommands: [TabStripCommand] = []
        strip.onCommand = { stripCommands.append($0) }
        strip.didScroll(in: stranger)
        XCTAssertEqual(stripCommands, [])
        strip.host = nil
        strip.didScroll(in: stripHost)
        XCTAssertEqual(stripCommands, [])
    } }
}
