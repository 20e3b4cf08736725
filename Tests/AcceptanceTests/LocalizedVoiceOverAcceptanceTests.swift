import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// Issue 29 finding 5, seen through the device: VoiceOver hears the
/// package's texts in the app's language, and an app's own table wins.
final class LocalizedVoiceOverAcceptanceTests: XCTestCase {
    override func tearDown() {
        InfiniteTabsStrings.language = nil
        InfiniteTabsStrings.setOverride(table: nil)
    }

    func testWithoutALanguageSetTheContainerSpeaksEnglish() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            tabs.setBadge(.count(1), forItem: 1)
            device.show(tabs)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "News"))
            XCTAssertEqual(device.voiceOver.focusedValue, "1 new item")
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.settle()
            XCTAssertEqual(device.voiceOver.spoken.last, "News, tab 2 of 3")
        }
    }

    func testInKoreanTheContainerNamesTheTabAndItsBadgeInKorean() throws {
        InfiniteTabsStrings.language = "ko"
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "뉴스", "Sport"]) { LabelPage("Page \($0)") }
            tabs.setBadge(.count(3), forItem: 1)
            device.show(tabs)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "뉴스"))
            XCTAssertEqual(device.voiceOver.focusedValue, "새 항목 3개")
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.settle()
            XCTAssertEqual(device.voiceOver.spoken.last, "뉴스, 탭 3개 중 2번째", "\(device.voiceOver.spoken)")
            XCTAssertEqual(device.voiceOver.focusedLabel, "Page 1")
            XCTAssertEqual(tabs.keyCommands?.compactMap(\.discoverabilityTitle), ["다음 탭", "이전 탭"], "the shortcuts overlay too")
        }
    }

    func testInArabicPagesWithoutTitlesSayTheirPlaceAndBadgesUseArabicPlurals() throws {
        InfiniteTabsStrings.language = "ar"
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.settle()
            XCTAssertEqual(device.voiceOver.spoken.last, "الصفحة 2 من 3")
        }
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Page \($0)") }
            tabs.setBadge(.count(2), forItem: 0)
            tabs.setBadge(.count(11), forItem: 1)
            device.show(tabs)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "A"))
            XCTAssertEqual(device.voiceOver.focusedValue, "عنصران جديدان", "dual")
            XCTAssertTrue(device.voiceOver.focus(label: "B"))
            XCTAssertEqual(device.voiceOver.focusedValue, "11 عنصرًا جديدًا", "many")
        }
    }

    func testThePickersDefaultNameIsLocalisedAndAnAppsTableWins() throws {
        InfiniteTabsStrings.language = "ko"
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["S", "M", "L"]
            device.show(view: picker, height: 44)
            device.setVoiceOver(true)
            XCTAssertEqual(device.voiceOver.labels(), ["선택기"])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LocalizedVoiceOver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let korean = folder.appendingPathComponent("ko.lproj")
        try FileManager.default.createDirectory(at: korean, withIntermediateDirectories: true)
        try #""picker.name" = "크기";"#.write(to: korean.appendingPathComponent("App.strings"), atomically: true, encoding: .utf8)
        InfiniteTabsStrings.setOverride(table: "App", bundle: try XCTUnwrap(Bundle(path: folder.path)))
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["S", "M", "L"]
            device.show(view: picker, height: 44)
            device.setVoiceOver(true)
            XCTAssertEqual(device.voiceOver.labels(), ["크기"], "the app's table wins over the package's")
        }
    }
}
