import Foundation

/// Every text InfiniteTabs says or shows by itself, in the user's language.
///
/// The texts live in the package's resource bundle as `.lproj` tables
/// (`Localizable.strings` and, for plurals, `Localizable.stringsdict`) in
/// English, Korean and Arabic; English is the fallback for any other
/// language and for a key a table lacks.
///
/// An app changes or translates any of them by shipping its own table with
/// the same keys and naming it once at launch:
///
/// ```swift
/// InfiniteTabsStrings.setOverride(table: "InfiniteTabs", bundle: .main)
/// ```
///
/// A key the app's table has wins; the others keep the package's text. The
/// language follows the app's (see ``language``, which forces one), and a
/// key missing in that language reads English; no key ever reads empty.
public enum InfiniteTabsStrings {
    /// The key of each text, as written in the `.strings` tables.
    public enum Key: String, CaseIterable, Sendable {
        /// A page's place, read after a page turn without a tab title:
        /// "Page 2 of 5" (index, then count; plural on the count).
        case pagePosition = "page.position"
        /// A tab's title and place, read after a page turn in the container:
        /// "News, tab 2 of 5" (title, index, count; plural on the count).
        case tabPosition = "tab.position"
        /// What VoiceOver reads for a dot badge: "New".
        case badgeDot = "badge.dot"
        /// What VoiceOver reads for a count badge: "1 new item", "3 new items"
        /// (plural on the count).
        case badgeCount = "badge.count"
        /// What a count badge above its cap shows: "99+".
        case badgeOverflow = "badge.overflow"
        /// The picker's spoken name until the app sets one: "Picker".
        case pickerName = "picker.name"
        /// The container's ⌘⇧] command in the keyboard shortcuts overlay: "Next Tab".
        case nextTabCommand = "command.next-tab"
        /// The container's ⌘⇧[ command in the keyboard shortcuts overlay: "Previous Tab".
        case previousTabCommand = "command.previous-tab"
    }

    /// Looks keys up in the app's own table `table` (`table.strings` and
    /// `table.stringsdict` in `bundle`'s `.lproj` folders) before the
    /// package's. Nil (the default) uses the package's texts only. A table
    /// that does not exist, or lacks a key, changes nothing for that key.
    public static func setOverride(table: String?, bundle: Bundle = .main) {
        settings.update { $0.override = table.map { StringTable.Source(bundle: bundle, name: $0) } }
    }

    /// The language used, as an `.lproj` name ("en", "ko", "ar"; "ko-KR"
    /// reads "ko"), or nil (the default) for the app's language: the first of
    /// the app bundle's preferred localisations, then of the user's preferred
    /// languages, that the tables have, else English. A language without a
    /// table (or "") reads English.
    public static var language: String? {
        get { settings.read { $0.language } }
        set { settings.update { $0.language = newValue } }
    }

    /// The text for `key` with its arguments filled in (see each key for
    /// which): ints for `%d`, strings for `%@`. A missing argument reads as
    /// nothing, never a crash.
    package static func text(_ key: Key, _ arguments: StringFormat.Argument...) -> String { text(key, arguments) }

    /// The same, with its arguments as an array.
    package static func text(_ key: Key, _ arguments: [StringFormat.Argument]) -> String {
        let (override, forced) = settings.read { ($0.override, $0.language) }
        let package = StringTable.packageBundle.map { StringTable.Source(bundle: $0, name: "Localizable") }
        return text(key, arguments, sources: [override, package].compactMap { $0 }, language: forced)
    }

    /// `key` from the first of `sources` (most important first) that has it:
    /// the user's language from any table before English from any table, so
    /// an app that translates one key into Korean keeps the rest Korean; an
    /// entry that formats to "" is skipped; last, the built-in English.
    package static func text(_ key: Key, _ arguments: [StringFormat.Argument], sources: [StringTable.Source],
                             language forced: String?) -> String {
        for (source, english) in sources.map({ ($0, false) }) + sources.map({ ($0, true) }) {
            let language = english ? "en" : forced ?? source.preferredLanguage
            if let entry = source.entry(key.rawValue, language: language), case let text = StringFormat.format(entry, arguments, language: language),
               !text.isEmpty {
                return text
            }
        }
        return StringFormat.format(self.english[key] ?? .plain(key.rawValue), arguments, language: "en")
    }

    /// The English texts, used only if the resource bundle cannot be read
    /// (they match `en.lproj`, which a test checks).
    package static let english: [Key: StringFormat.Entry] = [
        .pagePosition: .plain("Page %1$d of %2$d"), .tabPosition: .plain("%1$@, tab %2$d of %3$d"), .badgeDot: .plain("New"),
        .badgeCount: .plural(format: "%#@count@", variables: ["count": ["one": "%d new item", "other": "%d new items"]]),
        .badgeOverflow: .plain("%d+"), .pickerName: .plain("Picker"),
        .nextTabCommand: .plain("Next Tab"), .previousTabCommand: .plain("Previous Tab"),
    ]

    struct Settings { var override: StringTable.Source?; var language: String? }
    static let settings = Locked(Settings())
}

/// A value behind a lock, for the few settings an app sets from any thread.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    package init(_ value: Value) { self.value = value }
    package func read<T>(_ body: (Value) -> T) -> T { lock.lock(); defer { lock.unlock() }; return body(value) }
    package func update(_ body: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; body(&value) }
}
