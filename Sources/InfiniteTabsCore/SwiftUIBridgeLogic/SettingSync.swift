import Foundation

/// Whether a wrapper must write a setting to its control: the SwiftUI wrappers and the container copy their settings on
/// every update, and most settings lay the control out again when written, so only a value that really changed is
/// written.
package enum SettingSync {
    /// Whether `wanted` differs from the control's `current` value.
    package static func needsWrite<Value: Equatable>(current: Value, wanted: Value) -> Bool {
        current != wanted
    }

    /// Whether `wanted` differs from `current`, NaN counting as equal to NaN (a NaN spacing or width written once is
    /// not written again on every update, which would lay the control out each time).
    package static func needsWrite<Value: FloatingPoint>(current: Value, wanted: Value) -> Bool {
        !(current == wanted || (current.isNaN && wanted.isNaN))
    }

    /// Whether `wanted` differs from `current` for an optional number (a page width, an interval): nil equals only nil,
    /// NaN equals NaN.
    package static func needsWrite<Value: FloatingPoint>(current: Value?, wanted: Value?) -> Bool {
        switch (current, wanted) {
        case (nil, nil): return false
        case let (c?, w?): return needsWrite(current: c, wanted: w)
        default: return true
        }
    }
}
