#if os(Linux)
import InfiniteTabs
import InfiniteTabsSimulator
import UIKit

/// The real option picker (`InfinitePickerView`, 300 pt wide with 60 pt
/// pages, on a simulated device at 120 Hz) wrapping from its last option to
/// its first: two finger swipes forward from "XL" (to "XS" across the seam,
/// then "S"), one back to "XS", then the app selecting "XL", its neighbour
/// across the seam. Each frame is read from the picker's views.
@MainActor
enum PickerWrapping {
    static let sizes = ["XS", "S", "M", "L", "XL"]

    static func picture() -> Picture {
        let film = PickerFilm()
        let device = film.device
        for _ in 0..<12 { film.frame() }
        // Two swipes forward: XL → XS across the seam, then XS → S; one back to XS.
        let y = film.area.midY
        for dx in [-3.0, -3.0, 3.0] {
            var x = film.area.midX
            film.note("finger down")
            for _ in 0..<16 {
                device.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + dx, y: y), duration: 1 / 120)
                x += dx
                film.record()
            }
            device.lift()
            film.note("finger up")
            film.runUntilRest()
            for _ in 0..<16 { film.frame() }
        }
        // The app selects XL, the neighbour before XS: one page back across the seam.
        film.picker.select(4, animated: true)
        film.note("app selects XL")
        film.runUntilRest()
        for _ in 0..<24 { film.frame() }

        let all = film.frames
        let words = captions(for: all)
        let drawing = Drawing(width: 360)
        var sketches: [Sketch] = []
        for (frame, caption) in thinned(Array(zip(all, words)), step: 4) {
            var sketch = Sketch(time: frame.time)
            if let picker = frame.picker {
                drawing.picker(picker, titles: sizes, top: 16, sketch: &sketch)
                let selected = sizes.indices.contains(picker.selectedIndex) ? sizes[picker.selectedIndex] : "-"
                sketch.caption = "selected \(selected)" + (caption.isEmpty ? "" : " · \(caption)")
            }
            sketches.append(sketch)
        }
        return Picture(name: "picker-wrapping", title: "The option picker wrapping from XL to XS and back",
                       width: 360, height: 90, sketches: sketches, frameDuration: 4 / 120)
    }
}

/// The real picker on a device, and the frames recorded from its views: the
/// page views whose label is on screen, where they are in the picker, and
/// the option it says is selected.
@MainActor
private final class PickerFilm {
    let device = SimulatedDevice(width: 300, height: 200, frameRate: 120)
    let picker = InfinitePickerView()
    private(set) var frames: [Frame] = []
    private var events: [String] = []

    init() {
        picker.titles = PickerWrapping.sizes
        picker.pageWidth = 60
        picker.select(4, animated: false)
        device.show(view: picker, height: 40)
    }

    /// The picker's frame in the window.
    var area: CGRect { picker.convert(picker.bounds, to: nil) }

    func note(_ event: String) { events.append(event) }

    /// Records what is on screen now: each visible label inside the picker,
    /// with the span of the page view holding it.
    func record() {
        let area = self.area
        var pages: [PageRecord] = []
        for label in device.visibleLabels() where area.contains(CGPoint(x: label.frame.midX, y: label.frame.midY)) {
            guard let index = PickerWrapping.sizes.firstIndex(of: label.text) else { continue }
            let page = pageView(holding: label.frame) ?? label.frame
            pages.append(PageRecord(index: index, span: Span(x: Double(page.minX - area.minX), width: Double(page.width))))
        }
        pages.sort { $0.span.x < $1.span.x }
        let picture = PickerFrame(visibleWidth: Double(area.width), pageWidth: Double(picker.pageWidth ?? area.width),
                                  pages: pages, selectedIndex: picker.selectedIndex, itemCount: picker.itemCount)
        frames.append(Frame(time: device.now, picker: picture, events: events))
        events = []
    }

    func frame() {
        device.advance(by: 1 / 120)
        record()
    }

    /// Frames until the picker rests (at most 600), then 8 more.
    func runUntilRest() {
        var count = 0
        while device.isMoving && count < 600 { frame(); count += 1 }
        for _ in 0..<8 { frame() }
    }

    /// The window frame of the `InfinitePickerLabel` page whose label has
    /// this frame.
    private func pageView(holding labelFrame: CGRect) -> CGRect? {
        var stack: [UIView] = [picker]
        while let view = stack.popLast() {
            if let page = view as? InfinitePickerLabel, page.label.convert(page.label.bounds, to: nil) == labelFrame {
                return page.convert(page.bounds, to: nil)
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
#endif
