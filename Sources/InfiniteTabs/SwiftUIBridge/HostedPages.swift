#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The hosted pages of `InfinitePages` and `InfiniteTabsView`: makes a host
/// per page and gives the loaded ones fresh content on every update.
@MainActor
package final class HostedPages<Host: UIViewController & HostingContent> {
    private struct Record {
        weak var host: Host?
        var index: Int
    }

    private let make: () -> Host
    private var records: [Record] = []
    /// How many hosts were made.
    package private(set) var madeCount = 0

    package init(make: @escaping () -> Host) { self.make = make }

    /// The page of `index` showing `content(index)`, or an empty page when
    /// the view no longer has that index (`SelectionBinding.canBuildContent(forPage:count:)`).
    package func page(_ index: Int, count: Int, content: (Int) -> Host.Content) -> UIViewController {
        guard SelectionBinding.canBuildContent(forPage: index, count: count) else { return UIViewController() }
        let host = make()
        madeCount += 1
        host.show(content(index))
        records.removeAll { $0.host == nil }
        records.append(Record(host: host, index: index))
        return host
    }

    /// Gives each loaded page whose index the view still has fresh content.
    package func refresh(_ loaded: [UIViewController], count: Int, content: (Int) -> Host.Content) {
        for case let host as Host in loaded {
            guard let record = records.first(where: { $0.host === host }),
                  SelectionBinding.canBuildContent(forPage: record.index, count: count) else { continue }
            host.show(content(record.index))
        }
    }
}
#endif
