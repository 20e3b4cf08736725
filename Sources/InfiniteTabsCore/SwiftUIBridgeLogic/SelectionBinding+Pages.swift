import Foundation

extension SelectionBinding {
    /// Whether a SwiftUI wrapper may ask its page content closure for page
    /// `index` when the view now has `count` pages: only for an index in
    /// `0..<count`.
    ///
    /// The page controller can hold, or ask for, pages of an older and larger
    /// count for a moment: pages loaded before the count shrank, and the
    /// neighbours of a transition that runs while the reload waits for it to
    /// end. Asking the closure for such an index could trap in the caller's
    /// own code (`sections[index]` past the end), so the wrapper leaves a
    /// loaded page with its old content and makes an empty page instead. A
    /// negative count has no pages.
    package static func canBuildContent(forPage index: Int, count: Int) -> Bool {
        index >= 0 && index < count
    }
}
