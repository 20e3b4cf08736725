/// What one recorded frame looks like, as flat shapes in points: the
/// vocabulary between a recorded scenario and the SVG writers. A scenario
/// turns each frame the simulated device recorded into a `Sketch`; the
/// writers never look at the controls.
struct Sketch {
    /// A filled, optionally outlined rectangle (a tab, a page, the indicator).
    struct Box {
        var x: Double, y: Double, width: Double, height: Double
        var fill: String
        var stroke: String? = nil
        var cornerRadius: Double = 0
        var dashed = false
    }

    /// A line of text anchored at its middle.
    struct Label {
        var x: Double, y: Double
        var text: String
        var size: Double = 12
        var color: String = Palette.ink
        var bold = false
    }

    var boxes: [Box] = []
    var labels: [Label] = []
    /// A short line under the picture: what happens in this frame.
    var caption = ""
    /// Seconds since the scenario began.
    var time: Double = 0
}

/// The few colours every picture shares.
enum Palette {
    static let ink = "#1d1d1f"
    static let muted = "#86868b"
    static let tab = "#f0f0f3"
    static let selectedTab = "#d6e8ff"
    static let accent = "#0a63d6"
    static let page = "#ffffff"
    static let pageEdge = "#c7c7cc"
    static let viewport = "#ff3b30"
    static let background = "#fafafa"
}
