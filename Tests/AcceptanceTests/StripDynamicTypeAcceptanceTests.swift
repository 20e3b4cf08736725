import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// Issue 29, finding 4: a strip on its own at the accessibility text sizes
/// grows to hold its titles and badges.
final class StripDynamicTypeAcceptanceTests: XCTestCase {
    func testAStripOnItsOwnGrowsWithTheTextAndKeepsTitlesAndBadgesInside() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.items = [InfiniteTabItem(title: "For You"), InfiniteTabItem(title: "News", badge: .count(3))]
            device.show(view: strip) // the host takes the strip's natural height
            device.settle()
            XCTAssertEqual(strip.intrinsicContentSize.height, 44, "44 pt at the default text size")
            XCTAssertEqual(strip.sizeThatFits(CGSize(width: 300, height: 10)), CGSize(width: 300, height: 44))
            let smallBadge = try XCTUnwrap(device.label("3")).height

            device.setTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
            device.settle()
            let stripFrame = strip.convert(strip.bounds, to: nil)
            XCTAssertGreaterThan(strip.intrinsicContentSize.height, 56, "re-measured for AX5")
            XCTAssertEqual(stripFrame.height, strip.intrinsicContentSize.height, "the host followed the new height")
            XCTAssertEqual(strip.sizeThatFits(CGSize(width: 300, height: 10)).height, strip.intrinsicContentSize.height)
            for title in ["For You", "News"] {
                let label = try XCTUnwrap(device.label(title))
                XCTAssertGreaterThan(label.height, 50, "\(title) at AX5")
                XCTAssertTrue(label.minY >= stripFrame.minY && label.maxY <= stripFrame.maxY,
                              "\(title) \(label) clipped by \(stripFrame)")
            }
            // a visible badge, then its title (at AX5 a badged tab is wider, so the centred title's badge may be off screen)
            let badge = try XCTUnwrap(device.label("3"))
            let news = try XCTUnwrap(device.label("News", nearX: badge.minX))
            XCTAssertGreaterThan(badge.height, smallBadge * 2, "the badge's text scaled with Dynamic Type")
            let cell = try XCTUnwrap(Self.tabFrame(of: news, in: strip))
            XCTAssertTrue(cell.insetBy(dx: -0.5, dy: -0.5).contains(badge), "badge \(badge) outside its tab \(cell)")
        }
    }

    func testBoldTextMakesEveryTitleAndBadgeBoldAtOnce() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.items = [InfiniteTabItem(title: "For You"), InfiniteTabItem(title: "News", badge: .count(3))]
            device.show(view: strip, height: 44)
            device.settle()
            XCTAssertFalse(Self.labels(in: strip).isEmpty)
            XCTAssertTrue(Self.labels(in: strip).allSatisfy { $0.font.weight.rawValue < UIFont.Weight.bold.rawValue })
            device.setBoldText(true)
            device.settle()
            let bold = Self.labels(in: strip)
            XCTAssertEqual(Set(bold.compactMap(\.text)), ["For You", "News", "3"])
            for label in bold {
                XCTAssertGreaterThanOrEqual(label.font.weight.rawValue, UIFont.Weight.bold.rawValue, label.text ?? "")
            }
            device.setBoldText(false)
            device.settle()
            XCTAssertTrue(Self.labels(in: strip).allSatisfy { $0.font.weight.rawValue < UIFont.Weight.bold.rawValue }, "and back")
        }
    }

    /// At AX5 a grown badge sits beside the title, inside its tab, not over
    /// it (the tab widens), with a long title and a capped count.
    func testAtAX5TheBadgeSitsBesideTheLongestTitleNotOverIt() throws {
        try onDevice(width: 1024, height: 768) { device in // an iPad: a copy of each tab wholly on screen
            let strip = InfiniteTabStripView()
            strip.items = [InfiniteTabItem(title: "Entertainment", badge: .count(120)), InfiniteTabItem(title: "News", badge: .count(3))]
            device.show(view: strip)
            device.setTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
            device.settle()
            for (title, badgeText) in [("Entertainment", "99+"), ("News", "3")] {
                let label = try XCTUnwrap(device.labels(title).first { device.window.bounds.contains($0) }, "\(device.visibleTexts())")
                let badge = try XCTUnwrap(device.label(badgeText, nearX: label.maxX))
                XCTAssertGreaterThanOrEqual(badge.minX, label.maxX - 0.5, "\(badgeText) \(badge) covers \(title) \(label)")
                let cell = try XCTUnwrap(Self.tabFrame(of: label, in: strip))
                XCTAssertTrue(cell.insetBy(dx: -0.5, dy: -0.5).contains(badge), "badge \(badge) outside its tab \(cell)")
            }
        }
    }

    /// At AX5 the longest title with its badge beside it needs about 420 pt:
    /// on a 375 and a 320 pt wide phone the tab stays within the strip, its
    /// title truncates beside the badge, and VoiceOver and the large content
    /// viewer keep the whole title.
    func testAtAX5ABadgedTabIsNeverWiderThanAPhonesStrip() throws {
        for width: CGFloat in [375, 320] {
            try onDevice(width: width, height: 700) { device in
                let strip = InfiniteTabStripView()
                strip.items = [InfiniteTabItem(title: "Entertainment", badge: .count(120)), InfiniteTabItem(title: "News", badge: .count(3))]
                device.show(view: strip)
                device.setTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
                device.settle()
                let stripFrame = strip.convert(strip.bounds, to: nil)
                let cells = Self.cells(in: strip)
                XCTAssertFalse(cells.isEmpty)
                for cell in cells {
                    XCTAssertLessThanOrEqual(cell.bounds.width, stripFrame.width, "\(width) pt strip: a tab \(cell.bounds.width) wide")
                }
                let label = try XCTUnwrap(device.labels("Entertainment").first { stripFrame.contains(CGPoint(x: $0.midX, y: $0.midY)) },
                                          "\(device.visibleTexts())")
                let tab = try XCTUnwrap(Self.tabFrame(of: label, in: strip))
                XCTAssertTrue(tab.insetBy(dx: -0.5, dy: -0.5).contains(label), "\(width): title \(label) outside its tab \(tab)")
                let badge = try XCTUnwrap(device.label("99+", nearX: label.maxX))
                XCTAssertTrue(tab.insetBy(dx: -0.5, dy: -0.5).contains(badge), "\(width): badge \(badge) outside its tab \(tab)")
                XCTAssertGreaterThanOrEqual(badge.minX, label.maxX - 0.5, "\(width): the badge \(badge) covers the title \(label)")
                XCTAssertEqual(device.voiceOver.labels(), ["Entertainment", "News"], "the whole title is spoken")
                let shown = device.pressAndHold(at: CGPoint(x: label.midX, y: label.midY))
                XCTAssertEqual(shown?.largeContentTitle, "Entertainment 99+", "and shown large")
            }
        }
    }

    /// Bold Text is read from the traits (`legibilityWeight`), so a trait
    /// change alone (an app's override, the setting itself off) re-styles
    /// the titles, and `titleFont` answers for the traits it is given.
    func testABoldLegibilityWeightTraitMakesTheTitlesBoldWithoutTheGlobalSetting() throws {
        try onDevice { device in
            let appearance = InfiniteTabAppearance()
            XCTAssertGreaterThanOrEqual(appearance.titleFont(compatibleWith: UITraitCollection(legibilityWeight: .bold)).weight.rawValue,
                                        UIFont.Weight.bold.rawValue)
            XCTAssertLessThan(appearance.titleFont(compatibleWith: UITraitCollection(legibilityWeight: .regular)).weight.rawValue,
                              UIFont.Weight.bold.rawValue)
            let strip = InfiniteTabStripView()
            strip.items = [InfiniteTabItem(title: "For You"), InfiniteTabItem(title: "News", badge: .count(3))]
            device.show(view: strip, height: 44)
            device.settle()
            device.setTraits(legibilityWeight: .bold)
            device.settle()
            XCTAssertFalse(UIAccessibility.isBoldTextEnabled)
            let bold = Self.labels(in: strip)
            XCTAssertEqual(Set(bold.compactMap(\.text)), ["For You", "News", "3"])
            for label in bold {
                XCTAssertGreaterThanOrEqual(label.font.weight.rawValue, UIFont.Weight.bold.rawValue, label.text ?? "")
            }
            device.setTraits(legibilityWeight: .regular)
            device.settle()
            XCTAssertTrue(Self.labels(in: strip).allSatisfy { $0.font.weight.rawValue < UIFont.Weight.bold.rawValue }, "and back")
        }
    }

    func testAtAccessibilitySizesPressingAndHoldingAnyCopyShowsItsTabLarge() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.items = [InfiniteTabItem(title: "A"), InfiniteTabItem(title: "B", badge: .count(2)), InfiniteTabItem(title: "C")]
            device.show(view: strip)
            device.settle()
            let b = try XCTUnwrap(device.label("B"))
            XCTAssertNil(device.pressAndHold(at: CGPoint(x: b.midX, y: b.midY)), "only at the accessibility sizes")
            device.setTraits(contentSizeCategory: .accessibilityMedium)
            device.settle()
            for title in ["A", "B", "C"] {
                let copies = device.labels(title)
                XCTAssertGreaterThan(copies.count, 1, "\(title): copies on screen")
                for copy in copies {
                    let shown = device.pressAndHold(at: CGPoint(x: copy.midX, y: copy.midY))
                    XCTAssertEqual(shown?.largeContentTitle, title == "B" ? "B 2" : title, "\(title) at x \(copy.midX)")
                }
            }
        }
    }

    func testButtonShapesUnderlineEveryTabCopyAtOnce() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["A", "B", "C"]
            device.show(view: strip, height: 44)
            device.settle()
            XCTAssertFalse(Self.cells(in: strip).isEmpty)
            XCTAssertTrue(Self.cells(in: strip).allSatisfy { !$0.showsButtonShape })
            UIAccessibility.setButtonShapesEnabled(true)
            device.settle()
            XCTAssertTrue(Self.cells(in: strip).allSatisfy(\.showsButtonShape), "every copy on screen")
            device.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.3)
            device.lift()
            device.settle()
            XCTAssertTrue(Self.cells(in: strip).allSatisfy(\.showsButtonShape), "and the copies that came on screen")
            UIAccessibility.setButtonShapesEnabled(false)
            device.settle()
            XCTAssertTrue(Self.cells(in: strip).allSatisfy { !$0.showsButtonShape })
        }
    }

    /// The tab cells on screen.
    @MainActor
    private static func cells(in view: UIView) -> [InfiniteTabCell] {
        guard !view.isHidden else { return [] }
        let own = (view as? InfiniteTabCell).map { [$0] } ?? []
        return own + view.subviews.flatMap { cells(in: $0) }
    }

    /// The strip's visible labels with text.
    @MainActor
    private static func labels(in view: UIView) -> [UILabel] {
        guard !view.isHidden else { return [] }
        let own = (view as? UILabel).flatMap { $0.text?.isEmpty == false ? [$0] : nil } ?? []
        return own + view.subviews.flatMap { labels(in: $0) }
    }

    /// The frame in the window of the tab cell showing a title's label.
    @MainActor
    private static func tabFrame(of title: CGRect, in strip: UIView) -> CGRect? {
        var found: CGRect?
        func visit(_ view: UIView) {
            guard !view.isHidden else { return } // a cell waiting for reuse keeps its old frame
            if view is InfiniteTabCell {
                let frame = view.convert(view.bounds, to: nil)
                if frame.contains(CGPoint(x: title.midX, y: title.midY)) { found = frame }
            }
            view.subviews.forEach(visit)
        }
        visit(strip)
        return found
    }
}
