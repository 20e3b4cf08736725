import Foundation

/// A driver's stored property with private storage, which the whole-module optimiser proves exclusive at compile time (a
/// `package` stored property is visible outside the module, so each access of a scroll event was checked at run time).
@propertyWrapper
package struct ModuleStorage<Value> {
    package var wrappedValue: Value

    package init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
