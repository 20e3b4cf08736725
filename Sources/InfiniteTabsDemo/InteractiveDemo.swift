#if os(Linux)
import InfiniteTabsDemoKit

/// The interactive loop: read keys, let the real controls run on the
/// simulated device, redraw at about 60 Hz.
@MainActor
enum InteractiveDemo {
    static func run() {
        guard Terminal.enterRawMode() else {
            Terminal.restore()
            print("infinite-tabs-demo: could not put the terminal in raw mode; try --tour")
            return
        }
        defer { Terminal.restore() }
        let model = DemoModel()
        // --carousel: the pages turn by themselves every 3 s of rest.
        let carousel = CommandLine.arguments.contains("--carousel")
        if carousel { model.tabs.pageController.autoScrollInterval = 3 }
        let renderer = DemoRenderer()
        var parser = DemoInputParser()
        draw(model, renderer)
        while !model.quitRequested {
            // Animating (or a carousel's timer running): wait at most one
            // 60 Hz frame for a key, then run two 120 Hz device frames. At
            // rest: wait longer, so the demo idles without busy looping.
            // This is the demo's only real clock.
            let waitsLong = model.isIdle && !carousel
            let bytes = Terminal.input(waitingUpTo: waitsLong ? 250 : 16)
            var commands = parser.feed(bytes)
            if bytes.isEmpty { commands += parser.flush() }
            model.handle(commands)
            let wasIdle = model.isIdle
            model.step()
            model.step()
            if !wasIdle || !model.isIdle || !commands.isEmpty { draw(model, renderer) }
        }
    }

    /// Redraws in place: cursor home, every line cleared to its end. Output
    /// post-processing stays on in raw mode, so "\n" starts a new line.
    private static func draw(_ model: DemoModel, _ renderer: DemoRenderer) {
        let lines = renderer.frame(of: model) + ["", renderer.helpLine(tabCount: model.content.tabTitles.count)]
        Terminal.output("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n"))
    }
}
#endif
