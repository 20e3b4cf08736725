import Foundation
import InfiniteTabsCore

/// Draws what the demo's device shows as plain text, one character per
/// column of ``DemoLayout/pointsPerColumn`` points.
///
/// Everything comes from a ``DemoScreenshot`` of the real controls' view
/// tree: each visible label is written centered on its frame's center and cut
/// at the edges of the control it is in, the indicator is drawn from its
/// view's frame, and each page view is a box at its frame. So a frame in the
/// middle of an animation shows exactly where the views are. All functions
/// are pure: literal inputs give exact strings. Lines are exactly as wide as
/// asked (padded with spaces, cut when longer).
package struct DemoRenderer: Hashable, Sendable {
    /// The geometry used to turn points into columns.
    package var layout: DemoLayout

    /// Creates a renderer for a layout (default ``DemoLayout/init(width:pointsPerColumn:pointsPerLine:pickerPageColumns:pickerPeekColumns:)``).
    package init(layout: DemoLayout = DemoLayout()) { self.layout = layout }

    // MARK: - Picker

    /// The option picker as three lines: the selected page's frame above,
    /// the labels inside the picker view between `‹ ` and ` ›` (the picker
    /// view is ``DemoLayout/pickerColumns`` wide, its neighbours peeking in),
    /// and the frame below.
    package func pickerLines(_ shot: DemoScreenshot) -> [String] {
        let page = layout.pickerPageColumns
        var row = [Character](repeating: " ", count: layout.pickerColumns)
        for label in shot.labels where Self.holds(shot.picker, label.frame) {
            write(label, into: &row, originX: shot.picker.minX, clip: shot.picker)
        }
        let indent = String(repeating: " ", count: 2 + layout.pickerPeekColumns)
        let rule = String(repeating: "─", count: Swift.max(0, page - 2))
        let top = page >= 2 ? "┌" + rule + "┐" : "─"
        let bottom = page >= 2 ? "└" + rule + "┘" : "─"
        return [indent + top, "‹ " + String(row) + " ›", indent + bottom]
    }

    // MARK: - Tab strip

    /// The tab strip's two lines, `columns` wide from the window's left edge:
    /// the labels inside the strip, and under them the indicator view drawn
    /// with `━`, or `╸` / `╺` where it covers only the left or right half of
    /// a column. Both are cut at the strip's edges.
    package func tabLines(_ shot: DemoScreenshot, columns: Int) -> [String] {
        let ppc = layout.pointsPerColumn
        var names = [Character](repeating: " ", count: Swift.max(0, columns))
        var bar = names
        for label in shot.labels where Self.holds(shot.strip, label.frame) {
            write(label, into: &names, originX: 0, clip: shot.strip)
        }
        if let indicator = shot.indicator?.intersection(shot.strip), !indicator.isNull, indicator.width > 0 {
            for c in bar.indices {
                let x0 = CGFloat(c) * ppc
                let left = indicator.minX <= x0 + ppc / 4 && x0 + ppc / 4 < indicator.maxX
                let right = indicator.minX <= x0 + 3 * ppc / 4 && x0 + 3 * ppc / 4 < indicator.maxX
                bar[c] = left && right ? "━" : left ? "╸" : right ? "╺" : " "
            }
        }
        return [String(names), String(bar)]
    }

    // MARK: - Pages

    /// The pages as four lines, `columns` wide from the window's left edge:
    /// each page view a box at its frame (cut at the pages' edges), and the
    /// labels inside the pages on the line their center falls in (the second
    /// or third; the first and last are the boxes' edges). Without page views
    /// it is an empty "No pages" box.
    package func pageLines(_ shot: DemoScreenshot, columns: Int) -> [String] {
        let width = Swift.max(0, columns)
        guard !shot.pageViews.isEmpty else { return Self.box(width: width, title: "No pages") }
        var rows = [[Character]](repeating: [Character](repeating: " ", count: width), count: 4)
        let ppc = layout.pointsPerColumn
        for view in shot.pageViews {
            let first = Int((view.minX / ppc).rounded())
            let last = Int((view.maxX / ppc).rounded()) - 1
            let from = Swift.max(first, 0), to = Swift.min(last + 1, width)
            guard last > first, from < to else { continue }
            for c in from..<to where Self.inside(shot.pages, c, ppc) {
                let edge = c == first || c == last
                rows[0][c] = c == first ? "╭" : c == last ? "╮" : "─"
                rows[3][c] = c == first ? "╰" : c == last ? "╯" : "─"
                if edge { rows[1][c] = "│"; rows[2][c] = "│" }
            }
        }
        let line = shot.pages.height / 4
        for label in shot.labels where Self.holds(shot.pages, label.frame) && line > 0 {
            let row = Swift.min(Swift.max(Int(((label.frame.midY - shot.pages.minY) / line).rounded(.down)), 1), 2)
            write(label, into: &rows[row], originX: 0, clip: shot.pages)
        }
        return rows.map { String($0) }
    }

    /// The title line of a page: "Page 3 of 7: Business".
    package static func pageTitle(page: Int, count: Int, titles: [String]) -> String {
        "Page \(page + 1) of \(count): " + (titles.indices.contains(page) ? titles[page] : "")
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
    package func frame(of shot: DemoScreenshot, content: DemoContent) -> [String] {
        let inner = layout.innerWidth
        let picker = pickerLines(shot)
        let items = content.pickerItems
        let size = shot.pickerItem.map { items.indices.contains($0) ? "Size " + items[$0] : "" } ?? ""
        let state = statusText(state: shot.state, titles: content.tabTitles)
        let status = Self.fit(state, inner - size.count) + size
        // Center the picker as a block, so its frame stays over its viewport.
        let indent = String(repeating: " ", count: Swift.max(0, (inner - (picker.map(\.count).max() ?? 0)) / 2))
        let lines = picker.map { indent + $0 } + tabLines(shot, columns: inner) + pageLines(shot, columns: inner) + [status]
        return lines.map { " " + Self.fit($0, inner) + " " }
    }

    // MARK: - Helpers

    /// `text` cut or padded with spaces to exactly `width` columns.
    static func fit(_ text: String, _ width: Int) -> String {
        let w = Swift.max(0, width)
        let chars = Array(text.prefix(w))
        return String(chars) + String(repeating: " ", count: w - chars.count)
    }

    /// Writes a label's text centered on its frame's center into a row whose
    /// column 0 starts at `originX`, only in columns whose center lies in
    /// `clip` horizontally.
    private func write(_ label: DemoScreenshot.Label, into row: inout [Character], originX: CGFloat, clip: CGRect) {
        let ppc = layout.pointsPerColumn
        let text = Array(label.text)
        guard label.frame.midX.isFinite else { return }
        let start = Int(((label.frame.midX - originX) / ppc - CGFloat(text.count) / 2).rounded())
        for (i, ch) in text.enumerated() {
            let c = start + i
            let center = originX + (CGFloat(c) + 0.5) * ppc
            if row.indices.contains(c), center >= clip.minX, center < clip.maxX { row[c] = ch }
        }
    }

    /// Whether a label's center lies inside a control's frame.
    private static func holds(_ area: CGRect, _ frame: CGRect) -> Bool {
        area.contains(CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Whether column `c` (from the window's left edge) has its center in `area`.
    private static func inside(_ area: CGRect, _ c: Int, _ ppc: CGFloat) -> Bool {
        let x = (CGFloat(c) + 0.5) * ppc
        return x >= area.minX && x < area.maxX
    }

    /// An empty box `width` columns wide with a title on its second line.
    private static func box(width: Int, title: String) -> [String] {
        let w = Swift.max(4, width)
        let rule = String(repeating: "─", count: w - 2)
        return ["╭" + rule + "╮", "│ " + fit(title, w - 4) + " │", "│ " + fit("", w - 4) + " │", "╰" + rule + "╯"]
    }

    private static func percent(_ progress: CGFloat) -> String {
        "\(Int((progress * 100).rounded()))%"
    }
}
