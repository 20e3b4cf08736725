#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore

extension UpdateGate {
    /// Runs a SwiftUI view update through the gate; the calls the control
    /// asked for meanwhile (binding writes, `onSelect`, `onProgress`) run on
    /// the next turn of the main queue, after the update.
    func runUpdate(_ body: () -> Void) {
        guard update(body) else { return }
        DispatchQueue.main.async { [weak self] in self?.flush() }
    }

    /// After the control was given `count` items and shows item `shown`,
    /// writes the clamped index into `binding` when it lies out of range
    /// (`SelectionBinding.correction(bound:count:shown:)`), after the
    /// update.
    func correct(_ binding: Binding<Int>, count: Int, shown: Int) {
        guard let value = SelectionBinding.correction(bound: binding.wrappedValue, count: count, shown: shown) else {
            return
        }
        call { binding.wrappedValue = value }
    }

    /// The user settled on `index` while the control is at or heading for
    /// `target`: writes the binding once (`SelectionBinding.valueToWrite(settled:bound:target:)`),
    /// then calls `onSelect`; after the update when one runs.
    func userSelected(_ index: Int, target: Int, binding: Binding<Int>, onSelect: ((Int) -> Void)?) {
        call {
            binding.writeSettled(index, target: target)
            onSelect?(index)
        }
    }
}
#endif
