import Foundation
import ProofLocking

/// The string tables `Text(_:tableName:bundle:)` and `LocalizedStringKey`s are translated with,
/// by bundle, table name and language; the render's `locale` picks the language.
///
/// Register tables yourself, a folder of `*.lproj/*.strings` and `*.xcstrings` files
/// (`registerFolder(_:)`, `proof render --localizations`), or let `Text(_:bundle:)` read a bundle's
/// own the first time it names it, as iOS reads `Bundle.module`. A key no table has is shown as
/// written, as on iOS.
public final class Localizations: Sendable {
    /// The process-wide tables.
    public static let shared = Localizations()

    private struct Place: Hashable {
        var bundle: String?
        var table: String
        var language: String
    }

    private let tables = Locked<[Place: LocalizationTable]>([:])
    private let scannedBundles = BundleScanLog<LocalizationError>()

    /// An empty set of tables.
    public init() {}

    /// Registers `table` as the table `name` of `bundle` (nil: the tables every text falls back to).
    public func register(_ table: LocalizationTable, name: String = "Localizable", bundle: Bundle? = nil) {
        let place = Place(bundle: bundle?.bundlePath, table: name, language: Self.normalized(table.language))
        tables.withLock { $0[place] = table }
    }

    /// Registers the string tables in `folder`: `<language>.lproj/<Table>.strings` and
    /// `.stringsdict` files and `<Table>.xcstrings` catalogs (every language in them), for
    /// `bundle` (nil: for every text).
    /// Returns the table names and languages read, like `Localizable (fr)`.
    @discardableResult
    public func registerFolder(_ folder: String, bundle: Bundle? = nil) throws(LocalizationError) -> [String] {
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw .unreadable(path: folder, reason: error.localizedDescription)
        }
        var read: [String] = []
        for entry in entries {
            let path = folder + "/" + entry
            if entry.hasSuffix(".xcstrings") {
                let name = String(entry.dropLast(10))
                for table in try LocalizationTable.tables(stringCatalog: path) {
                    register(table, name: name, bundle: bundle)
                    read.append("\(name) (\(table.language))")
                }
            } else if entry.hasSuffix(".lproj") {
                let language = String(entry.dropLast(6))
                let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                var byName: [String: LocalizationTable] = [:]
                // `.stringsdict` entries win over `.strings` ones of the same table, as on iOS.
                for file in files.sorted() where file.hasSuffix(".strings") {
                    let table = try LocalizationTable(stringsFile: path + "/" + file, language: language)
                    byName[String(file.dropLast(8))] = table
                }
                for file in files.sorted() where file.hasSuffix(".stringsdict") {
                    let table = try LocalizationTable(stringsDictFile: path + "/" + file, language: language)
                    let name = String(file.dropLast(12))
                    byName[name] = byName[name]?.merging(table) ?? table
                }
                for name in byName.keys.sorted() {
                    register(byName[name]!, name: name, bundle: bundle)
                    read.append("\(name) (\(language))")
                }
            }
        }
        return read
    }

    /// Reads `bundle`'s tables once (its resource folder), as `Text(_:bundle:)` does; problems are
    /// kept for `problems(in:)`.
    public func registerTables(in bundle: Bundle) {
        scannedBundles.readOnce(bundle) {
            do throws(LocalizationError) {
                try registerFolder(bundle.resourcePath ?? bundle.bundlePath, bundle: bundle)
                return []
            } catch {
                return [error]
            }
        }
    }

    /// Why `bundle`'s tables could not be read (empty when they were, or were never asked for).
    public func problems(in bundle: Bundle) -> [LocalizationError] {
        scannedBundles.problems(in: bundle)
    }

    /// The translation of `key` in table `name` for `locale`: the bundle's table in the locale's
    /// language (`fr-CA`, then `fr`), then the tables of every text; nil when none has the key.
    public func value(
        forKey key: String, table name: String? = nil, bundle: Bundle? = nil, locale: Locale
    ) -> (value: LocalizedValue, language: String)? {
        value(forKey: key, table: name, bundlePath: bundle?.bundlePath, locale: locale)
    }

    /// `value(forKey:table:bundle:locale:)` by the bundle's path. With no table registered at all
    /// (the common case of a render without localisation) it answers without computing the
    /// locale's languages.
    func value(
        forKey key: String, table name: String?, bundlePath: String?, locale: Locale
    ) -> (value: LocalizedValue, language: String)? {
        if tables.withLock({ $0.isEmpty }) { return nil }
        let languages = Self.languages(of: locale)
        let bundles: [String?] = bundlePath.map { [$0, nil] } ?? [nil]
        return tables.withLock { tables in
            for place in bundles {
                for language in languages {
                    let found = tables[Place(bundle: place, table: name ?? "Localizable", language: language)]
                    if let value = found?.values[key] { return (value, language) }
                }
            }
            return nil
        }
    }

    /// The text of `key` for `locale`: its translation (the plural form its first whole-number
    /// value selects) with the values filled in, or the key itself.
    public func string(
        for key: LocalizedStringKey, table name: String? = nil, bundle: Bundle? = nil, locale: Locale
    ) -> String {
        translation(of: key, table: name, bundlePath: bundle?.bundlePath, locale: locale) ?? key.defaultText
    }

    /// The translated text of `key` with its values filled in, or nil when no table has the key.
    func translation(of key: LocalizedStringKey, table name: String?, bundlePath: String?, locale: Locale) -> String? {
        guard let (value, language) = value(forKey: key.key, table: name, bundlePath: bundlePath, locale: locale)
        else { return nil }
        return Self.text(of: value, for: key, language: Self.baseLanguage(language))
    }

    /// `value` with `key`'s values filled in: a plural's form chosen by the first whole-number
    /// value, a substitution's variables each by their own argument.
    static func text(of value: LocalizedValue, for key: LocalizedStringKey, language: String) -> String {
        switch value {
        case .string(let format):
            return key.format(format)
        case .plural(let forms):
            let operand = key.arguments.lazy.compactMap(\.pluralOperand).first ?? 0
            return StringFormatter.format(forms.selectForm(for: operand, language: language), key.arguments)
        case .substitution(let format, let variables):
            let arguments = key.arguments
            return StringFormatter.format(format, arguments) { name, atPlace in
                guard let variable = variables[name] else { return "%#@\(name)@" }
                let argument = variable.argument.map { arguments.indices.contains($0 - 1) ? arguments[$0 - 1] : nil }
                return variable.text(for: argument ?? atPlace, language: language)
            }
        }
    }

    /// `fr_CA` → `fr-CA`.
    static func normalized(_ language: String) -> String { language.replacingOccurrences(of: "_", with: "-") }

    /// `fr-CA` → `fr`.
    static func baseLanguage(_ language: String) -> String {
        String(normalized(language).split(separator: "-").first ?? "")
    }

    /// The languages to try for `locale`, most specific first.
    static func languages(of locale: Locale) -> [String] {
        let full = normalized(locale.identifier)
        var parts = full.split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// Languages written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Whether `locale`'s language is written right to left.
    public static func isRightToLeft(_ locale: Locale) -> Bool {
        rightToLeftLanguages.contains(baseLanguage(locale.identifier))
    }
}
