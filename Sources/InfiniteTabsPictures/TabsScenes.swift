import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The tabs container (strip over pages) on the simulated device, through
/// the real ``TabStripDriver``, ``PagesDriver`` and ``TabsPagingLink``:
/// a swipe from the last page to the first, and a tap on a far tab.
@MainActor
enum TabsScenes {
    static let titles = ["For You", "News", "Sport", "Music", "Films"]
    static let widths: [CGFloat] = [84, 64, 64, 64, 64]
    static let width = 360.0
    static let height = 210.0

    /// A swipe on the pages from "Films" (the last) to "For You" (the
    /// first): the pages cross the seam, and the indicator keeps moving the
    /// same way, to the first tab of the next copy.
    static func seam() -> Picture {
        let film = ContainerFilm(selectedIndex: 4)
        let rig = film.rig
        func frame() { film.frame() }
        for _ in 0..<12 { frame() }
        rig.pages.touchDown()
        for _ in 0..<30 {
            rig.pages.moveFinger(by: 5)
            frame()
        }
        rig.pages.lift(velocity: 700)
        film.runUntilRest()
        return picture(name: "tabs-seam", title: "Swiping from the last page to the first: the indicator keeps going the same way",
                       frames: film.frames, words: ["finger down", "finger up"])
    }

    /// The user drags the strip to find "Music", three tabs away, and taps
    /// it: one transition, the pages and the indicator moving together.
    static func farTab() -> Picture {
        let film = ContainerFilm(selectedIndex: 0)
        let rig = film.rig
        func frame() { film.frame() }
        for _ in 0..<12 { frame() }
        // The user drags the strip to find the tab, lets go, then taps it.
        _ = rig.strip.touchDown()
        for _ in 0..<30 {
            rig.strip.moveFinger(by: 4)
            frame()
        }
        rig.strip.lift(velocity: 0)
        for _ in 0..<12 { frame() }
        let cells = rig.strip.record().strip?.cells ?? []
        if let music = cells.first(where: { $0.item == 3 && $0.span.x >= 0 && $0.span.maxX <= 320 }) {
            rig.strip.tap(atScreenX: CGFloat(music.span.midX))
        }
        film.runUntilRest()
        return picture(name: "tabs-far-tab", title: "Tapping a tab three away: one transition",
                       frames: film.frames, words: [])
    }

    private static func picture(name: String, title: String, frames: [(Frame, PagesFrame)], words: [String]) -> Picture {
        let drawing = Drawing(width: width)
        var sketches: [Sketch] = []
        var lastEvent = ""
        var kept: [(Frame, PagesFrame, String)] = []
        for (index, (strip, pages)) in frames.enumerated() {
            if let event = strip.events.last { lastEvent = event }
            if index % 4 == 0 || index == frames.count - 1 { kept.append((strip, pages, lastEvent)) }
        }
        for (strip, pages, event) in kept {
            var sketch = Sketch(time: strip.time)
            if let record = strip.strip {
                drawing.strip(record, titles: titles, top: 12, sketch: &sketch)
            }
            drawing.pages(pages, titles: titles, top: 62, height: 116, sketch: &sketch)
            let shown = titles.indices.contains(pages.selectedIndex) ? titles[pages.selectedIndex] : "-"
            var caption = "pages \(pages.state), selected \(shown)"
            if pages.state != "idle" {
                caption += ", \(titles[safe: pages.from]) → \(titles[safe: pages.to]) \(Int((pages.progress * 100).rounded()))%"
            }
            if !event.isEmpty { caption += " · \(event)" }
            sketch.caption = caption
            sketches.append(sketch)
        }
        return Picture(name: name, title: title, width: width, height: height, sketches: sketches,
                       frameDuration: 4 / 120)
    }
}

/// The container rig of the pictures (the tabs above 320 pt pages) and the
/// frames recorded from it: the strip's frame (with its events) and the
/// pages' frame, after every display frame.
@MainActor
private final class ContainerFilm {
    let rig: ContainerRig
    private(set) var frames: [(Frame, PagesFrame)] = []

    init(selectedIndex: Int) {
        rig = ContainerRig(widths: TabsScenes.widths, spacing: 8, viewportWidth: 320, pageWidth: 320,
                           selectedIndex: selectedIndex)
        rig.strip.isRecording = true // keeps the strip's events (taps, finger) for the captions
    }

    func frame() {
        rig.frame()
        frames.append((rig.strip.record(), rig.pages.record()))
    }

    /// Frames until strip and pages rest (at most 600), then 8 more.
    func runUntilRest() {
        var count = 0
        while !rig.isAtRest && count < 600 { frame(); count += 1 }
        for _ in 0..<8 { frame() }
    }
}

extension Array where Element == String {
    subscript(safe index: Int) -> String { indices.contains(index) ? self[index] : "-" }
}
