#if os(Linux)
import Foundation
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit

/// The real tabs container (`InfiniteTabsViewController`, strip over
/// pages) on the simulated device: a swipe from the last page to the
/// first, and a tap on a far tab.
@MainActor
enum TabsScenes {
    static let titles = ["For You", "News", "Sport", "Music", "Films"]
    static let width = 360.0
    static let height = 210.0

    /// A swipe on the pages from "Films" (the last) to "For You" (the
    /// first): the pages cross the seam, and the indicator keeps moving the
    /// same way, to the first tab of the next copy.
    static func seam() -> Picture {
        let film = ContainerFilm(selectedIndex: 4)
        let screen = film.screen
        for _ in 0..<12 { film.frame() }
        screen.touchDown()
        film.note("finger down")
        for _ in 0..<30 {
            screen.moveFinger(by: 5)
            film.record()
        }
        screen.lift()
        film.note("finger up")
        film.runUntilRest()
        return picture(name: "tabs-seam", title: "Swiping from the last page to the first: the indicator keeps going the same way",
                       frames: film.frames, words: ["finger down", "finger up"])
    }

    /// The user drags the strip to find "Music", three tabs away, and taps
    /// it: one transition, the pages and the indicator moving together.
    static func farTab() -> Picture {
        let film = ContainerFilm(selectedIndex: 0)
        let screen = film.screen
        let device = screen.device
        for _ in 0..<12 { film.frame() }
        // The user drags the strip to find the tab, lets go, then taps it.
        guard let strip = screen.strip else { return picture(name: "tabs-far-tab", title: "", frames: [], words: []) }
        let y = strip.convert(strip.bounds, to: nil).midY
        var x: CGFloat = 200
        film.note("finger down")
        for _ in 0..<30 {
            device.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x - 4, y: y), duration: 1 / 120)
            x -= 4
            film.record()
        }
        for _ in 0..<8 { device.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y), duration: 1 / 120); film.record() }
        device.lift()
        film.note("finger up")
        for _ in 0..<12 { film.frame() }
        let bounds = strip.convert(strip.bounds, to: nil)
        if let music = device.visibleLabels().first(where: { $0.text == "Music" && $0.frame.minX >= bounds.minX && $0.frame.maxX <= bounds.maxX }) {
            screen.tap(at: CGPoint(x: music.frame.midX, y: music.frame.midY))
            film.note("tap Music")
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

/// The real container of the pictures (the tabs above 320 pt pages, on a
/// simulated device at 120 Hz) and the frames recorded from its views: the
/// strip's frame (with what the user did) and the pages' frame, after every
/// display frame.
@MainActor
private final class ContainerFilm {
    let screen: PagesScreen
    private(set) var frames: [(Frame, PagesFrame)] = []
    private var events: [String] = []

    init(selectedIndex: Int) {
        var options = InfiniteTabsOptions()
        options.tabSpacing = 8
        screen = PagesScreen(titles: TabsScenes.titles, selectedIndex: selectedIndex, options: options, width: 320, height: 640)
    }

    /// Notes what the user did, for the next recorded frame's caption.
    func note(_ event: String) { events.append(event) }

    /// Records what is on screen now.
    func record() {
        let (strip, pages) = screen.record(events: events)
        frames.append((strip, pages))
        events = []
    }

    func frame() {
        screen.frame()
        record()
    }

    /// Frames until strip and pages rest (at most 600), then 8 more.
    func runUntilRest() {
        var count = 0
        while !screen.isAtRest && count < 600 { frame(); count += 1 }
        for _ in 0..<8 { frame() }
    }
}

extension Array where Element == String {
    subscript(safe index: Int) -> String { indices.contains(index) ? self[index] : "-" }
}
#endif
