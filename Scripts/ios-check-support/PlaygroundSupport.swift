// Compile-only substitute for Xcode's PlaygroundSupport module, used by
// Scripts/ios-check to type-check the playground pages away from Xcode. It
// declares just the part of the API that the pages call; nothing here runs.
import UIKit

public protocol PlaygroundLiveViewable {}

extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}

public final class PlaygroundPage {
    public static let current = PlaygroundPage()
    public var liveView: PlaygroundLiveViewable?
    public var needsIndefiniteExecution = false
    public func setLiveView<Content>(_ content: Content) {}
    public func finishExecution() -> Never { fatalError("compile-only stand-in") }
}
