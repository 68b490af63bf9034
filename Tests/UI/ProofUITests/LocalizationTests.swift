import Foundation
import ProofUI
import Testing

/// Localisation: interpolated keys as SwiftUI builds them, `.strings` and `.xcstrings` tables,
/// plural rules, bundles, the render's locale, and right-to-left locales.
@MainActor
@Suite("UI: localisation")
struct LocalizationTests {
    /// A folder holding `files` (relative path → contents), removed by the caller's scope.
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("LocalizationTests-\(UUID())").path
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The strings of the texts a view draws, in `locale`.
    static func texts<V: View>(_ view: V, locale: String) throws -> [String] {
        var configuration = RenderConfiguration()
        configuration.locale = Locale(identifier: locale)
        return try ViewRenderer.displayList(view, configuration: configuration).items.compactMap {
            if case .text(_, _, _, let string) = $0 { string } else { nil }
        }
    }

    @Test func interpolationBuildsTheFormatKeySwiftUIBuilds() {
        let count = 3
        let name = "Ann"
        let key: LocalizedStringKey = "\(count) items for \(name) at 100% (\(2.5))"
        #expect(key.key == "%lld items for %@ at 100%% (%lf)")
        #expect(key.defaultText == "3 items for Ann at 100% (2.500000)")
        let specified: LocalizedStringKey = "\(0.25, specifier: "%.1f") km, \(7, specifier: "%03d")"
        #expect(specified.defaultText == "0.2 km, 007" || specified.defaultText == "0.3 km, 007")
        let literal: LocalizedStringKey = "100% literal"
        #expect(literal.key == "100% literal" && literal.defaultText == "100% literal", "literals are not formats")
    }

    @Test func stringsFilesReadCommentsEscapesAndUnquotedKeys() throws {
        let root = try Self.folder([
            "fr.lproj/Localizable.strings": """
            /* A greeting. */
            "Hello" = "Bonjour";
            // A line comment.
            "Quote" = "Il a dit \\"oui\\"\\n\\U00E9";
            unquoted_key = "sans guillemets";
            "%@ has %lld items" = "%2$lld éléments pour %1$@";
            """
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let table = try LocalizationTable(stringsFile: root + "/fr.lproj/Localizable.strings", language: "fr")
        #expect(table.values["Hello"] == .string("Bonjour"))
        #expect(table.values["Quote"] == .string("Il a dit \"oui\"\né"))
        #expect(table.values["unquoted_key"] == .string("sans guillemets"))
        let localizations = Localizations()
        localizations.register(table)
        let key: LocalizedStringKey = "\("Ann") has \(4) items"
        #expect(localizations.string(for: key, locale: Locale(identifier: "fr_FR")) == "4 éléments pour Ann")
        #expect(localizations.string(for: key, locale: Locale(identifier: "de_DE")) == "Ann has 4 items")
    }

    @Test func aBrokenStringsFileNamesTheLineAndColumn() throws {
        let root = try Self.folder(["x.strings": "\"a\" = \"b\";\n\"c\" \"d\";"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            throws: LocalizationError.invalidStrings(
                path: root + "/x.strings", line: 2, column: 5, reason: "expected '=', found '\"'")
        ) {
            try LocalizationTable(stringsFile: root + "/x.strings", language: "en")
        }
    }

    nonisolated static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld files": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "fr": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld fichier"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld fichiers"}}}}},
            "ru": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
              "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}},
              "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}},
          "Title": {"localizations": {"ar": {"stringUnit": {"state": "translated", "value": "العنوان"}},
                                      "fr": {"stringUnit": {"state": "translated", "value": "Titre"}}}}
        }}
        """

    /// A count, a locale and the text it must give.
    struct PluralCase: CustomTestStringConvertible, Sendable {
        let count: Int
        let locale: String
        let expected: String
        var testDescription: String { "\(count) in \(locale)" }
    }

    nonisolated static let pluralCases = [
        PluralCase(count: 1, locale: "en_US", expected: "1 file"),
        PluralCase(count: 2, locale: "en_US", expected: "2 files"),
        PluralCase(count: 0, locale: "fr_FR", expected: "0 fichier"),
        PluralCase(count: 2, locale: "fr_FR", expected: "2 fichiers"),
        PluralCase(count: 21, locale: "ru_RU", expected: "21 файл"),
        PluralCase(count: 3, locale: "ru_RU", expected: "3 файла"),
        PluralCase(count: 11, locale: "ru_RU", expected: "11 файлов"),
    ]

    @Test(arguments: pluralCases)
    func stringCatalogPluralsFollowTheLanguagesRules(_ plural: PluralCase) throws {
        let root = try Self.folder(["Localizable.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let localizations = Localizations()
        let read = try localizations.registerFolder(root)
        #expect(read == ["Localizable (ar)", "Localizable (en)", "Localizable (fr)", "Localizable (ru)"])
        let key: LocalizedStringKey = "\(plural.count) files"
        #expect(localizations.string(for: key, locale: Locale(identifier: plural.locale)) == plural.expected)
    }

    @Test func aPluralWithoutOtherIsAnError() throws {
        let root = try Self.folder([
            "Bad.xcstrings": #"{"strings": {"k": {"localizations": {"en": {"variations": {"plural": "#
                + #"{"one": {"stringUnit": {"value": "x"}}}}}}}}}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: LocalizationError.self) { try Localizations().registerFolder(root) }
    }

    @Test func textIsTranslatedForTheRendersLocaleAndKeepsItsAttributes() throws {
        let root = try Self.folder(["Localizable.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = try #require(Bundle(path: root))
        let view = VStack {
            Text("Title", bundle: bundle).bold()
            Text("\(3) files", bundle: bundle)
            Text(verbatim: "Title")
        }
        #expect(try Self.texts(view, locale: "fr_FR") == ["Titre", "3 fichiers", "Title"])
        #expect(try Self.texts(view, locale: "en_GB") == ["Title", "3 files", "Title"])
        #expect(try Self.texts(view, locale: "ja_JP") == ["Title", "3 files", "Title"], "no table: the key")
        #expect(Localizations.shared.problems(in: bundle).isEmpty)
    }

    @Test func aRightToLeftLocaleSetsTheLayoutDirection() {
        var configuration = RenderConfiguration()
        configuration.locale = Locale(identifier: "ar_EG")
        #expect(configuration.layoutDirection == .rightToLeft)
        configuration.layoutDirection = .leftToRight
        #expect(configuration.layoutDirection == .leftToRight, "an explicit direction afterwards wins")
        configuration.locale = Locale(identifier: "fr_FR")
        #expect(configuration.layoutDirection == .leftToRight)
        #expect(configuration.environment.locale.identifier == "fr_FR")
    }
}
