import Foundation

/// A driver's stored property whose storage only this module reaches: the wrapper's storage is private, so the
/// whole-module optimiser proves every access exclusive at compile time instead of checking it at run time on each
/// scroll event (a `package` stored property is visible outside the module, which keeps its checks dynamic).
@propertyWrapper
package struct ModuleStorage<Value> {
    package var wrappedValue: Value

    package init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
