import Foundation

/// Fills a localised text's `%d`, `%@` and plural variables (`%#@name@`,
/// from a `.stringsdict` rule) with arguments, the same way on every
/// platform so the tests on Linux hear what an iPhone says.
package enum StringFormat {
    /// An argument: a number (`%d`, `%ld`, and plural variables) or a text (`%@`).
    package enum Argument: Sendable { case int(Int), text(String) }

    /// A table entry: a plain text, or a format with plural variables.
    package enum Entry: Sendable, Equatable {
        case plain(String)
        case plural(format: String, variables: [String: [String: String]])

        /// Reads a `.stringsdict` rule: `NSStringLocalizedFormatKey` and one
        /// dictionary per variable with a text for each plural category.
        init?(stringsdict rule: [String: Any]) {
            guard let format = rule["NSStringLocalizedFormatKey"] as? String else { return nil }
            var variables: [String: [String: String]] = [:]
            for case let (name, forms as [String: String]) in rule { variables[name] = forms }
            self = .plural(format: format, variables: variables)
        }
    }

    /// The CLDR plural category of `n` in `language`, for the languages the
    /// package ships ("one"/"other" for any other).
    package static func pluralCategory(_ n: Int, language: String) -> String {
        switch String(language.prefix(2)) {
        case "ko", "ja", "zh": return "other"
        case "ar":
            let hundreds = abs(n % 100)
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(hundreds) ? "few" : (11...99).contains(hundreds) ? "many" : "other"
            }
        default: return n == 1 ? "one" : "other"
        }
    }

    /// `entry` with its specifiers replaced by `arguments`.
    package static func format(_ entry: Entry, _ arguments: [Argument], language: String) -> String {
        switch entry {
        case .plain(let text): return fill(text, arguments, next: 0, variables: [:], language: language)
        case .plural(let format, let variables): return fill(format, arguments, next: 0, variables: variables, language: language)
        }
    }

    /// One pass over `text`: substituted values are never read again, so a
    /// title with "%" in it stays as it is.
    private static func fill(_ text: String, _ arguments: [Argument], next start: Int,
                             variables: [String: [String: String]], language: String) -> String {
        var out = ""
        var next = start
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var spec = rest[rest.index(after: percent)...]
            if spec.first == "%" { out += "%"; rest = spec.dropFirst(); continue }
            var position: Int?
            let digits = spec.prefix(while: \.isNumber)
            if !digits.isEmpty, spec.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                spec = spec.dropFirst(digits.count + 1)
            }
            let index = position ?? next
            next = index + 1
            let argument = arguments.indices.contains(index) ? arguments[index] : nil
            if spec.hasPrefix("#@"), let close = spec.dropFirst(2).firstIndex(of: "@") {
                let name = String(spec[spec.index(spec.startIndex, offsetBy: 2)..<close])
                let n: Int = if case .int(let value) = argument { value } else { 0 }
                let forms = variables[name] ?? [:]
                let form = forms[pluralCategory(n, language: language)] ?? forms["other"] ?? ""
                out += fill(form, arguments, next: index, variables: [:], language: language)
                rest = spec[spec.index(after: close)...]
                continue
            }
            let lengths = spec.prefix(while: { $0 == "l" || $0 == "h" || $0 == "q" || $0 == "z" })
            spec = spec.dropFirst(lengths.count)
            switch (spec.first, argument) {
            case ("@", .text(let value)?): out += value
            case ("@", .int(let value)?), ("d", .int(let value)?), ("i", .int(let value)?), ("u", .int(let value)?): out += String(value)
            case ("d", .text(let value)?), ("i", .text(let value)?): out += value
            default: break
            }
            rest = spec.isEmpty ? spec : spec.dropFirst()
        }
        return out + rest
    }
}
