import XCTest
import InfiniteTabsCore

/// What `InfiniteTabsViewController` applies when its options are set: the
/// decision that used to be `guard isViewLoaded` and an unconditional re-pin.
final class ContainerOptionsUpdateTests: XCTestCase {
    func testBeforeTheViewLoadsOnlyThePagesSettingsApply() {
        for pinned in [nil, TabStripPosition.top, .bottom] {
            for wanted in [TabStripPosition.top, .bottom] {
                XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: false, pinnedPosition: pinned, wanted: wanted),
                               .pages, "\(String(describing: pinned)) → \(wanted)")
            }
        }
    }

    func testTheFirstApplicationWithAViewPinsTheStrip() {
        XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: true, pinnedPosition: nil, wanted: .top),
                       [.pages, .strip, .position])
        XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: true, pinnedPosition: nil, wanted: .bottom),
                       [.pages, .strip, .position])
    }

    func testTheStripIsPinnedAgainOnlyWhenItsPositionChanged() {
        XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: true, pinnedPosition: .top, wanted: .top), [.pages, .strip])
        XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: true, pinnedPosition: .bottom, wanted: .bottom),
                       [.pages, .strip])
        XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: true, pinnedPosition: .top, wanted: .bottom),
                       [.pages, .strip, .position])
        XCTAssertEqual(ContainerOptionsUpdate.plan(isViewLoaded: true, pinnedPosition: .bottom, wanted: .top),
                       [.pages, .strip, .position])
    }
}

/// Whether a wrapper writes a setting to its control (only a real change,
/// NaN counting as unchanged so that it does not lay out on every update).
final class SettingSyncTests: XCTestCase {
    func testOnlyAChangedValueIsWritten() {
        XCTAssertFalse(SettingSync.needsWrite(current: true, wanted: true))
        XCTAssertTrue(SettingSync.needsWrite(current: true, wanted: false))
        XCTAssertFalse(SettingSync.needsWrite(current: TabWidthMode.fitting, wanted: .fitting))
        XCTAssertTrue(SettingSync.needsWrite(current: TabWidthMode.fitting, wanted: .fixed(80)))
        XCTAssertFalse(SettingSync.needsWrite(current: CGFloat(12), wanted: 12))
        XCTAssertTrue(SettingSync.needsWrite(current: CGFloat(12), wanted: 12.5))
    }

    func testNaNIsNotWrittenAgainButAnyOtherChangeFromOrToItIs() {
        XCTAssertFalse(SettingSync.needsWrite(current: CGFloat.nan, wanted: .nan))
        XCTAssertTrue(SettingSync.needsWrite(current: CGFloat.nan, wanted: 0))
        XCTAssertTrue(SettingSync.needsWrite(current: CGFloat(0), wanted: .nan))
        XCTAssertFalse(SettingSync.needsWrite(current: Double.infinity, wanted: .infinity))
        XCTAssertTrue(SettingSync.needsWrite(current: Double.infinity, wanted: -.infinity))
        XCTAssertFalse(SettingSync.needsWrite(current: CGFloat(0), wanted: -0.0), "0 and -0 are the same setting")
    }

    func testOptionalNumbersCompareNilOnlyWithNil() {
        let none: CGFloat? = nil
        XCTAssertFalse(SettingSync.needsWrite(current: none, wanted: nil))
        XCTAssertTrue(SettingSync.needsWrite(current: none, wanted: 120))
        XCTAssertTrue(SettingSync.needsWrite(current: CGFloat(120), wanted: none))
        XCTAssertFalse(SettingSync.needsWrite(current: CGFloat?(.nan), wanted: CGFloat?(.nan)))
        XCTAssertTrue(SettingSync.needsWrite(current: CGFloat?(.nan), wanted: none))
        XCTAssertFalse(SettingSync.needsWrite(current: TimeInterval?(3), wanted: TimeInterval?(3)))
        XCTAssertTrue(SettingSync.needsWrite(current: TimeInterval?(3), wanted: TimeInterval?(4)))
    }
}
