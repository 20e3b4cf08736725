#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Every decision of the SwiftUI `InfinitePicker`, free of SwiftUI so that
/// the tests drive it on the model: one ``Input`` per view update, the
/// binding as a ``SelectionSink``, writes only through the ``BridgeOutbox``.
@MainActor
package final class PickerBridge<Item: Hashable, Host: HostingContent> {
    package typealias Content = Host.Content
    /// One view update's worth of the wrapper.
    package struct Input {
        package var bound: Int
        package var items: [Item]
        package var title: (Item) -> String
        /// The custom pages' content (nil: text pages).
        package var page: CustomPickerContent<Item, Content>.Make?
        package var settings: InfiniteControlSettings
        package var isEnabled: Bool
        package var transaction: BridgeTransaction

        package init(bound: Int, items: [Item], title: @escaping (Item) -> String = { String(describing: $0) },
                     page: CustomPickerContent<Item, Content>.Make? = nil,
                     settings: InfiniteControlSettings = InfiniteControlSettings(), isEnabled: Bool = true,
                     transaction: BridgeTransaction = BridgeTransaction()) {
            self.bound = bound
            self.items = items
            self.title = title
            self.page = page
            self.settings = settings
            self.isEnabled = isEnabled
            self.transaction = transaction
        }
    }

    package let picker: InfinitePickerView
    package let outbox: BridgeOutbox
    /// Makes the hosts of custom pages (hosting controllers in the wrapper).
    private let hosts: PageHosts<Item, Host>
    private var items = BoundItems<Item>()
    private var pages: CustomPickerContent<Item, Content>?
    private var settings = InfiniteControlSettings()

    package init(picker: InfinitePickerView = InfinitePickerView(), hosts: PageHosts<Item, Host>,
                 scheduleFlush: @escaping () -> Void) {
        self.picker = picker
        self.hosts = hosts
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        picker.onSelect = { [weak self] index in self?.userSelected(index) }
    }

    /// Brings the picker in line with one view update.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        settings = input.settings
        outbox.update {
            apply(input.settings)
            SettingWrite.write(input.isEnabled, to: \.isEnabled, of: picker)
            let itemsChanged = items.update(to: input.items)
            let step = SelectionBinding.update(bound: input.bound, target: picker.selectedIndex, count: picker.itemCount,
                                               itemsChanged: itemsChanged, animated: input.transaction.animatesMove)
            switch step {
            case .keep:
                if let page = input.page { pages?.update(page, in: picker) }
            case .select(let index, let animated):
                if let page = input.page { pages?.update(page, in: picker) }
                picker.select(index, animated: animated)
            case .reload(let index):
                setItems(input)
                picker.select(index, animated: false) // ignored out of range
                outbox.correct(count: picker.itemCount, shown: picker.selectedIndex)
            }
        }
    }

    private func apply(_ settings: InfiniteControlSettings) {
        SettingWrite.write(settings.pageWidth ?? nil, to: \.pageWidth, of: picker)
        SettingWrite.write(settings.autoScrollInterval ?? nil, to: \.autoScrollInterval, of: picker)
        SettingWrite.write(settings.itemTransform ?? .identity, to: \.itemTransform, of: picker)
        SettingWrite.write(settings.scrollAxis ?? .horizontal, to: \.axis, of: picker)
        SettingWrite.write(settings.advancesOnTap ?? true, to: \.advancesOnTap, of: picker)
        SettingWrite.write(settings.loops ?? true, to: \.loops, of: picker)
        SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: picker)
    }

    private func setItems(_ input: Input) {
        guard let page = input.page else {
            pages = nil
            return picker.setItems(input.items, title: input.title)
        }
        let content = CustomPickerContent<Item, Content>(make: page)
        pages = content
        let hosts = self.hosts
        content.setItems(input.items, title: input.title, of: picker, makePage: { HostSlot() }) { slot, item, content in
            hosts.show(content, of: item, in: slot)
        }
    }

    private func userSelected(_ index: Int) {
        let onSelect = settings.onSelect
        outbox.writeSettled(index, target: { index }) { onSelect?(index) }
    }
}
#endif
