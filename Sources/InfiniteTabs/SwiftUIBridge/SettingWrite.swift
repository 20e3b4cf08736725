#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Writes a SwiftUI wrapper's setting to its control only when
/// `SettingSync` says it changed (most settings lay the control out again
/// when written; a NaN written once is not written on every update). One
/// overload per `SettingSync` rule; the most specific is chosen for the
/// property's type.
@MainActor
enum SettingWrite {
    static func write<Control: AnyObject, Value: Equatable>(_ value: Value,
                                                           to property: ReferenceWritableKeyPath<Control, Value>,
                                                           of control: Control) {
        guard SettingSync.needsWrite(current: control[keyPath: property], wanted: value) else { return }
        control[keyPath: property] = value
    }

    static func write<Control: AnyObject, Value: FloatingPoint>(_ value: Value,
                                                               to property: ReferenceWritableKeyPath<Control, Value>,
                                                               of control: Control) {
        guard SettingSync.needsWrite(current: control[keyPath: property], wanted: value) else { return }
        control[keyPath: property] = value
    }

    static func write<Control: AnyObject, Value: FloatingPoint>(_ value: Value?,
                                                               to property: ReferenceWritableKeyPath<Control, Value?>,
                                                               of control: Control) {
        guard SettingSync.needsWrite(current: control[keyPath: property], wanted: value) else { return }
        control[keyPath: property] = value
    }
}
#endif
