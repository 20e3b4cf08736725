import Foundation

/// One language's texts from an `.lproj` folder: `name.strings` (plain
/// texts) and `name.stringsdict` (plural rules), read once and kept.
package struct StringTable: Sendable {
    /// A table's entries by key.
    package var entries: [String: StringFormat.Entry]

    /// Reads `name.strings` and `name.stringsdict` in `folder` (an `.lproj`
    /// directory); files that are missing or do not parse give no entries.
    package init(folder: URL, name: String) {
        var entries: [String: StringFormat.Entry] = [:]
        if let plain = Self.plist(folder.appendingPathComponent(name + ".strings")) as? [String: String] {
            for (key, text) in plain { entries[key] = .plain(text) }
        }
        if let rules = Self.plist(folder.appendingPathComponent(name + ".stringsdict")) as? [String: [String: Any]] {
            for (key, rule) in rules { if let entry = StringFormat.Entry(stringsdict: rule) { entries[key] = entry } }
        }
        self.entries = entries
    }

    private static func plist(_ url: URL) -> Any? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    /// The package's own resource bundle: `Bundle.module`, which SwiftPM and
    /// Xcode generate for a package target with resources. Nil when the code
    /// is compiled some other way (no resources): the built-in English is read.
    package static var packageBundle: Bundle? {
        #if SWIFT_PACKAGE
        Bundle.module
        #else
        nil
        #endif
    }

    /// Where a table lives: a bundle and the table's name.
    package struct Source: @unchecked Sendable {
        let bundle: Bundle
        let name: String

        package init(bundle: Bundle, name: String) { self.bundle = bundle; self.name = name }

        /// The language this bundle's table is read in when the app forces none.
        var preferredLanguage: String {
            StringTable.language(wanted: Bundle.main.preferredLocalizations + Locale.preferredLanguages,
                                 available: bundle.localizations)
        }

        func entry(_ key: String, language: String) -> StringFormat.Entry? {
            StringTable.load(bundle: bundle, name: name, language: language)?.entries[key]
        }
    }

    /// The first of `wanted` (most wanted first; "ko-KR" matches "ko") that
    /// is `available`, else "en". The app bundle's languages come first, as
    /// Apple's frameworks speak the app's language, not the device's (Apple's
    /// "CFBundleAllowMixedLocalizations"). Matched by hand: on Linux
    /// `Bundle.preferredLocalizations` gave ["ko"] for a bundle with ko, en and
    /// ar and a user on "en-001" (swift-corelibs-foundation, Swift 6).
    package static func language(wanted: [String], available: [String]) -> String {
        let available = Set(available)
        for language in wanted {
            let base = String(language.split(separator: "-").first ?? Substring(language))
            if available.contains(language) { return language }
            if available.contains(base) { return base }
        }
        return "en"
    }

    private static let cache = Locked([String: StringTable?]())

    /// The table `name` for `language` in `bundle`, or nil without one
    /// ("ko-KR" falls back to "ko").
    static func load(bundle: Bundle, name: String, language: String) -> StringTable? {
        let id = bundle.bundlePath + "|" + name + "|" + language
        if let known = cache.read({ $0[id] }) { return known }
        let base = String(language.split(separator: "-").first ?? Substring(language))
        let folder = [language, base].compactMap { bundle.url(forResource: $0, withExtension: "lproj") }.first
        let table = folder.map { StringTable(folder: $0, name: name) }
        cache.update { $0[id] = .some(table) }
        return table
    }
}
