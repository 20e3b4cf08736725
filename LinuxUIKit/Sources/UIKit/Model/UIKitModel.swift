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
    /// UIKit work done so far (issue 21 point 6): compare two snapshots to
    /// count the work of one frame.
    public internal(set) static var counters = WorkCounters()

    /// Switches for the facts modelled both ways.
    public static var configuration = Configuration()
    /// UIKit misuse recorded so far (each would crash or misbehave on a device).
    public private(set) static var violations: [String] = []

    /// The configuration the environment gives, read once.
    private static let environmentConfiguration = Configuration.fromEnvironment()

    /// Records a misuse UIKit would crash on (or log and misbehave).
    public static func recordViolation(_ text: String) {
        violations.append(text)
    }

    /// Forgets the violations and resets the clock, the queue, the timers,
    /// the windows, the notification state and the configuration, for a new
    /// test. The configuration is the defaults changed by the environment
    /// variable `LINUXUIKIT_CONFIGURATION` (see ``Configuration/parsing(_:)``);
    /// bad text there stops the run with a message naming the bad pair.
    public static func reset() {
        violations.removeAll()
        counters = WorkCounters()
        configuration = environmentConfiguration
        runLoop.reset()
        UIWindow.allWindows.removeAll()
        UIAccessibility.resetModel()
        UIKeyboardModel.reset()
        UIApplication.shared.applicationState = .active
        UIViewAnimationRunner.shared.reset()
        UITraitCollection.current =
            UITraitCollection(layoutDirection: .leftToRight, preferredContentSizeCategory: .large, displayScale: 3)
    }

    /// Counts of UIKit work.
    public struct WorkCounters: Equatable, Sendable {
        /// Views (and cells) created.
        public var viewsCreated = 0
        /// Collection view cells created.
        public var cellsCreated = 0
        /// Of `viewsCreated`: the views a collection view's new cells made
        /// (each cell and its subviews, from its initializer).
        public var viewsInNewCells = 0
        /// `UICollectionView.reloadData()` calls.
        public var reloadDataCalls = 0
        /// `UICollectionViewLayout.invalidateLayout()` calls.
        public var layoutInvalidations = 0
        /// `layoutSubviews` calls.
        public var layoutPasses = 0
        /// Label text colours or fonts changed to a different value.
        public var labelStyleChanges = 0
        /// Label text colour and font writes, whether or not the value
        /// changed (a control restyling labels that did not change still
        /// pays for it).
        public var labelStyleWrites = 0
        /// `UIScrollView.setContentOffset(_:animated:)` calls, either way (a
        /// plain one stops a deceleration).
        public var offsetSets = 0

        public init() {}

        /// The work done since `earlier`.
        public func since(_ earlier: WorkCounters) -> WorkCounters {
            var d = WorkCounters()
            d.viewsCreated = viewsCreated - earlier.viewsCreated
            d.cellsCreated = cellsCreated - earlier.cellsCreated
            d.viewsInNewCells = viewsInNewCells - earlier.viewsInNewCells
            d.reloadDataCalls = reloadDataCalls - earlier.reloadDataCalls
            d.layoutInvalidations = layoutInvalidations - earlier.layoutInvalidations
            d.layoutPasses = layoutPasses - earlier.layoutPasses
            d.labelStyleChanges = labelStyleChanges - earlier.labelStyleChanges
            d.labelStyleWrites = labelStyleWrites - earlier.labelStyleWrites
            d.offsetSets = offsetSets - earlier.offsetSets
            return d
        }
    }
}
