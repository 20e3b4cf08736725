import Foundation

/// How a hosted SwiftUI page keeps out of the safe area that moves with it.
///
/// Each page of `InfinitePages` and `InfiniteTabsView`, and each custom page
/// of `InfinitePicker`, is a
/// `UIHostingController` inside the page view controller's scroll view. A
/// hosting view takes the safe-area insets of wherever it is, and those
/// change while the page slides (in landscape on a phone with a notch the
/// left and right insets grow and shrink as the page crosses the screen), so
/// SwiftUI lays the page out again on every frame and its content shifts
/// (Pageboy #148 reports the same).
///
/// - On iOS 16.4 and later the page sets `safeAreaRegions = .keyboard`: the
///   hosting controller ignores the container's safe area and keeps the
///   keyboard's, so a focused text field still moves above the keyboard.
/// - Before, the page cancels what it inherits with
///   `additionalSafeAreaInsets`, the package way a container changes a
///   child's safe area (Apple's "Positioning content relative to the safe
///   area"): each time the safe area changes (`viewSafeAreaInsetsDidChange`)
///   it sets each edge to ``additionalInset(safeArea:additional:)``, minus
///   what the page inherits, so the page's safe area stays 0 on every edge,
///   the same result as the newer API, without private API such as
///   `_disableSafeArea`.
///
/// Either way a hosted page's content keeps its position through a swipe;
/// content that must avoid the home indicator or a notch pads itself (for
/// example with `.padding(.bottom)`).
package enum HostedPageSafeArea {
    /// The `additionalSafeAreaInsets` value for one edge that brings the page's safe area on that edge to 0:
    /// `-(safeArea - additional)`, the negative of what the page inherits.
    package static func additionalInset(safeArea: CGFloat, additional: CGFloat) -> CGFloat {
        let current = safeArea.finiteOr(0)
        let added = additional.finiteOr(0)
        let inherited = current - added
        guard inherited.isFinite, inherited > 0 else { return 0 }
        return -inherited
    }
}
