import Foundation

// The switches written as text, so a whole test run can take a configuration
// from the environment: `LINUXUIKIT_CONFIGURATION=name=value,name=value`
// (`.ci/run` runs the control suites once per value in `.ci/switch-values`).
extension UIKitModel.Configuration {
    /// The environment variable ``UIKitModel/reset()`` reads.
    public static let environmentVariable = "LINUXUIKIT_CONFIGURATION"

    /// One switch as text: its name, the values it takes (nil: any Int in
    /// `ints`), and how a value is set.
    public struct Switch: Sendable {
        /// The property's name.
        public let name: String
        /// The values it takes as text (Bool: "true"/"false"; an enum: its
        /// case names), nil for an Int switch.
        public let values: [String]?
        /// The Ints an Int switch takes.
        public let ints: ClosedRange<Int>
        /// Sets `value` in a configuration; false (nothing set) for a value it does not take.
        public let apply: @Sendable (_ configuration: inout UIKitModel.Configuration, _ value: String) -> Bool

        static func bool(_ name: String, _ path: WritableKeyPath<UIKitModel.Configuration, Bool> & Sendable) -> Switch {
            Switch(name: name, values: ["true", "false"], ints: 0...0) { c, text in
                guard let value = Bool(text) else { return false }
                c[keyPath: path] = value
                return true
            }
        }

        static func cases<E: CaseIterable & Sendable>(_ name: String,
                                                     _ path: WritableKeyPath<UIKitModel.Configuration, E> & Sendable) -> Switch {
            Switch(name: name, values: E.allCases.map { "\($0)" }, ints: 0...0) { c, text in
                guard let value = E.allCases.first(where: { "\($0)" == text }) else { return false }
                c[keyPath: path] = value
                return true
            }
        }

        static func int(_ name: String, _ path: WritableKeyPath<UIKitModel.Configuration, Int> & Sendable,
                        _ range: ClosedRange<Int>) -> Switch {
            Switch(name: name, values: nil, ints: range) { c, text in
                guard let value = Int(text), range.contains(value) else { return false }
                c[keyPath: path] = value
                return true
            }
        }

        /// The values accepted, in words (for messages).
        public var accepted: String {
            values.map { $0.joined(separator: "|") } ?? "\(ints.lowerBound)...\(ints.upperBound)"
        }
    }

    /// Every switch, by name. A new switch in ``UIKitModel/Configuration``
    /// adds its line here (and its non-default values to `.ci/switch-values`).
    public static let switches: [Switch] = [
        .bool("stoppedAnimationReportsEnd", \.stoppedAnimationReportsEnd),
        .bool("assignmentShiftsAnimatedMove", \.assignmentShiftsAnimatedMove),
        .bool("animatedSetToCurrentOffsetStopsMove", \.animatedSetToCurrentOffsetStopsMove),
        .cases("touchDuringAnimatedSet", \.touchDuringAnimatedSet),
        .cases("scrollDisabledMidDrag", \.scrollDisabledMidDrag),
        .bool("reshowsCellsWithoutAsking", \.reshowsCellsWithoutAsking),
        .bool("collectionViewCellsFocusable", \.collectionViewCellsFocusable),
        .bool("focusReachesViewsOffScreen", \.focusReachesViewsOffScreen),
        .bool("pageViewControllerRefreshesNeighboursAfterSet", \.pageViewControllerRefreshesNeighboursAfterSet),
        .bool("pageViewControllerMirrorsInRightToLeft", \.pageViewControllerMirrorsInRightToLeft),
        .bool("pageViewControllerDropsDidFinishAnimating", \.pageViewControllerDropsDidFinishAnimating),
        .int("layoutPassesPerTurn", \.layoutPassesPerTurn, 1...1_000),
        .int("panSlopPoints", \.panSlopPoints, 1...100),
        .int("liftVelocityWindowMilliseconds", \.liftVelocityWindowMilliseconds, 10...120),
        .cases("changedTargetMotion", \.changedTargetMotion),
        .int("pagingFlickPointsPerSecond", \.pagingFlickPointsPerSecond, 50...5_000),
        .int("animatedScrollMilliseconds", \.animatedScrollMilliseconds, 50...2_000),
        .int("navigationTransitionMilliseconds", \.navigationTransitionMilliseconds, 100...1_000),
        .int("tabBarHeightPoints", \.tabBarHeightPoints, 20...100),
        .int("snapMilliseconds", \.snapMilliseconds, 50...2_000),
        .int("bounceBackMilliseconds", \.bounceBackMilliseconds, 50...2_000),
        .int("rotationMilliseconds", \.rotationMilliseconds, 50...2_000),
        .int("contentTouchDelayMilliseconds", \.contentTouchDelayMilliseconds, 0...1_000),
        .int("screenEdgeBandPoints", \.screenEdgeBandPoints, 1...200),
        .int("controlTouchTolerancePoints", \.controlTouchTolerancePoints, 0...200),
        .int("tapAllowableMovementPoints", \.tapAllowableMovementPoints, 1...200),
        .int("pageControlPointsPerPage", \.pageControlPointsPerPage, 4...100),
        .int("regularWidthFromPoints", \.regularWidthFromPoints, 100...2_000),
        .cases("decelerationEnd", \.decelerationEnd),
        .cases("titleViewWithoutIntrinsicSize", \.titleViewWithoutIntrinsicSize),
        .cases("animatedMoveCurve", \.animatedMoveCurve),
        .cases("lostFocus", \.lostFocus),
        .bool("scrollViewsAreFocusGroups", \.scrollViewsAreFocusGroups),
    ]

    /// A configuration bad text names: the pair and why.
    public struct TextError: Error, Equatable, CustomStringConvertible {
        /// What was wrong, with the valid names or values.
        public let description: String
    }

    /// The defaults changed by `text`: comma-separated `name=value` pairs
    /// (spaces around them ignored; empty text: the defaults). A later pair
    /// for the same name wins. Throws ``TextError`` naming the first pair
    /// that is not `name=value`, names no switch (listing the switches) or
    /// gives a value the switch does not take (listing those it takes).
    public static func parsing(_ text: String) throws -> UIKitModel.Configuration {
        var configuration = UIKitModel.Configuration()
        for raw in text.split(separator: ",") {
            let pair = raw.trimmingCharacters(in: .whitespaces)
            if pair.isEmpty { continue }
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let names = switches.map(\.name).joined(separator: ", ")
            guard parts.count == 2, !parts[0].isEmpty else {
                throw TextError(description: "\(environmentVariable): \"\(pair)\" is not name=value; the names are \(names)")
            }
            guard let item = switches.first(where: { $0.name == parts[0] }) else {
                throw TextError(description: "\(environmentVariable): \"\(pair)\" names no switch; the names are \(names)")
            }
            guard item.apply(&configuration, parts[1]) else {
                throw TextError(description: "\(environmentVariable): \"\(pair)\": \(item.name) takes \(item.accepted)")
            }
        }
        return configuration
    }

    /// The configuration `LINUXUIKIT_CONFIGURATION` gives (the defaults when
    /// it is unset); bad text stops the run with the message of ``parsing(_:)``.
    static func fromEnvironment() -> UIKitModel.Configuration {
        guard let text = ProcessInfo.processInfo.environment[environmentVariable] else { return .init() }
        do {
            return try parsing(text)
        } catch {
            preconditionFailure("\(error)")
        }
    }
}
