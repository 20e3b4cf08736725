import InfiniteTabsDemoKit

/// The interactive loop: read keys, let the model run, redraw at about 60 Hz.
enum InteractiveDemo {
    static func run() {
        guard Terminal.enterRawMode() else {
            Terminal.restore()
            print("infinite-tabs-demo: could not put the terminal in raw mode; try --tour")
            return
        }
        defer { Terminal.restore() }
        let model = DemoModel()
        let renderer = DemoRenderer()
        var parser = DemoInputParser()
        draw(model, renderer)
        while !model.quitRequested {
            // Animating: one 60 Hz frame (two 120 Hz model steps). At rest:
            // wait longer for a key, so the demo idles without busy looping.
            let bytes = Terminal.input(waitingUpTo: model.isIdle ? 250 : 16)
            var commands = parser.feed(bytes)
            if bytes.isEmpty { commands += parser.flush() }
            model.handle(commands)
            let wasIdle = model.isIdle
            model.step()
            model.step()
            if !wasIdle || !commands.isEmpty { draw(model, renderer) }
        }
    }

    private static func draw(_ model: DemoModel, _ renderer: DemoRenderer) {
        let lines = renderer.frame(of: model) + ["", renderer.helpLine]
        Terminal.output("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n"))
    }
}
