import Foundation
import InfiniteTabsCore

/// The scripted tour the demo plays when it has no terminal: a list of
/// commands, frame counts and labelled snapshots that shows each control wrap
/// around. It runs headlessly on a ``DemoModel``, the real controls on the
/// simulated device (frames, not time), so it is the same on every run.
package struct DemoTour: Sendable {
    /// One step of a tour.
    package enum Step: Hashable, Sendable {
        /// Carry out a command, as if its key was pressed.
        case press(DemoCommand)
        /// Run this many frames (fewer if everything rests first).
        case frames(Int)
        /// Run frames until everything rests.
        case settle
        /// Record the current frame under a label.
        case snapshot(String)
    }

    /// A frame recorded by the tour, with the facts it shows.
    package struct Snapshot: Hashable, Sendable {
        /// What the frame shows.
        package var label: String
        /// The rendered frame.
        package var lines: [String]
        /// The screen the frame was drawn from.
        package var screenshot: DemoScreenshot
        /// The page the pages hold as current (nil without pages).
        package var shownPage: Int?
    }

    /// The steps, in order.
    package var steps: [Step]

    /// Creates a tour from steps.
    package init(steps: [Step]) { self.steps = steps }

    /// The tour of ``DemoContent/standard`` (picker starting on L, seven
    /// tabs): the picker passes its last size and wraps to the first, a tap
    /// on a tab two back across the seam, the pages swipe from the last tab
    /// to the first and back.
    package static let standard = DemoTour(steps: [
        .snapshot("At rest: size L, tab 1 of 7"),
        .press(.advancePicker), .settle,
        .snapshot("Space: the picker moves on to XL, its last size"),
        .press(.advancePicker), .frames(8),
        .snapshot("Space again, on the way: XS slides in after XL"),
        .settle,
        .snapshot("The picker wrapped from XL to XS, recentered with no jump"),
        .press(.tapTab(5)), .frames(8),
        .snapshot("Key 6, half way: one transition, 2 tabs back across the seam"),
        .settle,
        .snapshot("Tab 6 selected: the strip went back two tabs to Sports"),
        .press(.swipe(.forward)), .settle,
        .press(.swipe(.forward)), .frames(10),
        .snapshot("→ (twice) from tab 6: page 1 comes in after the last page"),
        .settle,
        .snapshot("Wrapped forward to tab 1: the strip kept scrolling the same way"),
        .press(.swipe(.reverse)), .frames(10),
        .snapshot("← from the first tab: page 7 comes in before page 1"),
        .settle,
        .snapshot("Wrapped back: tab 7, the last one"),
    ])

    #if os(Linux)
    /// Plays the tour on `model`, drawing snapshots with `renderer`.
    @MainActor
    package func play(on model: DemoModel, renderer: DemoRenderer) -> [Snapshot] {
        var snapshots: [Snapshot] = []
        for step in steps {
            switch step {
            case .press(let command): model.handle(command)
            case .frames(let n): model.run(frames: n)
            case .settle: model.runUntilIdle()
            case .snapshot(let label):
                let shot = model.screenshot()
                snapshots.append(Snapshot(label: label, lines: renderer.frame(of: shot, content: model.content),
                                          screenshot: shot, shownPage: model.shownPage))
            }
        }
        return snapshots
    }
    #endif

    /// The printable transcript of snapshots: a heading, each snapshot
    /// numbered with its label above its frame (trailing spaces trimmed), and
    /// "Tour finished" at the end. The keys named are those that do
    /// something with `tabCount` tabs (default: the standard content's),
    /// as in the interactive help line (``DemoRenderer/helpLine(tabCount:)``).
    package static func transcript(_ snapshots: [Snapshot], width: Int = 72,
                                  tabCount: Int = DemoContent.standard.tabTitles.count) -> [String] {
        let digits = Swift.min(Swift.max(tabCount, 0), 9)
        let tap = digits == 0 ? "" : digits == 1 ? "1 taps the tab, " : "1-\(digits) tap a tab, "
        var lines = [
            "InfiniteTabs demo: no terminal on stdin, so here is a scripted tour.",
            "In a terminal: ←/→ swipe, \(tap)space next size, q quits.",
        ]
        for (i, snapshot) in snapshots.enumerated() {
            lines.append("")
            let head = "── \(i + 1). \(snapshot.label) "
            lines.append(trimmingTrailingSpaces(head + String(repeating: "─", count: Swift.max(0, width - head.count))))
            lines.append(contentsOf: snapshot.lines.map(trimmingTrailingSpaces))
        }
        lines.append("")
        lines.append("Tour finished")
        return lines
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var s = Substring(line)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
