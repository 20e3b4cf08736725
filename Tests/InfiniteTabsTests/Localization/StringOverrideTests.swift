import XCTest
import Foundation
@testable import InfiniteTabsCore

/// Issue 29 finding 5: an app's own table wins over the package's, key by
/// key; a key missing in the user's language reads English.
final class StringOverrideTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("StringOverrideTests-\(UUID().uuidString)")
        try write("en", "App.strings", #""badge.dot" = "Unread"; "badge.overflow" = "";"#)
        try write("ko", "App.strings", #""picker.name" = "피커";"#)
        let plural: [String: Any] = ["badge.count": ["NSStringLocalizedFormatKey": "%#@n@",
                                                     "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                                           "one": "%d message", "other": "%d messages"]]]
        let data = try PropertyListSerialization.data(fromPropertyList: plural, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("en.lproj/App.stringsdict"))
    }

    override func tearDownWithError() throws {
        InfiniteTabsStrings.language = nil
        InfiniteTabsStrings.setOverride(table: nil)
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ language: String, _ file: String, _ text: String) throws {
        let lproj = folder.appendingPathComponent(language + ".lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try text.write(to: lproj.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }

    private var appBundle: Bundle { Bundle(path: folder.path)! }

    func testTheAppsTableWinsKeyByKey() {
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeDot), "New")
        InfiniteTabsStrings.setOverride(table: "App", bundle: appBundle)
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeDot), "Unread")
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeCount, .int(1)), "1 message", "plural rules from the app's stringsdict")
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeCount, .int(4)), "4 messages")
        XCTAssertEqual(InfiniteTabsStrings.text(.pickerName), "Picker", "a key the app lacks keeps the package's text")
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeOverflow, .int(99)), "99+", "an empty override is skipped")
        InfiniteTabsStrings.setOverride(table: nil)
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeDot), "New", "nil removes the override")
    }

    func testInKoreanTheAppsKoreanThenThePackagesKoreanThenEnglish() {
        InfiniteTabsStrings.setOverride(table: "App", bundle: appBundle)
        InfiniteTabsStrings.language = "ko"
        XCTAssertEqual(InfiniteTabsStrings.text(.pickerName), "피커")
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeDot), "새 항목", "the package's Korean before the app's English")
    }

    func testATableThatDoesNotExistChangesNothing() {
        InfiniteTabsStrings.setOverride(table: "Nowhere", bundle: appBundle)
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeDot), "New")
        XCTAssertEqual(InfiniteTabsStrings.text(.pagePosition, .int(1), .int(1)), "Page 1 of 1")
    }

    func testAKeyMissingInTheLanguageReadsEnglishThenTheBuiltInText() {
        let only = StringTable.Source(bundle: appBundle, name: "App")
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeDot, [], sources: [only], language: "ko"), "Unread",
                       "ko lacks badge.dot: its English")
        XCTAssertEqual(InfiniteTabsStrings.text(.pagePosition, [.int(3), .int(4)], sources: [only], language: "ko"), "Page 3 of 4",
                       "no table has it: the built-in English")
        XCTAssertEqual(InfiniteTabsStrings.text(.badgeOverflow, [.int(9)], sources: [], language: nil), "9+")
    }
}
