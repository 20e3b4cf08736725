#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore

extension Binding where Value == Int {
    /// Writes the index a control settled on while at or heading for
    /// `target`, once, only when `SelectionBinding.valueToWrite(settled:bound:target:)`
    /// says so (the binding holds something else and no newer move runs).
    /// Every SwiftUI wrapper's coordinator calls it from the control's own
    /// callbacks, never during a view update.
    @MainActor
    func writeSettled(_ settled: Int, target: Int) {
        if let value = SelectionBinding.valueToWrite(settled: settled, bound: wrappedValue, target: target) {
            wrappedValue = value
        }
    }
}
#endif
