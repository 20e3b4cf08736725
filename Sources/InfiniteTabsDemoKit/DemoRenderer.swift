import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// Draws the demo's controls as plain text, one character per column.
///
/// Every control is sampled at the centre of each column from the geometry
/// the core computes (the picker's ``PaddedStrip`` at its scroll offset, the
/// ``TripledStrip`` at its offset, the indicator frame, the pages' swipe
/// offset), so a frame in the middle of an animation shows exactly where
/// everything is. All functions are pure: literal inputs give exact strings.
/// Lines are exactly as wide as asked (padded with spaces, cut when longer).
package struct DemoRenderer: Hashable, Sendable {
    /// The geometry used to turn points into columns.
    package var layout: DemoLayout

    /// Creates a renderer for a layout (default ``DemoLayout/init(width:pointsPerColumn:pickerPageColumns:pickerPeekColumns:tabPaddingColumns:tabSpacingColumns:)``).
    package init(layout: DemoLayout = DemoLayout()) { self.layout = layout }

    // MARK: - Picker

    /// The option picker as three lines: the viewport's frame above, the
    /// labels between `‹ ` and ` ›` with the peeking neighbours either side,
    /// and the frame below. Each label is centred in its page; only the pages
    /// the strip says are visible are drawn. No items, no page width or a
    /// non-finite offset give blank labels.
    package func pickerLines(strip: PaddedStrip, offset: CGFloat, labels: [String]) -> [String] {
        let peek = layout.pickerPeekColumns
        let page = layout.pickerPageColumns
        let ppc = layout.pointsPerColumn
        let total = 2 * peek + page
        var columns = [Character](repeating: " ", count: total)
        let w = strip.pageWidth
        if strip.itemCount > 0, w > 0, offset.isFinite {
            let visible = strip.visiblePages(atOffset: offset, visibleWidth: layout.points(total))
            let origin = offset - layout.points(peek)
            for c in 0..<total {
                let x = origin + (CGFloat(c) + 0.5) * ppc
                let p = Int((x / w).rounded(.down))
                guard visible.contains(p) else { continue }
                let item = strip.item(atPage: p)
                let text = Self.centered(item < labels.count ? labels[item] : "", width: Swift.max(1, Int((w / ppc).rounded())))
                let i = Int(((x - CGFloat(p) * w) / ppc).rounded(.down))
                if text.indices.contains(i) { columns[c] = text[i] }
            }
        }
        let indent = String(repeating: " ", count: 2 + peek)
        let rule = String(repeating: "─", count: Swift.max(0, page - 2))
        let top = page >= 2 ? "┌" + rule + "┐" : "─"
        let bottom = page >= 2 ? "└" + rule + "┘" : "─"
        return [indent + top, "‹ " + String(columns) + " ›", indent + bottom]
    }

    // MARK: - Tab strip

    /// The tab strip's two lines, `columns` wide: the titles of the cells in
    /// the viewport at `offset` (padded by ``DemoLayout/tabPaddingColumns``),
    /// and under them the indicator drawn with `━`, or `╸` / `╺` where it
    /// covers only the left or right half of a column.
    package func tabLines(strip: TripledStrip, offset: CGFloat, indicator: StripFrame, titles: [String], columns: Int) -> [String] {
        let ppc = layout.pointsPerColumn
        let pad = String(repeating: " ", count: layout.tabPaddingColumns)
        var names = [Character](repeating: " ", count: Swift.max(0, columns))
        var bar = names
        guard offset.isFinite else { return [String(names), String(bar)] }
        for c in names.indices {
            let x0 = offset + CGFloat(c) * ppc
            let mid = x0 + ppc / 2
            if let cell = strip.cell(atContentX: mid) {
                let frame = strip.frame(ofCell: cell)
                let item = strip.item(atCell: cell)
                let text = Array(pad + (item < titles.count ? titles[item] : "") + pad)
                let i = Int(((mid - frame.x) / ppc).rounded(.down))
                if text.indices.contains(i) { names[c] = text[i] }
            }
            let left = Self.covers(indicator, x0 + ppc / 4)
            let right = Self.covers(indicator, x0 + 3 * ppc / 4)
            bar[c] = left && right ? "━" : left ? "╸" : right ? "╺" : " "
        }
        return [String(names), String(bar)]
    }

    // MARK: - Pages

    /// One page as a box `width` columns wide and four lines tall: its title
    /// line with `corner` at its right end (default none), and its blurb, cut
    /// to fit. The corner wins over a title too long for both.
    package func pageBox(title: String, blurb: String, corner: String = "", width: Int) -> [String] {
        let w = Swift.max(4, width)
        let rule = String(repeating: "─", count: w - 2)
        let cornerText = String(corner.prefix(w - 4))
        let heading = Self.fit(title, w - 4 - cornerText.count) + cornerText
        return [
            "╭" + rule + "╮",
            "│ " + heading + " │",
            "│ " + Self.fit(blurb, w - 4) + " │",
            "╰" + rule + "╯",
        ]
    }

    /// The title line of a page: "Page 3 of 7: Business".
    package func pageTitle(page: Int, count: Int, titles: [String]) -> String {
        "Page \(page + 1) of \(count): " + (titles.indices.contains(page) ? titles[page] : "")
    }

    /// The pages' viewport: `current` moved by `offset` points (positive moves
    /// it towards the leading side, as when the next page comes in) with
    /// `incoming` beside it on the side it comes from. Both are lines of one
    /// width, which is the viewport's width. Without `incoming` the uncovered
    /// part is blank. A non-finite offset counts as 0.
    package func pageLines(current: [String], incoming: [String]?, offset: CGFloat) -> [String] {
        let shiftPoints = offset.isFinite ? offset : 0
        return current.enumerated().map { row, line in
            let here = Array(line)
            let width = here.count
            let shift = Swift.min(Swift.max(Int((shiftPoints / layout.pointsPerColumn).rounded()), -width), width)
            let other = incoming.map { $0.indices.contains(row) ? Array($0[row]) : [] } ?? []
            var out = [Character](repeating: " ", count: width)
            for c in 0..<width {
                let source = c + shift
                if source >= 0 && source < width {
                    out[c] = here[source]
                } else {
                    let j = source >= width ? source - width : source + width
                    if other.indices.contains(j) { out[c] = other[j] }
                }
            }
            return String(out)
        }
    }

    // MARK: - Status

    /// What the paging state machine is doing, in words: "Tab 1 of 7:
    /// Headlines" at rest; "Dragging 7 → 1, 42%", "Settling 7 → 1, 80%" in a
    /// swipe; "Tapped 1 → 6: 2 tabs back, 50%" in a transition (tabs counted
    /// from 1).
    package func statusText(state: PagingState, titles: [String]) -> String {
        let n = titles.count
        switch state {
        case .idle(let i):
            return "Tab \(i + 1) of \(n): " + (titles.indices.contains(i) ? titles[i] : "")
        case .dragging(let m):
            return "Dragging \(m.from + 1) → \(m.to + 1), \(Self.percent(m.progress))"
        case .settling(let m):
            return "Settling \(m.from + 1) → \(m.to + 1), \(Self.percent(m.progress))"
        case .transitioning(let m):
            let tabs = abs(m.steps) == 1 ? "1 tab" : "\(abs(m.steps)) tabs"
            let way = m.steps < 0 ? "back" : "forward"
            return "Tapped \(m.from + 1) → \(m.to + 1): \(tabs) \(way), \(Self.percent(m.progress))"
        }
    }

    /// The keys of the interactive demo, naming the digits that have a tab
    /// (`1-7` for seven tabs, at most `1-9`), cut or padded to the width.
    package func helpLine(tabCount: Int) -> String {
        let digits = Swift.min(Swift.max(tabCount, 0), 9)
        let tap = digits == 0 ? "" : digits == 1 ? "1 tap the tab   " : "1-\(digits) tap a tab   "
        return Self.fit(" ←/→ swipe pages   " + tap + "space next size   q quit", layout.width)
    }

    // MARK: - Whole frame

    /// A whole frame of the demo, ten lines ``DemoLayout/width`` wide: the
    /// picker (three lines), the tab strip and its indicator, the pages (four
    /// lines), and a status line with the paging state and the picked size.
    package func frame(of model: DemoModel) -> [String] {
        let inner = layout.innerWidth
        let titles = model.content.tabTitles
        let pages = model.pages
        let count = titles.count
        let picker = pickerLines(strip: model.picker.strip, offset: model.picker.scroll.offset,
                                 labels: model.content.pickerItems)
        let tabs = tabLines(strip: pages.strip, offset: pages.stripOffset, indicator: pages.indicator,
                            titles: titles, columns: inner)
        func box(_ page: Int) -> [String] {
            pageBox(title: pageTitle(page: page, count: count, titles: titles),
                    blurb: model.content.blurb(ofPage: page), corner: "\(page + 1)/\(count)", width: inner)
        }
        let body: [String]
        if count == 0 {
            body = pageBox(title: "No pages", blurb: "", width: inner)
        } else {
            body = pageLines(current: box(pages.shownPage), incoming: pages.incomingPage.map(box), offset: pages.swipeOffset)
        }
        let items = model.content.pickerItems
        let size = items.isEmpty ? "" : "Size " + items[model.picker.selectedItem]
        let state = statusText(state: pages.coordinator.state, titles: titles)
        let status = Self.fit(state, inner - size.count) + size
        // Centre the picker as a block, so its frame stays over its viewport.
        let indent = String(repeating: " ", count: Swift.max(0, (inner - (picker.map(\.count).max() ?? 0)) / 2))
        let lines = picker.map { indent + $0 } + tabs + body + [status]
        return lines.map { " " + Self.fit($0, inner) + " " }
    }

    // MARK: - Helpers

    /// `text` cut or padded with spaces to exactly `width` columns.
    static func fit(_ text: String, _ width: Int) -> String {
        let w = Swift.max(0, width)
        let chars = Array(text.prefix(w))
        return String(chars) + String(repeating: " ", count: w - chars.count)
    }

    /// `text` centred in `width` columns (an odd spare column goes right).
    static func centered(_ text: String, width: Int) -> [Character] {
        let chars = Array(text.prefix(Swift.max(0, width)))
        let left = (Swift.max(0, width) - chars.count) / 2
        var out = [Character](repeating: " ", count: Swift.max(0, width))
        for (i, ch) in chars.enumerated() { out[left + i] = ch }
        return out
    }

    private static func covers(_ frame: StripFrame, _ x: CGFloat) -> Bool {
        frame.width > 0 && x >= frame.minX && x < frame.maxX
    }

    private static func percent(_ progress: CGFloat) -> String {
        "\(Int((progress * 100).rounded()))%"
    }
}
