import Foundation

extension SelectionBinding {
    /// Whether a SwiftUI wrapper may ask its page content closure for page `index` when the view now has `count` pages:
    /// only for an index in `0..<count`.
    package static func canBuildContent(forPage index: Int, count: Int) -> Bool {
        index >= 0 && index < count
    }
}
