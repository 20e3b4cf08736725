import InfiniteTabsDemoKit

// The demo shows the real controls on the Linux UIKit model. With a terminal
// on stdin and stdout it is interactive; otherwise (or with --tour) it prints
// the scripted tour and exits 0.
#if os(Linux)
MainActor.assumeIsolated {
    if Terminal.isInteractive && !CommandLine.arguments.contains("--tour") {
        InteractiveDemo.run()
    } else {
        let snapshots = DemoTour.standard.play(on: DemoModel(), renderer: DemoRenderer())
        print(DemoTour.transcript(snapshots).joined(separator: "\n"))
    }
}
#else
print("infinite-tabs-demo runs the real controls on the UIKit model, which builds on Linux only.")
#endif
