#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The hosted pages of `InfinitePages` and `InfiniteTabsView`, kept by id:
/// a host only ever shows the page it was made for, and the hosts of the
/// ``keptPages`` pages shown last stay alive, so a page swiped away and back
/// (or kept through a reload) keeps its SwiftUI `@State`. Older hosts are
/// let go (the page is built again, with fresh state). A page the page
/// controller shows twice at once (two looping pages) gets a second host.
@MainActor
package final class HostedPages<Host: UIViewController & HostingContent> {
    private struct Entry {
        let key: AnyHashable
        let host: Host
    }

    /// How many pages' hosts are kept alive by id (default 5: the page on
    /// screen, its neighbours and two more).
    package let keptPages: Int
    private let make: () -> Host
    private var entries: [Entry] = [] // least recently used first
    /// The page ids, in order (the latest update's).
    package var keys: [AnyHashable] = []
    /// How many hosts were made.
    package private(set) var madeCount = 0

    package init(keptPages: Int = 5, make: @escaping () -> Host) {
        self.keptPages = max(keptPages, 1)
        self.make = make
    }

    /// The page of `index` showing `content(index)`: the host of its id when
    /// one is kept and not on show elsewhere (`loaded`), else a new one; an
    /// empty page when the view no longer has that index
    /// (`SelectionBinding.canBuildContent(forPage:count:)`).
    package func page(_ index: Int, loaded: [UIViewController], content: (Int) -> Host.Content) -> UIViewController {
        guard SelectionBinding.canBuildContent(forPage: index, count: keys.count) else { return UIViewController() }
        let key = keys[index]
        let reusable = entries.firstIndex { entry in entry.key == key && !loaded.contains { $0 === entry.host } }
        let host: Host
        if let reusable {
            host = entries.remove(at: reusable).host
        } else {
            host = make()
            madeCount += 1
        }
        entries.append(Entry(key: key, host: host))
        host.show(content(index))
        letGoOfOldHosts(loaded: loaded)
        return host
    }

    /// Lets go of every host (the pages are made again, with fresh state).
    package func removeAll() { entries.removeAll() }

    /// Gives each loaded page whose id the view still has fresh content, for
    /// that id's current index.
    package func refresh(_ loaded: [UIViewController], content: (Int) -> Host.Content) {
        guard !entries.isEmpty else { return }
        var indexOfKey: [AnyHashable: Int] = [:]
        for (i, key) in keys.enumerated() where indexOfKey[key] == nil { indexOfKey[key] = i }
        for case let host as Host in loaded {
            guard let entry = entries.first(where: { $0.host === host }), let index = indexOfKey[entry.key] else { continue }
            host.show(content(index))
        }
    }

    /// Keeps the hosts of the last ``keptPages`` ids, and any host loaded.
    private func letGoOfOldHosts(loaded: [UIViewController]) {
        var keptKeys = Set<AnyHashable>()
        for entry in entries.reversed() where keptKeys.count < keptPages { keptKeys.insert(entry.key) }
        entries.removeAll { entry in !keptKeys.contains(entry.key) && !loaded.contains { $0 === entry.host } }
    }
}
#endif
