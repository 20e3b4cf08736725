import Foundation

/// How a hosted SwiftUI page keeps out of the safe area that moves with it:
/// a page's insets change while it slides past a notch, so SwiftUI would lay
/// it out again every frame and its content would shift (Pageboy #148). From
/// iOS 16.4 the page keeps only the keyboard's region (`safeAreaRegions`);
/// before, it cancels what it inherits with `additionalSafeAreaInsets`
/// (Apple's "Positioning content relative to the safe area").
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
