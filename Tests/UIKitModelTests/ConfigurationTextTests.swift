import Foundation
import UIKit
import XCTest

/// `LINUXUIKIT_CONFIGURATION` as `UIKitModel.reset()` reads it: the pure
/// parser, and `.ci/switch-values` naming every non-default value.
final class ConfigurationTextTests: XCTestCase {
    typealias Configuration = UIKitModel.Configuration

    func testEmptyTextGivesTheDefaults() throws {
        for text in ["", " ", ",", " , ,"] {
            let c = try Configuration.parsing(text)
            XCTAssertTrue(c.assignmentShiftsAnimatedMove, text)
            XCTAssertEqual(c.touchDuringAnimatedSet, .catchesLikeAFling, text)
            XCTAssertEqual(c.layoutPassesPerTurn, 8, text)
        }
    }

    func testPairsSetBoolsEnumCasesAndInts() throws {
        let c = try Configuration.parsing(
            "assignmentShiftsAnimatedMove=false, touchDuringAnimatedSet=passesThrough,layoutPassesPerTurn=3 ,"
                + "scrollDisabledMidDrag=keepsDragUntilLift,reshowsCellsWithoutAsking=false")
        XCTAssertFalse(c.assignmentShiftsAnimatedMove)
        XCTAssertEqual(c.touchDuringAnimatedSet, .passesThrough)
        XCTAssertEqual(c.layoutPassesPerTurn, 3)
        XCTAssertEqual(c.scrollDisabledMidDrag, .keepsDragUntilLift)
        XCTAssertFalse(c.reshowsCellsWithoutAsking)
        // Untouched switches keep their defaults; a later pair wins.
        XCTAssertFalse(c.stoppedAnimationReportsEnd)
        XCTAssertTrue(try Configuration.parsing("stoppedAnimationReportsEnd=false,stoppedAnimationReportsEnd=true")
            .stoppedAnimationReportsEnd)
    }

    func testEverySwitchTakesEachOfItsValues() throws {
        for item in Configuration.switches {
            for value in item.values ?? [String(item.ints.lowerBound), String(item.ints.upperBound)] {
                XCTAssertNoThrow(try Configuration.parsing("\(item.name)=\(value)"), "\(item.name)=\(value)")
            }
        }
    }

    func testAnUnknownNameNamesThePairAndListsTheSwitches() {
        XCTAssertThrowsError(try Configuration.parsing("assignmentShiftsAnimatedMove=false,bounces=true")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("\"bounces=true\" names no switch"), text)
            for item in Configuration.switches { XCTAssertTrue(text.contains(item.name), text) }
        }
    }

    func testABadValueNamesThePairAndListsTheValues() {
        let cases: [(String, String)] = [
            ("assignmentShiftsAnimatedMove=no", "takes true|false"),
            ("touchDuringAnimatedSet=stops", "takes catchesLikeAFling|stopsAndTaps|passesThrough"),
            ("layoutPassesPerTurn=0", "takes 1...1000"),
            ("layoutPassesPerTurn=many", "takes 1...1000"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Configuration.parsing(text), text) { error in
                XCTAssertTrue("\(error)".contains("\"\(text)\""), "\(error)")
                XCTAssertTrue("\(error)".contains(expected), "\(error)")
            }
        }
    }

    func testAPairWithoutAnEqualsSignIsAnError() {
        for text in ["assignmentShiftsAnimatedMove", "=true"] {
            XCTAssertThrowsError(try Configuration.parsing(text), text) { error in
                XCTAssertTrue("\(error)".contains("is not name=value"), "\(error)")
            }
        }
    }

    /// `.ci/run` runs the control suites once per line of
    /// `.ci/switch-values`, a line setting one or more switches: every line
    /// parses and sets a switch at most once, no value is listed twice, every
    /// value of a Bool or enum switch other than its default is there, and
    /// every Int switch has at least one value there.
    func testTheSwitchValuesFileListsEveryNonDefaultValue() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(".ci/switch-values"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        XCTAssertLessThanOrEqual(lines.count, 20, "each line costs about a minute of CI: combine independent switches")
        var pairs: [String] = []
        for line in lines {
            XCTAssertNoThrow(try Configuration.parsing(line), line)
            let linePairs = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = linePairs.map { $0.split(separator: "=").first.map(String.init) ?? "" }
            XCTAssertEqual(Set(names).count, names.count, "a switch set twice on one line: \(line)")
            pairs += linePairs
        }
        XCTAssertEqual(Set(pairs).count, pairs.count, "a value listed twice")
        let defaults = Configuration()
        for item in Configuration.switches {
            guard let values = item.values else {
                XCTAssertTrue(pairs.contains { $0.hasPrefix("\(item.name)=") }, "no value of \(item.name) in .ci/switch-values")
                continue
            }
            for value in values {
                var c = defaults
                XCTAssertTrue(item.apply(&c, value))
                let isDefault = "\(Mirror(reflecting: c).children.first { $0.label == item.name }!.value)"
                    == "\(Mirror(reflecting: defaults).children.first { $0.label == item.name }!.value)"
                XCTAssertEqual(pairs.contains("\(item.name)=\(value)"), !isDefault,
                               "\(item.name)=\(value) \(isDefault ? "is the default: not" : "must be") in .ci/switch-values")
            }
        }
    }
}
