#if os(Linux)
import UIKit
import InfiniteTabs

/// A control on the simulated device that a test steps frame by frame.
@MainActor
package protocol SteppedScreen: AnyObject {
    var device: SimulatedDevice { get }
    /// What the last step did, in words (for a checker's messages).
    var lastEvent: String { get }
    /// Whether nothing moves, nothing waits and no finger is down.
    var isAtRest: Bool { get }
    /// One display frame.
    func frame()
}

/// Checks what a control shows on every frame and at every rest.
@MainActor
package protocol FrameChecker: AnyObject {
    var violations: Violations { get set }
    /// The frames checked so far.
    var frames: Int { get }
    func checkFrame(_ context: @autoclosure () -> String)
    func checkAtRest(_ context: @autoclosure () -> String)
}

extension StripScreen: SteppedScreen {}
extension PickerScreen: SteppedScreen {}
extension PagesScreen: SteppedScreen {}
extension StripChecker: FrameChecker {}
extension PickerChecker: FrameChecker {}
extension PagesChecker: FrameChecker {}
#endif
