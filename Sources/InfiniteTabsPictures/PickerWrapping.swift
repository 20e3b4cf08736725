#if os(Linux)
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The option picker wrapping from its last option to its first: two swipes
/// forward from "XL" (to "XS" across the seam, then "S"), one back to "XS",
/// then the app selecting "XL", its neighbour across the seam. Recorded from
/// the real `InfinitePickerView` on a simulated device (its view tree).
@MainActor
enum PickerWrapping {
    static let sizes = ["XS", "S", "M", "L", "XL"]

    static func picture() -> Picture {
        let screen = PickerScreen(itemCount: sizes.count, viewWidth: 300, pageWidth: 60, selectedIndex: 4,
                                  framesPerSecond: 120)
        screen.isRecording = true
        for _ in 0..<12 { screen.frame() }
        // Two swipes forward: XL → XS across the seam, then XS → S; one back to XS.
        for dx in [3.0, 3.0, -3.0] {
            screen.touchDown()
            for _ in 0..<16 { screen.moveFinger(by: dx) }
            screen.lift()
            screen.runUntilRest()
            for _ in 0..<16 { screen.frame() }
        }
        // The app selects XL, the neighbour before XS: one page back across the seam.
        screen.select(4, animated: true)
        screen.runUntilRest()
        for _ in 0..<24 { screen.frame() }

        let all = screen.recording.frames
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
#endif
