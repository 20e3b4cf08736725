import Foundation

/// How a move that the user did not make with a finger runs: a tap, a selection in code, VoiceOver's page turn, an
/// auto-advance.
package enum MoveAnimation: Hashable, Sendable {
    case none
    /// The control's own slide (the picker scrolls, the strip scrolls and the indicator glides, the pages turn).
    case slide
}
