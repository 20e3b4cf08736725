import Foundation

/// What one event of ``PagesDriver`` asks of its shell, in order: calls on the page view controller, events
/// to report, and the driver's own wake-ups. The driver never calls its host; the shell applies this.
///
/// A page is the host's own page object (its `PageHost.Page`), held here as `AnyObject` so that the steps are one
/// concrete type: the driver is generic and runs unspecialised, where an array of generic steps cost about 40% of
/// a scroll frame in metadata lookups (`Benchmarks/Scripts/instructions.sh pages-driver 10`).
package struct PagesOutcome {
    package enum Step {
        /// `setViewControllers([page], ...)`; an animated set hands its completion to
        /// ``PagesDriver/setFinished(_:)`` with `completion`.
        case show(AnyObject, direction: PageDirection, animated: Bool, completion: Int?)
        case showNoPage
        case acceptSwipes(Bool)
        case hideFromAccessibility(Bool, page: AnyObject)
        case afterCurrentEvent(PagesWake)
        case report(PagesEvent)
        case settled(AnyObject)
        case voiceOverChange(AnyObject, PageVoiceOverFollower.Change)
        case reloaded
        case whenApplied(() -> Void)
    }

    package var steps: [Step] = []
    /// Set by a scroll frame that pulls past an end with bounces off: where to put the scroll view back (no steps then).
    package var heldOffset: CGFloat?

    package var events: [PagesEvent] {
        steps.compactMap { if case .report(let event) = $0 { return event } else { return nil } }
    }
}

/// A turn of the main queue the driver waited for, handed back by the shell.
package enum PagesWake: Sendable, Equatable {
    case nextTurn(Int)
    case refreshAfterSet(Int)
    case bounceEnded(Int)
    case restCheck(Int)
}
