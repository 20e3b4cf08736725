#if canImport(UIKit)
import UIKit

/// The hosts of the picker's custom pages.
@MainActor
package final class PageHosts<Key: Hashable, Host: HostingContent> {
    private let make: () -> Host
    /// How many hosts were made.
    package private(set) var madeCount = 0

    package init(make: @escaping () -> Host) { self.make = make }

    /// Shows `content` of the item `key` in `slot`.
    package func show(_ content: Host.Content, of key: Key, in slot: HostSlot) {
        let host: Host
        if let existing = slot.host as? Host {
            host = existing
        } else {
            host = make()
            madeCount += 1
            slot.embed(host)
        }
        host.show(content)
    }
}
#endif
