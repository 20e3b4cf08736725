import XCTest
@testable import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// A VoiceOver user on the real pages (alone or in the real container), as
/// UIKit's accessibility API sees them: the strip's tab elements in index
/// order (a container of exactly `items.count` elements), then every page
/// view VoiceOver may read (not hidden by `accessibilityElementsHidden`, in
/// the window, inside the pages' viewport). Focus moves with one-finger
/// swipes (calling the elements' focus callbacks), a double tap activates,
/// a three-finger swipe goes to the pages' view when the focus is on a page.
@MainActor
final class PagesVoiceOverUser {
    enum Focus: Equatable { case tab(Int), page(ObjectIdentifier) }

    let screen: PagesScreen
    private(set) var focus: Focus?
    private(set) var gestures = 0

    init(screen: PagesScreen) {
        self.screen = screen
        screen.device.setVoiceOver(true)
    }

    var tabCount: Int { screen.strip?.accessibilityElementCount() ?? 0 }

    func tabElement(_ i: Int) -> UIAccessibilityElement? { screen.strip?.accessibilityElement(at: i) as? UIAccessibilityElement }

    /// The page views VoiceOver may read now.
    var readablePages: [ScreenPage] {
        let v = screen.viewport
        return screen.pageFrames.filter { entry in
            var view: UIView? = entry.page.view
            while let current = view {
                if current.accessibilityElementsHidden || current.isHidden { return false }
                view = current.superview
            }
            return !entry.frame.intersection(v).isEmpty && entry.frame.intersection(v).width > 0
        }.sorted { $0.frame.minX < $1.frame.minX }.map(\.page)
    }

    private var elements: [Focus] { (0..<tabCount).map { .tab($0) } + readablePages.map { .page(ObjectIdentifier($0)) } }

    /// One-finger swipe right (`forward`) or left: the next or previous
    /// element; false at the end.
    @discardableResult
    func swipe(forward: Bool) -> Bool {
        gestures += 1
        let all = elements
        let i = focus.flatMap { all.firstIndex(of: $0) }
        let j = i.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : all.count - 1)
        guard all.indices.contains(j) else { return false }
        moveFocus(to: all[j])
        return true
    }

    private func moveFocus(to new: Focus) {
        if case .tab(let old) = focus { tabElement(old)?.accessibilityElementDidLoseFocus() }
        focus = new
        if case .tab(let i) = new { tabElement(i)?.accessibilityElementDidBecomeFocused() }
        UIKitModel.runLoop.finishEvent()
    }

    /// Double tap: activates the focused tab (a page does nothing).
    func doubleTap() {
        gestures += 1
        if case .tab(let i) = focus { _ = tabElement(i)?.accessibilityActivate() }
        UIKitModel.runLoop.finishEvent()
    }

    /// Three-finger swipe: scrolls the pages when a page is focused.
    @discardableResult
    func threeFingerSwipe(_ direction: UIAccessibilityScrollDirection) -> Bool {
        gestures += 1
        guard case .page = focus else { return false }
        return screen.voiceOverScroll(direction)
    }

    /// After a page turn VoiceOver moves to the page now on screen.
    func screenChanged() {
        if case .page(let id) = focus, !readablePages.contains(where: { ObjectIdentifier($0) == id }) {
            focus = readablePages.first.map { .page(ObjectIdentifier($0)) }
        }
    }

    /// The focused tab's element frame in window coordinates.
    var focusedTabFrame: CGRect? {
        guard case .tab(let i) = focus, let element = tabElement(i), let strip = screen.strip else { return nil }
        return strip.convert(element.accessibilityFrameInContainerSpace, to: nil)
    }
}

final class PagesVoiceOverTests: XCTestCase {
    /// The strip is exactly `itemCount` elements in index order, then the
    /// page on screen; the cursor stops at the ends.
    func testSwipingRightVisitsEveryTabOnceThenThePageOnScreenAndStops() { onMain {
        let titles = ["Zero", "One", "Two", "Three", "Four"]
        let screen = PagesScreen(titles: titles, selectedIndex: 1, width: 300, height: 600)
        let vo = PagesVoiceOverUser(screen: screen)
        var visited: [PagesVoiceOverUser.Focus] = []
        var labels: [String] = []
        while vo.swipe(forward: true) {
            visited.append(vo.focus!)
            if case .tab(let i) = vo.focus! {
                let element = vo.tabElement(i)!
                labels.append((element.accessibilityLabel ?? "") + (element.accessibilityTraits.contains(.selected) ? ", selected" : ""))
            }
            XCTAssertTrue(screen.device.settle())
        }
        let page = screen.pageShown!
        XCTAssertEqual(page.index, 1)
        XCTAssertEqual(visited, (0..<5).map { .tab($0) } + [.page(ObjectIdentifier(page))])
        XCTAssertFalse(vo.swipe(forward: true), "the cursor stops at the last element")
        XCTAssertEqual(labels.prefix(3), ["Zero", "One, selected", "Two"])
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// VoiceOver reads only the page on screen: the cached neighbours are
    /// hidden from it, before and after a swipe and a three-finger swipe.
    func testOnlyThePageOnScreenIsAnElementAtRest() { onMain {
        let screen = PagesScreen(count: 4, selectedIndex: 0, width: 320)
        let vo = PagesVoiceOverUser(screen: screen)
        let pvc = screen.pages.pageViewController
        pvc.askForNeighboursAsASwipeWould() // UIKit asks for them at the next swipe's first move
        XCTAssertNotNil(pvc.cachedNeighbourBefore)
        XCTAssertNotNil(pvc.cachedNeighbourAfter)
        XCTAssertEqual(vo.readablePages.map(\.index), [0])
        XCTAssertTrue(pvc.cachedNeighbourBefore!.view.accessibilityElementsHidden)
        XCTAssertTrue(pvc.cachedNeighbourAfter!.view.accessibilityElementsHidden)
        screen.touchDown()
        for _ in 0..<10 { screen.moveFinger(by: 20) }
        screen.lift()
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(vo.readablePages.map(\.index), [screen.pageShown!.index])
        XCTAssertEqual(screen.pageShown?.index, 1)
        XCTAssertTrue(vo.swipe(forward: true))
        XCTAssertTrue(vo.threeFingerSwipe(.next))
        XCTAssertTrue(screen.device.settle())
        vo.screenChanged()
        XCTAssertEqual(vo.readablePages.map(\.index), [2])
        XCTAssertEqual(vo.focus, .page(ObjectIdentifier(screen.pageShown!)))
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// A three-finger swipe left turns to the next page, and VoiceOver reads
    /// the page that ends on screen; on the strip it does nothing (no view
    /// above the tabs scrolls). (Right to left waits for the model's answer
    /// on page view controllers mirrored by UIKit.)
    func testThreeFingerSwipesReadThePageThatEndsOnScreen() { onMain {
        let screen = PagesScreen(titles: (0..<5).map { "Tab \($0)" }, selectedIndex: 2, width: 330, height: 600)
        let vo = PagesVoiceOverUser(screen: screen)
        XCTAssertTrue(vo.swipe(forward: true))
        XCTAssertFalse(vo.threeFingerSwipe(.left), "the strip's elements do not scroll")
        for _ in 0..<5 { vo.swipe(forward: true) }
        XCTAssertTrue(vo.threeFingerSwipe(.left))
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(screen.pageShown?.index, 3)
        XCTAssertEqual(UIAccessibility.pageScrolledAnnouncements.last, "Tab 3, tab 4 of 5", "the container names the tab")
        XCTAssertEqual(screen.strip?.selectedIndex, 3)
        XCTAssertEqual(screen.device.violations, [])
    } }

    func testVoiceOverOnThePagesNeverLandsOnAHiddenPageAndReadsThePageOnScreen() { run(container: false) }

    func testVoiceOverInTheContainerActivatesTheFocusedTabAndPagesAndStripAgree() { run(container: true) }

    /// Seeded VoiceOver users (mixed with a finger and the app), gestures
    /// during motion and at rest: every frame through the checkers; at rest
    /// VoiceOver reads exactly the page on screen, a focused page is never
    /// a hidden one, and a focused tab is wholly on screen.
    private func run(container: Bool) {
        onMain {
            var sequences = 0, gestures = 0, rests = 0
            var failures: [String] = []
            var seed: UInt64 = container ? 0xD4400 : 0xC3300
            for n in Array(1...7) + [40] {
                seed &+= 1
                var rng = SeededRandom(seed: seed)
                let screen = container
                    ? PagesScreen(titles: (0..<n).map { "T\($0)" }, selectedIndex: rng.int(in: 0...(n - 1)), width: rng.pixelWidth(in: 300...430), height: 640)
                    : PagesScreen(count: n, selectedIndex: rng.int(in: 0...(n - 1)), width: rng.pixelWidth(in: 300...430), height: 640)
                let vo = PagesVoiceOverUser(screen: screen)
                let pagesChecker = PagesChecker(screen: screen)
                let stripChecker = container ? ContainerStripChecker(screen: screen) : nil
                var atRest = Violations()
                for step in 0..<24 {
                    let context = "seed \(seed) n \(n) step \(step)"
                    switch rng.int(in: 0...9) {
                    case 0...3: vo.swipe(forward: rng.chance(0.7))
                    case 4...5: vo.doubleTap(); pagesChecker.jumpAllowedUntilRest = true
                    case 6...7: vo.threeFingerSwipe([.left, .right, .next, .previous][rng.int(in: 0...3)])
                    default:
                        screen.touchDown()
                        for _ in 0..<rng.int(in: 2...12) { screen.moveFinger(by: (rng.chance(0.5) ? 1 : -1) * rng.cgFloat(in: 5...30)) }
                        screen.lift()
                    }
                    pagesChecker.checkFrame(context)
                    stripChecker?.checkFrame(context)
                    let frames = rng.chance(0.4) ? rng.int(in: 0...20) : 2_000
                    var k = 0
                    while k < frames && !screen.isAtRest {
                        screen.frame()
                        pagesChecker.checkFrame(context)
                        stripChecker?.checkFrame(context)
                        k += 1
                    }
                    vo.screenChanged()
                    if case .page(let id) = vo.focus {
                        atRest.expect(vo.readablePages.contains { ObjectIdentifier($0) == id }, "focus on a hidden page \(context)")
                    }
                    guard screen.isAtRest else { continue }
                    rests += 1
                    pagesChecker.checkAtRest(context)
                    stripChecker?.checkAtRest(context)
                    atRest.expect(vo.readablePages.map(\.index) == [screen.pages.selectedIndex],
                                  "VoiceOver reads \(vo.readablePages.map(\.index)), the page shown is \(screen.pages.selectedIndex) \(context)")
                    if let frame = vo.focusedTabFrame, let strip = screen.strip {
                        let bounds = strip.convert(strip.bounds, to: nil)
                        atRest.expect(frame.minX >= bounds.minX - 0.5 && frame.maxX <= bounds.maxX + 0.5,
                                      "the focused tab \(frame) is not wholly on screen \(bounds) \(context)")
                    }
                }
                atRest.expect(screen.device.violations.isEmpty, "UIKit: \(screen.device.violations.prefix(2)) seed \(seed)")
                sequences += 1
                gestures += vo.gestures
                failures += (pagesChecker.violations.messages + (stripChecker?.violations.messages ?? []) + atRest.messages).prefix(3)
            }
            for f in failures.prefix(12) { XCTFail(f) }
            XCTAssertEqual(failures.count, 0)
            XCTAssertGreaterThan(rests, sequences)
            print("VoiceOver on the \(container ? "container" : "pages"): \(sequences) sequences, \(gestures) gestures, \(rests) rests checked")
        }
    }
}
