import XCTest
import InfiniteTabsCore

/// Issue 28 defect 16: hosted content gets the caller's named environment
/// values, never the host's own (`.environment(\.self, …)` replaced them).
final class CallerEnvironmentValueTests: XCTestCase {
    func testTheHostsOwnValuesAndTheWholeEnvironmentAreNotPassedOn() {
        for name in ["self", "presentationMode", "dismiss", "isPresented", "editMode", "horizontalSizeClass"] {
            XCTAssertFalse(CallerEnvironmentValue.isPassedOn(name), name)
        }
        for name in CallerEnvironmentValue.hostOwned {
            XCTAssertFalse(CallerEnvironmentValue.isPassedOn(name), name)
        }
    }

    func testWhatTheCallerSetsIsPassedOn() {
        for name in ["locale", "layoutDirection", "dynamicTypeSize", "colorScheme", "tint", "foregroundStyle", "font",
                     "legibilityWeight", "isEnabled", "lineLimit", "openURL"] {
            XCTAssertTrue(CallerEnvironmentValue.isPassedOn(name), name)
        }
        XCTAssertFalse(CallerEnvironmentValue.isPassedOn(""))
        XCTAssertFalse(CallerEnvironmentValue.isPassedOn("LOCALE"), "names are exact")
    }

    /// The SwiftUIWrappers article lists every value passed on.
    func testTheArticleNamesEveryValuePassedOn() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/InfiniteTabs/InfiniteTabs.docc/SwiftUIWrappers.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        for value in CallerEnvironmentValue.allCases where value != .isEnabled {
            XCTAssertTrue(text.contains("`\(value.rawValue)`") || text.contains("`.\(value.rawValue)`"), value.rawValue)
        }
    }
}
