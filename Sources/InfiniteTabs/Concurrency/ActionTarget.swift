#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A target-action receiver that runs a closure: the one place the controls
/// name an Objective-C selector. On Linux, which has no selectors, the UIKit
/// model takes the closure itself; UIKit calls the same closure either way.
/// UIKit does not retain targets (Apple, "addTarget(_:action:for:)"), so the
/// owner keeps this object.
@MainActor
final class ActionTarget: NSObject {
    private let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
        super.init()
    }

    #if canImport(ObjectiveC)
    @objc private func run() { body() }
    #else
    private func run() { body() }
    #endif

    /// A tap recogniser that calls this target.
    func tapRecognizer() -> UITapGestureRecognizer {
        #if canImport(ObjectiveC)
        UITapGestureRecognizer(target: self, action: #selector(run))
        #else
        UITapGestureRecognizer(target: self) { [weak self] in self?.run() }
        #endif
    }

    /// Makes `control` call this target for `events`.
    func add(to control: UIControl, for events: UIControl.Event) {
        #if canImport(ObjectiveC)
        control.addTarget(self, action: #selector(run), for: events)
        #else
        control.addTarget(self, action: { [weak self] in self?.run() }, for: events)
        #endif
    }
}
#endif
