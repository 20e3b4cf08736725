#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The app lets go of the real strip (its last reference) inside the strip's
/// own callback: `onSelect` or the delegate during a tap, `onSelect` during
/// VoiceOver's activation, `onProgress` while it follows a swipe. The event
/// finishes without touching the released strip (the suite runs under
/// AddressSanitizer in CI), the strip goes, and nothing is misused.
final class StripReleasedInCallbackTests: XCTestCase {
    @MainActor
    private final class Releaser: InfiniteTabStripViewDelegate {
        var release: () -> Void = {}
        func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didSelectItemAt index: Int) { release() }
    }

    private enum Way: CaseIterable { case onSelect, delegate, voiceOver, onProgress }

    func testReleasingTheStripInsideItsOwnCallbackEndsTheEventSafely() {
        onMain {
            for way in Way.allCases {
                let device = SimulatedDevice(width: 320)
                let container = UIView()
                device.show(view: container, height: 400)
                var strip: InfiniteTabStripView? = InfiniteTabStripView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let released = WeakReference(strip)
                strip!.titles = (0..<8).map { "T\($0)" }
                container.addSubview(strip!)
                let pages = UIScrollView(frame: CGRect(x: 0, y: 60, width: 320, height: 300))
                pages.isPagingEnabled = true
                pages.contentSize = CGSize(width: 320 * 24, height: 300)
                container.addSubview(pages)
                let releaser = Releaser()
                var calls = 0
                let letGo = {
                    calls += 1
                    strip?.removeFromSuperview()
                    strip = nil
                }
                switch way {
                case .onSelect, .voiceOver: strip!.onSelect = { _ in letGo() }
                case .delegate:
                    releaser.release = letGo
                    strip!.delegate = releaser
                case .onProgress:
                    strip!.follow(pages)
                    strip!.onProgress = { _ in letGo() }
                }
                device.settle()
                switch way {
                case .onSelect, .delegate:
                    guard let label = device.visibleLabels().first(where: { $0.text == "T1" }) else {
                        return XCTFail("tab 1 not on screen")
                    }
                    device.tap(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
                case .voiceOver:
                    let element = strip!.accessibilityElement(at: 3) as? UIAccessibilityElement
                    XCTAssertEqual(element?.accessibilityActivate(), true)
                case .onProgress:
                    device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.2)
                    device.lift()
                }
                XCTAssertNil(strip, "\(way): released in the callback")
                device.settle()
                XCTAssertNil(released.object, "\(way): the strip went")
                XCTAssertEqual(calls, 1, "\(way): later events reach nothing")
                XCTAssertEqual(device.violations, [], "\(way)")
            }
        }
    }
}
#endif
