import InfiniteTabsSimulator

/// Turns what the simulated device recorded into shapes: the strip's cells
/// and indicator, the pages as they slide, the picker's page views. Each
/// function draws into a band of the picture that starts at `top`, scaled so
/// that the recorded view fits `width` points, with `inset` points of margin
/// on either side. Whatever is off screen in the recording is off the
/// picture: the dashed outline marks the edge of the view.
struct Drawing {
    var width: Double
    var inset: Double = 20

    /// The tab strip: one box per visible cell (the selected item tinted),
    /// its title, and the indicator under it.
    func strip(_ strip: StripFrameRecord, titles: [String], top: Double, sketch: inout Sketch) {
        let scale = (width - 2 * inset) / max(strip.viewportWidth, 1)
        let height = 34.0
        viewEdge(top: top, height: height + 8, sketch: &sketch)
        for cell in strip.cells {
            let x = inset + cell.span.x * scale
            let w = cell.span.width * scale
            let (left, right) = clipped(x, x + w)
            guard right > left else { continue }
            let selected = cell.item == strip.selectedItem
            sketch.boxes.append(.init(x: left + 1, y: top + 2, width: max(right - left - 2, 0), height: height - 6,
                                      fill: selected ? Palette.selectedTab : Palette.tab, cornerRadius: 4))
            let center = x + w / 2
            if center > inset + 8 && center < width - inset - 8 {
                sketch.labels.append(.init(x: center, y: top + height / 2 + 2, text: title(cell.item, titles),
                                           size: 11, color: selected ? Palette.ink : Palette.muted,
                                           bold: selected))
            }
        }
        let ix = inset + strip.indicator.x * scale
        let (left, right) = clipped(ix, ix + strip.indicator.width * scale)
        if right > left {
            sketch.boxes.append(.init(x: left, y: top + height - 2, width: right - left, height: 3,
                                      fill: Palette.accent, cornerRadius: 1.5))
        }
    }

    /// The pages: each visible page as a card with its number, where the
    /// page view controller's scroll view puts it.
    func pages(_ pages: PagesFrame, titles: [String], top: Double, height: Double, sketch: inout Sketch) {
        let scale = (width - 2 * inset) / max(pages.pageWidth, 1)
        viewEdge(top: top, height: height, sketch: &sketch)
        for page in pages.visible {
            let x = inset + page.span.x * scale
            let (left, right) = clipped(x, x + page.span.width * scale)
            guard right > left else { continue }
            sketch.boxes.append(.init(x: left + 2, y: top + 4, width: max(right - left - 4, 0), height: height - 8,
                                      fill: Palette.page, stroke: Palette.pageEdge, cornerRadius: 6))
            let center = x + page.span.width * scale / 2
            if center > inset && center < width - inset {
                sketch.labels.append(.init(x: center, y: top + height / 2 + 6, text: title(page.index, titles),
                                           size: 18, color: Palette.ink, bold: true))
            }
        }
    }

    /// The option picker: the page views on screen with their items, the
    /// selected one in bold.
    func picker(_ picker: PickerFrame, titles: [String], top: Double, sketch: inout Sketch) {
        let scale = (width - 2 * inset) / max(picker.visibleWidth, 1)
        let height = 40.0
        viewEdge(top: top, height: height, sketch: &sketch)
        let centerLeft = inset + (picker.visibleWidth - picker.pageWidth) / 2 * scale
        sketch.boxes.append(.init(x: centerLeft, y: top + 3, width: picker.pageWidth * scale, height: height - 6,
                                  fill: Palette.selectedTab, cornerRadius: 6))
        for page in picker.pages {
            let x = inset + page.span.x * scale
            let center = x + page.span.width * scale / 2
            guard center > inset && center < width - inset else { continue }
            let selected = page.index == picker.selectedIndex
            sketch.labels.append(.init(x: center, y: top + height / 2 + 5, text: title(page.index, titles),
                                       size: 14, color: selected ? Palette.ink : Palette.muted, bold: selected))
        }
    }

    private func viewEdge(top: Double, height: Double, sketch: inout Sketch) {
        sketch.boxes.append(.init(x: inset - 1, y: top - 1, width: width - 2 * inset + 2, height: height + 2,
                                  fill: "none", stroke: Palette.viewport, cornerRadius: 2, dashed: true))
    }

    private func clipped(_ left: Double, _ right: Double) -> (Double, Double) {
        (max(left, inset), min(right, width - inset))
    }

    private func title(_ index: Int, _ titles: [String]) -> String {
        titles.indices.contains(index) ? titles[index] : String(index + 1)
    }
}
