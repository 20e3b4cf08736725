import Foundation

/// The page objects a `PagesDriver` holds, keyed by ``PageInstance``.
package final class PageInstanceStore<Page: AnyObject> {
    private struct Record {
        let instance: PageInstance
        weak var page: Page?
        var position: Int
    }

    package private(set) var cycle: PageCycle
    private var make: (Int) -> Page
    private var strong: [PageInstance: Page] = [:]
    private var records: [Record] = []

    package private(set) var madeCount = 0

    /// Creates an empty store; `make` builds the page for an index in
    /// `0..<cycle.count` and is called lazily.
    package init(cycle: PageCycle, make: @escaping (Int) -> Page) {
        self.cycle = cycle
        self.make = make
    }

    package var strongCount: Int { strong.count }

    package var alivePages: [Page] {
        records.compactMap { $0.page }
    }

    /// Calls `body` with each page of ``alivePages``, in the same order,
    /// without building an array (for per-frame work such as item transforms).
    package func forEachAlivePage(_ body: (Page) -> Void) {
        for record in records {
            if let page = record.page { body(page) }
        }
    }

    /// The page shown at an endless position, made by the factory only if no live object for its instance
    /// exists.
    package func page(atPosition position: Int) -> Page {
        let key = cycle.instance(atPosition: position)
        if let i = records.firstIndex(where: { $0.instance == key }), let page = records[i].page {
            records[i].position = position
            strong[key] = page
            return page
        }
        records.removeAll { $0.page == nil || $0.instance == key }
        let page = make(key.page)
        madeCount += 1
        strong[key] = page
        records.append(Record(instance: key, page: page, position: position))
        return page
    }

    /// The endless position a page was last vended for, or nil for an object
    /// the store never vended (or vended before a ``reset(cycle:make:)``).
    package func position(of page: Page) -> Int? {
        records.first(where: { $0.page === page })?.position
    }

    /// Lets go of every page except those of `positions` (pages elsewhere stay
    /// known weakly while someone else holds them).
    package func keep(positions: [Int]) {
        let keys = Set(positions.map { cycle.instance(atPosition: $0) })
        strong = strong.filter { keys.contains($0.key) }
        records.removeAll { $0.page == nil }
    }

    /// Keeps the pages of `position` and its neighbours that are still alive
    /// (known weakly), without making any; the rest stay as they are.
    func hold(around position: Int) {
        for p in Self.window(around: position) {
            let key = cycle.instance(atPosition: p)
            if let i = records.firstIndex(where: { $0.instance == key }), let page = records[i].page {
                records[i].position = p
                strong[key] = page
            }
        }
    }

    /// Keeps only the page at `position` and its neighbours (those that exist in the page order): at most
    /// three pages.
    package func keep(around position: Int) {
        keep(positions: Self.window(around: position))
    }

    /// `position` and its neighbours that `Int` can hold.
    static func window(around position: Int) -> [Int] {
        var result = [position]
        if position > Int.min { result.insert(position - 1, at: 0) }
        if position < Int.max { result.append(position + 1) }
        return result
    }

    /// Starts over with a new order and factory like ``reset(cycle:make:)``, but keeps the pages of surviving
    /// items: `newPageOfOldPage` maps an old page index to its index in the new order, and a page still alive
    /// whose index is in it is handed out again for its new index (kept strongly if it was).
    package func reset(cycle newCycle: PageCycle, make: ((Int) -> Page)? = nil, keeping newPageOfOldPage: [Int: Int]) {
        var kept: [Record] = []
        var keptStrong: [PageInstance: Page] = [:]
        var taken = Set<PageInstance>()
        for record in records.sorted(by: { ($0.instance.page, $0.instance.copy) < ($1.instance.page, $1.instance.copy) }) {
            guard let page = record.page, let newIndex = newPageOfOldPage[record.instance.page],
                  (0..<newCycle.count).contains(newIndex), record.instance.copy < newCycle.instancesPerPage else { continue }
            let key = PageInstance(page: newIndex, copy: record.instance.copy)
            guard taken.insert(key).inserted else { continue }
            kept.append(Record(instance: key, page: page, position: record.position))
            if strong[record.instance] != nil { keptStrong[key] = page }
        }
        cycle = newCycle
        if let make = make { self.make = make }
        records = kept
        strong = keptStrong
    }

    /// Forgets every page and starts over with a new order and factory.
    package func reset(cycle: PageCycle, make: ((Int) -> Page)? = nil) {
        self.cycle = cycle
        if let make = make { self.make = make }
        strong.removeAll()
        records.removeAll()
    }
}
