import Foundation

extension LocalizationTable {
    /// Reads a `.stringsdict` property list (XML or binary, as Xcode writes them): each key's
    /// `NSStringLocalizedFormatKey` with its `NSStringPluralRuleType` variables, and
    /// `NSStringVariableWidthRuleType` entries (their widest variant, a still frame having no
    /// device width to choose by).
    public init(stringsDictFile path: String, language: String) throws(LocalizationError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        let root: [String: Any]
        do {
            guard let object = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else {
                throw LocalizationError.invalidStringsDict(path: path, key: nil, reason: "the top level must be a dict")
            }
            root = object
        } catch let error as LocalizationError {
            throw error
        } catch {
            throw .invalidStringsDict(
                path: path, key: nil, reason: "not a property list (\(error.localizedDescription))")
        }
        var values: [String: LocalizedValue] = [:]
        for (key, entry) in root {
            guard let entry = entry as? [String: Any] else {
                throw .invalidStringsDict(path: path, key: key, reason: "the entry must be a dict")
            }
            if let widths = entry["NSStringVariableWidthRuleType"] as? [String: Any] {
                let widest = widths.compactMap { width, text in
                    Int(width).flatMap { w in (text as? String).map { (w, $0) } }
                }
                .max { $0.0 < $1.0 }
                guard let widest else {
                    throw .invalidStringsDict(
                        path: path, key: key, reason: "a width rule needs \"<width>\" = text entries")
                }
                values[key] = .string(widest.1)
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw .invalidStringsDict(path: path, key: key, reason: "it has no NSStringLocalizedFormatKey string")
            }
            var variables: [String: PluralVariable] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule as? [String: Any] else { continue }
                guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    throw .invalidStringsDict(
                        path: path, key: key, reason: "variable \"\(name)\" is not an NSStringPluralRuleType rule")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = rule[category.rawValue] as? String { forms[category] = form }
                }
                guard forms[.other] != nil else {
                    throw .invalidStringsDict(
                        path: path, key: key, reason: "variable \"\(name)\" has no \"other\" form")
                }
                variables[name] = PluralVariable(
                    valueType: rule["NSStringFormatValueTypeKey"] as? String ?? "lld", forms: forms)
            }
            values[key] = .substitution(format: format, variables: variables)
        }
        self.init(language: language, values: values)
    }

    /// This table with `other`'s values added (`other` wins where both have a key), as iOS reads
    /// a table's `.stringsdict` before its `.strings`.
    func merging(_ other: LocalizationTable) -> LocalizationTable {
        LocalizationTable(language: language, values: values.merging(other.values) { _, new in new })
    }
}
