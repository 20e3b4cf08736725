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
        /// Whether an animated `setContentOffset` to the offset the scroll
        /// view already has, while an animated set to another offset runs,
        /// stops that move where it is (true, as a plain set does) or is
        /// ignored so the move runs on (false). Apple's documentation of
        /// `setContentOffset(_:animated:)` only says the animated form moves
        /// "at a constant velocity to the new offset"; openradar 16724593
        /// (lionheart/openradar-mirror#3680) reports that an animated set
        /// does not stop a running deceleration, while facebookarchive/pop#100
        /// says a `setContentOffset(_:animated:)` stops any scroll view
        /// animation. Default false.
        public var animatedSetToCurrentOffsetStopsMove = false
        /// What a finger touching down does to an animated `setContentOffset`
        /// under way. Apple documents neither whether the touch stops it nor
        /// whether the tap then still reaches a cell; WenchaoD/FSPagerView#135
        /// reports that touching a cell during an animated `scrollToItem`
        /// stops the move. Default ``TouchDuringAnimatedSet/catchesLikeAFling``.
        public var touchDuringAnimatedSet = TouchDuringAnimatedSet.catchesLikeAFling
        /// What `isScrollEnabled = false` does to a drag under way. Apple:
        /// a gesture recognizer disabled while it recognizes "transitions to
        /// a cancelled state" (UIGestureRecognizer, "isEnabled"), and turning
        /// scrolling off turns the scroll view's pan off; what the scroll
        /// view tells its delegate then is not documented. Default
        /// ``ScrollDisabledMidDrag/cancelsAndAsksForTarget``.
        public var scrollDisabledMidDrag = ScrollDisabledMidDrag.cancelsAndAsksForTarget
        /// Whether a cell scrolled off and back on screen before it went to
        /// the reuse queue comes back without `cellForItemAt` (prefetching,
        /// on by default since iOS 10: Apple, "isPrefetchingEnabled").
        /// Default true.
        public var reshowsCellsWithoutAsking = true
        /// Whether a collection view's cells can take the focus by default
        /// (`allowsFocus`) on an iPad with a hardware keyboard. Apple's
        /// "allowsFocus" page gives no iPad default; WWDC21 "Focus on iPad
        /// keyboard navigation" shows collection views taking part in focus.
        /// Default true (every cell, a strip's copies too, is a Tab stop).
        public var collectionViewCellsFocusable = true
        /// Whether Tab (and an arrow key inside a focus group) can move the
        /// focus to a focusable view scrolled out of sight: outside the
        /// window, or outside the bounds of an ancestor that clips (a
        /// scroll view). Apple's "canBecomeFocused" and WWDC21 "Focus on
        /// iPad keyboard navigation" do not say; on tvOS the focus engine
        /// only moves to items on screen and scrolls a scroll view to show
        /// its focused item (Apple, "About focus interactions for Apple TV").
        /// Default true (the off-screen view is reached).
        public var focusReachesViewsOffScreen = true
        /// Whether the page view controller asks its data source for the
        /// neighbours again after an animated `setViewControllers` (true) or
        /// keeps the cached ones (false, the stale-cache behaviour Pageboy's
        /// `PatchedPageViewController` works around). Default false.
        public var pageViewControllerRefreshesNeighboursAfterSet = false
        /// Whether a horizontal page view controller in a right-to-left
        /// layout puts the page after on the left (mirrored) or, as in left to
        /// right, on the right. Apple does not document it; Stack Overflow
        /// 70295432 reports swipes mirrored in right to left while an animated
        /// forward set still brings its page in from the right. Which view's
        /// direction UIKit reads is not documented either, so the model
        /// mirrors when the page view controller's view or its inner scroll
        /// view lays out right to left. Default true (the cited report).
        public var pageViewControllerMirrorsInRightToLeft = true
        /// Whether the page view controller leaves out
        /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
        /// after a swipe. Apple says it is called "after a gesture-driven
        /// transition completes"; peers report the page and their state
        /// disagreeing after fast swipes (hons82/THSegmentedPager#12) and
        /// work around a missing end (Pageboy reads the inner scroll view's
        /// offset instead). Default false.
        public var pageViewControllerDropsDidFinishAnimating = false
        /// The most layout passes one turn may take before the model calls
        /// it a layout loop. UIKit does not crash on one but spins; its
        /// debugging aid, the `UIViewLayoutFeedbackLoopDebuggingThreshold`
        /// launch argument, flags views laid out too often in one turn (Apple,
        /// "Debugging Auto Layout feedback loops"). Default 8.
        public var layoutPassesPerTurn = 8
        /// How far, in points, a finger must move from where it went down
        /// before a scroll view's pan begins (the simulated finger's slop;
        /// before that it may still be a tap). Apple documents no distance
        /// for `UIPanGestureRecognizer`; 10 is the model's estimate. Default 10.
        public var panSlopPoints = 10
        /// Over how many milliseconds of the finger's last moves the lift's
        /// velocity is measured (`scrollViewWillEndDragging`'s velocity).
        /// UIKit's estimator is undocumented (Apple, "velocity(in:)" of
        /// `UIPanGestureRecognizer` gives points per second and no window);
        /// 50 is the model's estimate. Default 50.
        public var liftVelocityWindowMilliseconds = 50

        /// The lift speed, in points per second, above which a paging scroll
        /// view turns one page the finger's way however short the drag (and
        /// the interactive pop completes however little it moved). Apple
        /// documents no threshold for `isPagingEnabled`; 300 is the model's
        /// estimate. Default 300.
        public var pagingFlickPointsPerSecond = 300
        /// How long an animated `setContentOffset(_:animated:)` travels, in
        /// milliseconds. Apple documents no duration (Apple,
        /// "setContentOffset(_:animated:)": "animate the transition at a
        /// constant velocity"); peers that need another length animate the
        /// offset themselves (touchlane/SlideController#61,
        /// gblancogarcia/GBInfiniteScrollView#29). 300 is the model's
        /// estimate. Default 300.
        public var animatedScrollMilliseconds = 300
        /// How the content moves to a target `scrollViewWillEndDragging`
        /// changed (a scroll view without paging). Apple says only that the
        /// app can change the target "to adjust where the scroll view
        /// finishes its scrolling animation" (Apple,
        /// "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)");
        /// snapping carousels built on it report a deceleration re-aimed at
        /// the new target rather than a fixed-length animation, which is not
        /// documented either. Default `.easesInQuarterSecond` (the model's
        /// older behaviour; the other runs in `.ci/switch-values`).
        public var changedTargetMotion = ChangedTargetMotion.easesInQuarterSecond
        /// How long an animated push or pop of a navigation controller
        /// slides, in milliseconds. Apple documents no length (the nearest
        /// documented figure is `UINavigationControllerHideShowBarDuration`,
        /// the bars' own animation); 350 is the model's estimate and 500 a
        /// slower plausible one. Default 350.
        public var navigationTransitionMilliseconds = 350
        /// The height of a tab controller's bar above the screen's bottom
        /// inset, in points. Apple documents none; 49 is the figure iPhone
        /// apps hard-code for portrait, and a phone in landscape shows a
        /// compact bar about 32 points tall. Default 49.
        public var tabBarHeightPoints = 49

        /// The defaults.
        public init() {}
    }

    /// What turning scrolling off does to a drag under way (see
    /// ``Configuration/scrollDisabledMidDrag``).
    public enum ScrollDisabledMidDrag: Sendable, CaseIterable {
        /// The drag ends at once as a lift without velocity would:
        /// `scrollViewWillEndDragging` proposes where to rest, then
        /// `scrollViewDidEndDragging`.
        case cancelsAndAsksForTarget
        /// The drag ends at once with only `scrollViewDidEndDragging(_:willDecelerate: false)`:
        /// the content stays where the finger left it.
        case cancelsWithoutAskingForTarget
        /// The finger's moves are ignored until it lifts, which ends the drag
        /// as usual.
        case keepsDragUntilLift
    }

    /// How the content reaches a delegate-changed target (see
    /// ``Configuration/changedTargetMotion``).
    public enum ChangedTargetMotion: Sendable, CaseIterable {
        /// A 0.25 s ease-out from the lift to the target.
        case easesInQuarterSecond
        /// A deceleration at the scroll view's `decelerationRate` whose
        /// starting velocity is recomputed so that it stops on the target.
        case deceleratesToTarget
    }

    /// What a touch does to an animated `setContentOffset` under way (see
    /// ``Configuration/touchDuringAnimatedSet``).
    public enum TouchDuringAnimatedSet: Sendable, CaseIterable {
        /// The move stops without an end callback and the touch is not a
        /// tap (as when a finger catches a fling).
        case catchesLikeAFling
        /// The move stops without an end callback; a touch lifted without
        /// moving is still a tap.
        case stopsAndTaps
        /// The move runs on; a touch lifted without moving is a tap.
        case passesThrough
    }
}
