/// The model's own controls (Linux only, not UIKit API): its clock and main
/// run loop, the misuse it recorded, and the switches for facts UIKit's
/// documentation leaves open. Tests reach it through `SimulatedDevice`.
///
/// One run-loop turn (``SimulatedRunLoop/runFrame()``) follows the order of
/// iOS's main run loop: timers whose date passed, the display link (scroll
/// views, page transitions and view animations advance one frame), the main
/// queue, then the Core Animation commit, where every view that needs layout
/// is laid out once (Apple, "layoutIfNeeded": "the current layout update
/// cycle"; Apple, "setNeedsLayout()": "this method … waits for the next
/// update cycle"). Events (touches, VoiceOver) are handled between turns,
/// each followed by the main queue.
@MainActor
public enum UIKitModel {
    /// The clock, the main queue and the timers.
    public static let runLoop = SimulatedRunLoop()
    /// Switches for the facts modelled both ways.
    public static var configuration = Configuration()
    /// UIKit misuse recorded so far (each would crash or misbehave on a device).
    public private(set) static var violations: [String] = []
    /// UIKit work done so far, for tests and benchmarks that bound the work
    /// of a frame (issue 21 point 6): compare two readings.
    public static var workCounters = WorkCounters()

    /// Records a misuse UIKit would crash on (or log and misbehave).
    public static func recordViolation(_ text: String) {
        violations.append(text)
    }

    /// Forgets the violations and resets the clock, the queue, the timers,
    /// the windows, the notification state and the configuration, for a new
    /// test.
    public static func reset() {
        violations.removeAll()
        workCounters = WorkCounters()
        configuration = Configuration()
        runLoop.reset()
        UIWindow.allWindows.removeAll()
        UIAccessibility.resetModel()
        UIApplication.shared.applicationState = .active
        UIAccessibilityElement.focusedElementID = nil
    }

    /// Counts of UIKit work that costs a frame time on a device: Parchment
    /// invalidates its menu layout and sets its offset on every frame of a
    /// swipe (`PagingController.updateScrollingState`), the kind of work a
    /// looping control must not repeat per frame.
    public struct WorkCounters: Equatable, Sendable {
        /// `UICollectionView.reloadData()` calls.
        public var reloadData = 0
        /// `UICollectionViewLayout.invalidateLayout()` calls (a bounds change
        /// the layout asks to invalidate for counts too).
        public var layoutInvalidations = 0
        /// Views initialised (`UIView.init(frame:)`, so cells and labels too).
        public var viewsCreated = 0
        /// Collection view cells made by `dequeueReusableCell` (not reused).
        public var cellsCreated = 0
        /// `UILabel.textColor` and `UILabel.font` writes.
        public var labelStyleWrites = 0
        /// `UIScrollView.setContentOffset(_:animated:)` calls, either way (a
        /// plain one stops a deceleration).
        public var offsetSets = 0

        public init() {}

        /// The work done between `earlier` and this reading.
        public func since(_ earlier: WorkCounters) -> WorkCounters {
            var d = WorkCounters()
            d.reloadData = reloadData - earlier.reloadData
            d.layoutInvalidations = layoutInvalidations - earlier.layoutInvalidations
            d.viewsCreated = viewsCreated - earlier.viewsCreated
            d.cellsCreated = cellsCreated - earlier.cellsCreated
            d.labelStyleWrites = labelStyleWrites - earlier.labelStyleWrites
            d.offsetSets = offsetSets - earlier.offsetSets
            return d
        }
    }

    /// The facts UIKit's documentation leaves open, each modelled both ways.
    public struct Configuration: Sendable {
        /// Whether a plain `setContentOffset(_:animated: false)` that stops an
        /// animated move reports `scrollViewDidEndScrollingAnimation` first.
        /// Apple does not say; jverkoey/nimbus#623 reports that it can.
        /// Default false.
        public var stoppedAnimationReportsEnd = false
        /// Whether assigning `contentOffset` during an animated
        /// `setContentOffset` shifts the animation by the same amount (true)
        /// or lets it go on towards its old target (false). Apple does not
        /// say. Default true.
        public var assignmentShiftsAnimatedMove = true
        /// Whether a cell scrolled off and back on screen before it went to
        /// the reuse queue comes back without `cellForItemAt` (prefetching,
        /// on by default since iOS 10: Apple, "isPrefetchingEnabled").
        /// Default true.
        public var reshowsCellsWithoutAsking = true
        /// Whether the page view controller asks its data source for the
        /// neighbours again after an animated `setViewControllers` (true) or
        /// keeps the cached ones (false, the stale-cache behaviour Pageboy's
        /// `PatchedPageViewController` works around). Default false.
        public var pageViewControllerRefreshesNeighboursAfterSet = false
        /// The most layout passes one turn may take before the model calls
        /// it a layout loop (Apple's "UIViewLayoutFeedbackLoopDebuggingThreshold"
        /// launch argument counts passes the same way). Default 8.
        public var layoutPassesPerTurn = 8

        /// The defaults.
        public init() {}
    }
}
