import InfiniteTabsDemoKit
@_spi(Core) import InfiniteTabsCore

// With a terminal on stdin and stdout the demo is interactive; otherwise (or
// with --tour) it prints the scripted tour and exits 0.
if Terminal.isInteractive && !CommandLine.arguments.contains("--tour") {
    InteractiveDemo.run()
} else {
    let snapshots = DemoTour.standard.play(on: DemoModel(), renderer: DemoRenderer())
    print(DemoTour.transcript(snapshots).joined(separator: "\n"))
}
