import XCTest
import Foundation
@testable import InfiniteTabsCore

/// Issue 29 finding 5: every text in English, Korean and Arabic is what the
/// package's `.lproj` tables say, plurals included, read through the
/// resource bundle `swift build` copies.
final class StringTablesTests: XCTestCase {
    override func tearDown() {
        InfiniteTabsStrings.language = nil
        InfiniteTabsStrings.setOverride(table: nil)
    }

    private func say(_ key: InfiniteTabsStrings.Key, _ arguments: StringFormat.Argument..., in language: String) -> String {
        InfiniteTabsStrings.language = language
        return InfiniteTabsStrings.text(key, arguments)
    }

    func testTheResourceBundleHoldsEveryKeyInEveryLanguage() throws {
        let bundle = try XCTUnwrap(StringTable.packageBundle, "swift build copies the resource bundle")
        XCTAssertEqual(Set(bundle.localizations), ["en", "ko", "ar"])
        for language in ["en", "ko", "ar"] {
            let folder = try XCTUnwrap(bundle.url(forResource: language, withExtension: "lproj"), language)
            let table = StringTable(folder: folder, name: "Localizable")
            XCTAssertEqual(Set(table.entries.keys), Set(InfiniteTabsStrings.Key.allCases.map(\.rawValue)), language)
        }
    }

    func testTheBuiltInEnglishMatchesTheEnglishTable() throws {
        let folder = try XCTUnwrap(StringTable.packageBundle?.url(forResource: "en", withExtension: "lproj"))
        let table = StringTable(folder: folder, name: "Localizable")
        for key in InfiniteTabsStrings.Key.allCases {
            for n in [0, 1, 2, 7] {
                let arguments: [StringFormat.Argument] = key == .tabPosition ? [.text("News"), .int(n), .int(n)] : [.int(n), .int(n)]
                XCTAssertEqual(StringFormat.format(try XCTUnwrap(table.entries[key.rawValue]), arguments, language: "en"),
                               StringFormat.format(try XCTUnwrap(InfiniteTabsStrings.english[key]), arguments, language: "en"), "\(key) \(n)")
            }
        }
    }

    func testEnglish() {
        XCTAssertEqual(say(.pagePosition, .int(2), .int(5), in: "en"), "Page 2 of 5")
        XCTAssertEqual(say(.pagePosition, .int(1), .int(1), in: "en"), "Page 1 of 1")
        XCTAssertEqual(say(.tabPosition, .text("News"), .int(2), .int(5), in: "en"), "News, tab 2 of 5")
        XCTAssertEqual(say(.badgeDot, in: "en"), "New")
        XCTAssertEqual(say(.badgeCount, .int(1), in: "en"), "1 new item")
        XCTAssertEqual(say(.badgeCount, .int(3), in: "en"), "3 new items")
        XCTAssertEqual(say(.badgeOverflow, .int(99), in: "en"), "99+")
        XCTAssertEqual(say(.pickerName, in: "en"), "Picker")
        XCTAssertEqual(say(.nextTabCommand, in: "en"), "Next Tab")
        XCTAssertEqual(say(.previousTabCommand, in: "en"), "Previous Tab")
    }

    func testKorean() {
        XCTAssertEqual(say(.pagePosition, .int(2), .int(5), in: "ko"), "5페이지 중 2페이지")
        XCTAssertEqual(say(.pagePosition, .int(1), .int(1), in: "ko-KR"), "1페이지 중 1페이지")
        XCTAssertEqual(say(.tabPosition, .text("News"), .int(2), .int(5), in: "ko"), "News, 탭 5개 중 2번째")
        XCTAssertEqual(say(.badgeDot, in: "ko"), "새 항목")
        XCTAssertEqual(say(.badgeCount, .int(1), in: "ko"), "새 항목 1개")
        XCTAssertEqual(say(.badgeCount, .int(3), in: "ko"), "새 항목 3개")
        XCTAssertEqual(say(.badgeOverflow, .int(99), in: "ko"), "99+")
        XCTAssertEqual(say(.pickerName, in: "ko"), "선택기")
        XCTAssertEqual(say(.nextTabCommand, in: "ko"), "다음 탭")
        XCTAssertEqual(say(.previousTabCommand, in: "ko"), "이전 탭")
    }

    func testArabicWithItsSixPluralCategories() {
        XCTAssertEqual(say(.pagePosition, .int(2), .int(5), in: "ar"), "الصفحة 2 من 5")
        XCTAssertEqual(say(.tabPosition, .text("News"), .int(2), .int(5), in: "ar-EG"), "News، علامة التبويب 2 من 5")
        XCTAssertEqual(say(.badgeDot, in: "ar"), "جديد")
        XCTAssertEqual(say(.badgeOverflow, .int(99), in: "ar"), "99+")
        XCTAssertEqual(say(.pickerName, in: "ar"), "أداة الاختيار")
        XCTAssertEqual(say(.nextTabCommand, in: "ar"), "علامة التبويب التالية")
        XCTAssertEqual(say(.previousTabCommand, in: "ar"), "علامة التبويب السابقة")
        let counts = [0: "لا عناصر جديدة", 1: "عنصر جديد واحد", 2: "عنصران جديدان", 3: "3 عناصر جديدة", 10: "10 عناصر جديدة",
                      11: "11 عنصرًا جديدًا", 99: "99 عنصرًا جديدًا", 100: "100 عنصر جديد", 103: "103 عناصر جديدة",
                      111: "111 عنصرًا جديدًا", 102: "102 عنصر جديد"]
        for (n, text) in counts { XCTAssertEqual(say(.badgeCount, .int(n), in: "ar"), text, "\(n)") }
    }

    func testPluralCategoriesFollowCLDR() {
        let arabic = [0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 103: "few", 11: "many", 99: "many", 1011: "many",
                      100: "other", 102: "other", 200: "other"]
        for (n, category) in arabic { XCTAssertEqual(StringFormat.pluralCategory(n, language: "ar"), category, "\(n)") }
        XCTAssertEqual(StringFormat.pluralCategory(1, language: "en"), "one")
        XCTAssertEqual(StringFormat.pluralCategory(0, language: "en"), "other")
        XCTAssertEqual(StringFormat.pluralCategory(1, language: "ko"), "other")
    }

    func testTheDefaultLanguageIsTheAppsThenTheUsersElseEnglish() {
        let shipped = ["ko", "en", "ar"]
        XCTAssertEqual(StringTable.language(wanted: [], available: shipped), "en", "no preferred language: English, not the first folder")
        XCTAssertEqual(StringTable.language(wanted: ["en-001"], available: shipped), "en")
        XCTAssertEqual(StringTable.language(wanted: ["fr-FR", "ko-KR"], available: shipped), "ko")
        XCTAssertEqual(StringTable.language(wanted: ["fr", "de"], available: shipped), "en")
        XCTAssertEqual(StringTable.language(wanted: ["ar"], available: []), "en")
        XCTAssertEqual(InfiniteTabsStrings.text(.pickerName), "Picker", "this test process has no other language")
    }

    func testAnyLanguageKeyOrArgumentsGiveATextNeverEmptyNeverACrash() {
        for language in ["en", "ko", "ar", "fr", "", "ko-KR", "../en", "zz-ZZ-x"] {
            InfiniteTabsStrings.language = language
            for key in InfiniteTabsStrings.Key.allCases {
                for arguments: [StringFormat.Argument] in [[], [.int(Int.min)], [.text(""), .int(Int.max), .int(-1)], [.text("%@ %d %1$@")]] {
                    XCTAssertFalse(InfiniteTabsStrings.text(key, arguments).isEmpty, "\(language) \(key) \(arguments)")
                }
            }
        }
        XCTAssertEqual(say(.pagePosition, .int(2), .int(5), in: "fr"), "Page 2 of 5", "a language without a table reads English")
        XCTAssertEqual(say(.tabPosition, .text("100% %d News"), .int(1), .int(2), in: "en"), "100% %d News, tab 1 of 2",
                       "a title is never read as a format")
    }
}
