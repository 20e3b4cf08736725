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
        package typealias Page = CustomPickerContent<Item, Content>.Make
        package var bound: Int
        package var items: [Item]
        package var title: (Item) -> String
        /// The custom pages' content (nil: text pages).
        package var page: CustomPickerContent<Item, Content>.Make?
        package var settings: InfiniteControlSettings
        package var isEnabled: Bool
        package var transaction: BridgeTransaction
        /// SwiftUI's `.font` as a text style (nil: none, or not a text style).
        package var textStyle: UIFont.TextStyle?

        package init(bound: Int, items: [Item], title: @escaping (Item) -> String = { String(describing: $0) },
                     page: CustomPickerContent<Item, Content>.Make? = nil,
                     settings: InfiniteControlSettings = InfiniteControlSettings(), isEnabled: Bool = true,
                     transaction: BridgeTransaction = BridgeTransaction(), textStyle: UIFont.TextStyle? = nil) {
            self.bound = bound
            self.items = items
            self.title = title
            self.page = page
            self.settings = settings
            self.isEnabled = isEnabled
            self.transaction = transaction
            self.textStyle = textStyle
        }
    }

    package let picker: InfinitePickerView
    package let outbox: BridgeOutbox
    /// Makes the hosts of custom pages (hosting controllers in the wrapper).
    private let hosts: PageHosts<Item, Host>
    private var items = BoundItems<Item>()
    private var pages: CustomPickerContent<Item, Content>?
    private var settings = InfiniteControlSettings()
    /// The latest `title:`, read by the picker through a box so that a new
    /// closure needs no reload.
    private let titles = TitleBox<Item>()
    /// The settings of the latest update.
    package var currentSettings: InfiniteControlSettings { settings }
    /// Every host made so far (the tests observe them).
    package var hostsForTests: [Host] { hosts.made }

    package init(picker: InfinitePickerView = InfinitePickerView(), hosts: PageHosts<Item, Host>,
                 scheduleFlush: @escaping () -> Void) {
        self.picker = picker
        self.hosts = hosts
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        picker.onSelect = { [weak self] index in self?.userSelected(index) }
    }

    /// Brings the picker in line with one view update: settings, then the
    /// items (a reload when they or the kind of page changed), then the
    /// titles and page content, then the selection.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        settings = input.settings
        outbox.update {
            apply(input.settings)
            // SwiftUI's `.font`, `.tint` and `.foregroundStyle` style the built-in options.
            let style = input.settings.inheritedStyle(textStyle: input.textStyle)
            SettingWrite.write(style.applied(to: InfinitePickerAppearance()), to: \.appearance, of: picker)
            SettingWrite.write(input.isEnabled, to: \.isEnabled, of: picker)
            let kindChanged = (input.page == nil) != (pages == nil)
            let itemsChanged = items.update(to: input.items) || kindChanged
            let step = SelectionBinding.update(bound: input.bound, target: picker.selectedIndex, count: picker.itemCount,
                                               itemsChanged: itemsChanged, animated: input.transaction.animatesMove)
            titles.title = input.title
            if case .reload(let index) = step {
                setItems(input)
                picker.select(index, animated: false) // ignored out of range
                outbox.correct(count: picker.itemCount, shown: picker.selectedIndex)
            } else {
                if let page = input.page { pages?.update(page, in: picker) } else { picker.refreshVisiblePages() }
                picker.titlesChanged()
            }
            if case .select(let index, let animated) = step { picker.select(index, animated: animated) }
        }
    }

    private func apply(_ settings: InfiniteControlSettings) {
        SettingWrite.write(settings.pageWidth ?? nil, to: \.pageWidth, of: picker)
        SettingWrite.write(settings.autoScrollInterval ?? nil, to: \.autoScrollInterval, of: picker)
        SettingWrite.write(settings.autoScrollOnDrag ?? .pause, to: \.autoScrollOnDrag, of: picker)
        SettingWrite.write(settings.itemTransform ?? .identity, to: \.itemTransform, of: picker)
        SettingWrite.write(settings.scrollAxis ?? .horizontal, to: \.axis, of: picker)
        SettingWrite.write(settings.advancesOnTap ?? true, to: \.advancesOnTap, of: picker)
        SettingWrite.write(settings.loops ?? true, to: \.loops, of: picker)
        SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: picker)
    }

    private func setItems(_ input: Input) {
        let titles = self.titles
        let title: (Item) -> String = { titles.title($0) }
        guard let page = input.page else {
            pages = nil
            return picker.setItems(input.items, title: title)
        }
        let content = CustomPickerContent<Item, Content>(make: page)
        pages = content
        let hosts = self.hosts
        content.setItems(input.items, title: title, of: picker, makePage: { HostSlot() }) { slot, item, content in
            hosts.show(content, of: item, in: slot)
        }
    }

    private func userSelected(_ index: Int) {
        let onSelect = settings.onSelect
        // Reported while leaving the screen (SwiftUI removing the view during
        // its update): written after it.
        outbox.writeSettled(index, target: { [weak picker] in picker?.selectedIndex ?? index },
                            later: picker.window == nil) { onSelect?(index) }
    }
}

/// The latest title closure of a picker.
@MainActor
final class TitleBox<Item> {
    var title: (Item) -> String = { String(describing: $0) }
}
#endif
