// The switches for the facts UIKit's documentation leaves open (see
// LinuxUIKit/README.md, "Unknowns are switched"); the text form is in
// UIKitModel+ConfigurationText.swift, the enum switches' values in
// UIKitModel+SwitchValues.swift.
extension UIKitModel {
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
        /// iPad keyboard navigation" do not say; Apple's
        /// "UIFocusItemScrollableContainer" has the focus engine scroll a
        /// container to keep items on screen as they become focused, which
        /// suggests it reaches them. Default true (the off-screen view is
        /// reached).
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
        /// How long a scroll view's own snap takes, in milliseconds: the
        /// move to a target `scrollViewWillEndDragging` changed (under
        /// ``ChangedTargetMotion/easesInQuarterSecond``), a paging scroll
        /// view's settle on its page, and the settle of content a touch left
        /// between pages. Apple documents no length (Apple, "isPagingEnabled"
        /// says only that it "stops on multiples of the scroll view's
        /// bounds"); 250 is the model's estimate, 400 a slower plausible one.
        /// Default 250.
        public var snapMilliseconds = 250
        /// How long content pulled or flung beyond an edge takes to bounce
        /// back, in milliseconds. Apple documents only that the scroll view
        /// "bounces back" (Apple, "bounces"); peers that imitate the rubber
        /// band pick their own spring (the length is nowhere given); 300 is
        /// the model's estimate, 500 a slower plausible one. Default 300.
        public var bounceBackMilliseconds = 300
        /// How long a change of the window's size (a rotation) animates, in
        /// milliseconds: the coordinator's `transitionDuration` and when its
        /// completions run. Apple documents no length; the nearest documented
        /// figure, `UIApplication.statusBarOrientationAnimationDuration`, is
        /// per device and only read at run time. 300 is the model's estimate,
        /// 400 a slower plausible one. Default 300.
        public var rotationMilliseconds = 300
        /// How long a scroll view that `delaysContentTouches` holds a touch
        /// back from its content, in milliseconds (unless the finger lifts or
        /// the pan begins first). Apple says only "until it can determine if
        /// scrolling is the intent" (Apple, "delaysContentTouches"; the lag
        /// peers see: bfeher/BFPaperButton#23, jezzmemo/JJStockView#2); 150
        /// is the figure developers quote (t.zoukankan.com/lanbodada-p-6178309),
        /// 100 and 300 plausible others. Default 150.
        public var contentTouchDelayMilliseconds = 150
        /// How wide, in points, the band along a screen edge is where a
        /// `UIScreenEdgePanGestureRecognizer` (and so the navigation
        /// controller's interactive pop) must start. Apple says only "near an
        /// edge" (Apple, "UIScreenEdgePanGestureRecognizer"); the size is a
        /// private setting (`_edgeRegionSize`, forkingdog/FDFullscreenPopGesture#75)
        /// that users find too narrow (openradar 15145539,
        /// lionheart/openradar-mirror#4425). 20 is the model's estimate, 10
        /// and 40 plausible others. Default 20.
        public var screenEdgeBandPoints = 20
        /// How far outside its bounds, in points, a finger tracked by a
        /// `UIControl` may go and still count as inside (`isTouchInside`,
        /// `.touchUpInside`). Apple says only "inside the bounds"; Stack
        /// Overflow 14340122 (answer 30320206) measures "about 70"; 60 and 100
        /// bracket that. Default 70.
        public var controlTouchTolerancePoints = 70
        /// How far, in points, a finger may move from where it went down
        /// before a `UITapGestureRecognizer` fails. iOS keeps the distance in
        /// a private `_allowableMovement` with no documented value; the public
        /// sibling, `UILongPressGestureRecognizer.allowableMovement`, defaults
        /// to 10 (Apple, "allowableMovement"), UIKit's own text-refinement tap
        /// sets 8 (its decompiled `UITextRefinementInteraction`), and custom
        /// taps pick 10. 5 and 40 bracket it. Default 10.
        public var tapAllowableMovementPoints = 10
        /// The width per page and the height, in points, of a
        /// `UIPageControl`'s intrinsic size. Apple gives no figures (only
        /// `size(forNumberOfPages:)`), and peers measure the control instead
        /// of assuming one (Spaceman-Labs/SMPageControl#22 copies its
        /// per-page width). 26 is the model's estimate, 16 and 36 bracket it.
        /// Default 26.
        public var pageControlPointsPerPage = 26
        /// The width, in points, from which the horizontal size class is
        /// regular. Apple's size-class table (Human Interface Guidelines,
        /// "Layout", device size classes) gives iPhones compact width in
        /// portrait and in landscape up to 852 points wide (iPhone 14 Pro:
        /// 852; iPhone 12: 844), regular width from the 896-point phones
        /// (iPhone 11, XR, Max) up; iPads split the other way: an 11-inch
        /// iPad's half split (about 597 points) is compact, a 12.9-inch one's
        /// (678) regular (txt.jazzychad.net, "iPad Multitasking Size
        /// Classes"). The model has no device idiom, so the line is a switch:
        /// 896 for a phone (the simulated devices are phones), 600 for an
        /// iPad. Default 896.
        public var regularWidthFromPoints = 896
        /// When a free deceleration (a lift whose target nobody changed)
        /// stops. Apple says only that `targetContentOffset` is "the expected
        /// offset when the scrolling action decelerates to a stop" (Apple,
        /// "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)");
        /// peers that rebuild UIKit's deceleration stop it when what is left
        /// to travel falls below half a pixel (the Hero and ScrollingDecelerator
        /// reconstructions after Ilya Lobanov, "Scrolling mechanics of
        /// UIScrollView"), while the model stopped below 5 points per second,
        /// about 2.5 points short of the target at the normal rate. Default
        /// ``DecelerationEnd/belowFivePointsPerSecond`` (the model's older
        /// behaviour; the other runs in `.ci/switch-values`).
        public var decelerationEnd = DecelerationEnd.belowFivePointsPerSecond
        /// How a navigation bar sizes a `titleView` without an intrinsic
        /// size. A gist on iOS 11's bar (gist.github.com/niw/569b49648fcab22124e1d12c195fe595)
        /// says from `sizeThatFits(_:)`; apps and peers on iOS 11 found such
        /// title views at 0 × 0 whatever frame they set, and gave them an
        /// intrinsic size (material-components/material-components-ios#2074,
        /// hightower/HTHorizontalSelectionList#101, maxkonovalov/MKDropdownMenu#38,
        /// tzef/BmoViewPager#5). Default ``TitleViewWithoutIntrinsicSize/zeroSize``
        /// (what the trackers report).
        public var titleViewWithoutIntrinsicSize = TitleViewWithoutIntrinsicSize.zeroSize
        /// The path of a scroll view's animated moves (an animated
        /// `setContentOffset`, a snap, a bounce back): Apple gives no curve
        /// for them. Default ``AnimatedMoveCurve/easeOut``; `easeInOut` brackets it.
        public var animatedMoveCurve = AnimatedMoveCurve.easeOut
        /// Where the keyboard's focus goes when the focused view can no longer
        /// be focused (removed, hidden, recycled). Apple documents where the
        /// initial focus goes (the preferred focus chain from the window, else
        /// "the closest focusable subview to the top-leading corner", Apple,
        /// "preferredFocusedView") but not where a lost focus goes. Default
        /// ``LostFocus/nowhere`` (the harsher: a control must move the focus
        /// itself before its focused view goes).
        public var lostFocus = LostFocus.nowhere
        /// Whether a scroll view (a collection view too) without a
        /// `focusGroupIdentifier` is a focus group of its own, as WWDC21's
        /// "Focus on iPad keyboard navigation" describes for scrolling
        /// containers, or is in its superview's group, as Apple's
        /// "focusGroupIdentifier" page says of any view whose identifier is
        /// nil. Default false.
        public var scrollViewsAreFocusGroups = false

        /// The defaults.
        public init() {}
    }
}
