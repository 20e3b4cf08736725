#if canImport(UIKit)
import UIKit

/// The hosts of the picker's custom pages, one per item: a host only ever
/// shows the item it was made for, so a SwiftUI page's `@State` stays with
/// its item however the picker's few page views are reused. Hosts of items
/// off screen are kept, the most recently shown first, up to ``keptOffScreen``;
/// older ones are let go (their state with them). An item on screen twice
/// (few items, peeking neighbours) gets a second host.
@MainActor
package final class PageHosts<Key: Hashable, Host: HostingContent> {
    private struct Entry {
        let key: Key
        let host: Host
    }

    /// How many hosts of items off screen are kept (default 8).
    package let keptOffScreen: Int
    private let make: () -> Host
    private var entries: [Entry] = [] // least recently shown first
    private var madeHosts: [Weak] = []
    private struct Weak { weak var host: Host? }

    package init(keptOffScreen: Int = 8, make: @escaping () -> Host) {
        self.keptOffScreen = max(keptOffScreen, 0)
        self.make = make
    }

    /// Every host made, in order, that is still alive.
    package var made: [Host] { madeHosts.compactMap { $0.host } }
    /// How many hosts were made.
    package var madeCount: Int { madeHosts.count }

    /// Shows `content` of the item `key` in `slot`, with the item's own host.
    package func show(_ content: Host.Content, of key: Key, in slot: HostSlot) {
        let index = entries.firstIndex { $0.key == key && Self.isFree($0.host, for: slot) }
        let host = index.map { entries.remove(at: $0).host } ?? makeHost()
        entries.append(Entry(key: key, host: host))
        slot.embed(host)
        host.show(content)
        letGoOfOldHosts()
    }

    /// A host can move to `slot` when no page view on screen shows it.
    private static func isFree(_ host: Host, for slot: HostSlot) -> Bool {
        guard let holder = host.hostView.superview, holder !== slot else { return true }
        return holder.isHidden || holder.superview == nil
    }

    private func makeHost() -> Host {
        let host = make()
        madeHosts.append(Weak(host: host))
        return host
    }

    private func letGoOfOldHosts() {
        var offScreen = entries.filter { !Self.isOnScreen($0.host) }.count
        var i = 0
        while offScreen > keptOffScreen, i < entries.count {
            if Self.isOnScreen(entries[i].host) {
                i += 1
            } else {
                entries[i].host.hostView.removeFromSuperview()
                HostSlot.detach(entries[i].host as? UIViewController)
                entries.remove(at: i)
                offScreen -= 1
            }
        }
    }

    private static func isOnScreen(_ host: Host) -> Bool {
        guard let holder = host.hostView.superview else { return false }
        return !holder.isHidden && holder.superview != nil
    }
}
#endif
