import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// Everything the terminal demo shows, driven headlessly: the option picker
/// and the joined tab strip and pages, built from ``DemoContent`` and laid out
/// in points by ``DemoLayout``.
///
/// Commands go in with ``handle(_:)``; time passes only through ``step()``
/// (one 120 Hz frame), so tests and the scripted tour run without a clock.
package final class DemoModel {
    /// What is shown.
    package let content: DemoContent
    /// How it is measured.
    package let layout: DemoLayout
    /// The option picker.
    package let picker: DemoPicker
    /// The tab strip and the pages.
    package let pages: DemoPages
    /// How many frames have run.
    package private(set) var frameCount = 0
    /// Whether a ``DemoCommand/quit`` came in.
    package private(set) var quitRequested = false

    /// Creates the demo at rest: the picker on `content.pickerStart`, the
    /// first tab selected. Tab cells are as wide as their titles plus padding;
    /// the strip and the pages are ``DemoLayout/innerWidth`` columns wide.
    package init(content: DemoContent = .standard, layout: DemoLayout = DemoLayout()) {
        self.content = content
        self.layout = layout
        picker = DemoPicker(itemCount: content.pickerItems.count, pageWidth: layout.points(layout.pickerPageColumns),
                            startItem: content.pickerStart)
        pages = DemoPages(tabWidths: content.tabTitles.map { layout.tabWidth(title: $0) },
                          spacing: layout.points(layout.tabSpacingColumns),
                          viewportWidth: layout.points(layout.innerWidth),
                          pageWidth: layout.points(layout.innerWidth))
    }

    /// Carries out one command: arrows swipe the pages, digits tap tabs, space
    /// advances the picker, quit sets ``quitRequested``; unknown input and
    /// tabs the demo does not have are ignored.
    package func handle(_ command: DemoCommand) {
        switch command {
        case .swipe(let direction): pages.swipe(direction)
        case .tapTab(let index): pages.tap(index)
        case .advancePicker: picker.advance()
        case .quit: quitRequested = true
        case .unknown: break
        }
    }

    /// Carries out commands in order.
    package func handle(_ commands: [DemoCommand]) {
        for command in commands { handle(command) }
    }

    /// Whether nothing moves and nothing waits.
    package var isIdle: Bool { picker.isIdle && pages.isIdle }

    /// Runs one frame of every control. Returns true while anything is left
    /// to do.
    @discardableResult
    package func step() -> Bool {
        frameCount += 1
        let pickerBusy = picker.step()
        let pagesBusy = pages.step()
        return pickerBusy || pagesBusy
    }

    /// Runs `frames` frames (fewer when everything comes to rest first);
    /// returns the number run.
    @discardableResult
    package func run(frames: Int) -> Int {
        var n = 0
        while n < frames, !isIdle { step(); n += 1 }
        return n
    }

    /// Runs frames until everything rests, at most `maxFrames`; returns the
    /// number run.
    @discardableResult
    package func runUntilIdle(maxFrames: Int = 10_000) -> Int { run(frames: maxFrames) }
}
