import Foundation

/// The strings of one table (`Localizable` by default) in one language, read from a `.strings`
/// file or from one language of a `.xcstrings` string catalog.
public struct LocalizationTable: Hashable, Sendable {
    /// The table's language (`fr`, `pt-BR`), which also chooses its plural rules.
    public let language: String
    /// The values by key.
    public let values: [String: LocalizedValue]

    /// A table of `values` in `language`.
    public init(language: String, values: [String: LocalizedValue]) {
        self.language = language
        self.values = values
    }

    /// Reads a `.strings` file (UTF-8, or UTF-16 with a byte-order mark, as Xcode may write it).
    public init(stringsFile path: String, language: String) throws(LocalizationError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else {
                throw .unreadable(path: path, reason: "not valid UTF-16")
            }
            text = decoded
        } else {
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw .unreadable(path: path, reason: "not valid UTF-8 (save it as UTF-8)")
            }
            text = decoded
        }
        var parser = StringsFileParser(text, path: path)
        self.init(language: language, values: try parser.parse().mapValues { .string($0) })
    }

    /// Every language of a `.xcstrings` string catalog: plain string units, plural variations and
    /// plural substitutions (device variations are not read: their keys fall back to the source).
    public static func tables(stringCatalog path: String) throws(LocalizationError) -> [LocalizationTable] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw LocalizationError.invalidStringCatalog(path: path, reason: "the top level must be an object")
            }
            root = object
        } catch let error as LocalizationError {
            throw error
        } catch {
            throw .invalidStringCatalog(path: path, reason: "not valid JSON (\(error.localizedDescription))")
        }
        guard let strings = root["strings"] as? [String: Any] else {
            throw .invalidStringCatalog(path: path, reason: "a string catalog needs a \"strings\" object")
        }
        var byLanguage: [String: [String: LocalizedValue]] = [:]
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any] else {
                throw .invalidStringCatalog(path: path, reason: "the entry of \"\(key)\" must be an object")
            }
            for (language, localization) in entry["localizations"] as? [String: Any] ?? [:] {
                guard let localization = localization as? [String: Any] else { continue }
                if let value = unit(localization), let substitutions = localization["substitutions"] as? [String: Any] {
                    byLanguage[language, default: [:]][key] = .substitution(
                        format: value,
                        variables: try variables(substitutions, key: key, language: language, path: path))
                } else if let value = unit(localization) {
                    byLanguage[language, default: [:]][key] = .string(value)
                } else if let variations = localization["variations"] as? [String: Any],
                    let plural = variations["plural"] as? [String: Any]
                {
                    let forms = try pluralForms(plural, path: path, of: "the \(language) plural of \"\(key)\"")
                    byLanguage[language, default: [:]][key] = .plural(forms)
                }
            }
        }
        return byLanguage.keys.sorted().map { LocalizationTable(language: $0, values: byLanguage[$0]!) }
    }

    /// The variables of a string catalog entry's `substitutions`: each with its `argNum`,
    /// `formatSpecifier` and plural forms.
    private static func variables(
        _ substitutions: [String: Any], key: String, language: String, path: String
    ) throws(LocalizationError) -> [String: PluralVariable] {
        var result: [String: PluralVariable] = [:]
        for (name, entry) in substitutions {
            guard let entry = entry as? [String: Any],
                let plural = (entry["variations"] as? [String: Any])?["plural"] as? [String: Any]
            else {
                throw .invalidStringCatalog(
                    path: path,
                    reason: "the \(language) substitution \"\(name)\" of \"\(key)\" has no plural variations")
            }
            let forms = try pluralForms(
                plural, path: path, of: "the \(language) substitution \"\(name)\" of \"\(key)\"")
            result[name] = PluralVariable(
                argument: entry["argNum"] as? Int, valueType: entry["formatSpecifier"] as? String ?? "lld", forms: forms
            )
        }
        return result
    }

    /// The forms of a `"plural"` variation (`{"one": {"stringUnit": …}, "other": …}`); `what` names
    /// it in the error when it has no `other` form.
    private static func pluralForms(_ plural: [String: Any], path: String, of what: String)
        throws(LocalizationError) -> [PluralCategory: String]
    {
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name), let form = form as? [String: Any],
                let value = unit(form)
            else { continue }
            forms[category] = value
        }
        guard forms[.other] != nil else {
            throw .invalidStringCatalog(path: path, reason: "\(what) has no \"other\" form")
        }
        return forms
    }

    /// The value of a `{"stringUnit": {"value": …}}` object.
    private static func unit(_ object: [String: Any]) -> String? {
        (object["stringUnit"] as? [String: Any])?["value"] as? String
    }
}
