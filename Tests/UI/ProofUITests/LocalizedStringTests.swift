import Foundation
import ProofUI
import Testing

/// `String(localized:)`, `LocalizedStringResource`, `.stringsdict` files and `.xcstrings`
/// substitutions: the rest of Foundation's localisation that SwiftUI code calls.
@MainActor
@Suite("UI: localized strings and plural substitutions")
struct LocalizedStringTests {
    nonisolated static let stringsDict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>%lld files in %lld folders</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@ dans %#@folders@</string>
            <key>files</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>zero</key><string>aucun fichier</string>
              <key>one</key><string>%lld fichier</string>
              <key>other</key><string>%lld fichiers</string>
            </dict>
            <key>folders</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld dossier</string>
              <key>other</key><string>%lld dossiers</string>
            </dict>
          </dict>
          <key>Welcome</key>
          <dict>
            <key>NSStringVariableWidthRuleType</key>
            <dict>
              <key>20</key><string>Salut</string>
              <key>100</key><string>Bienvenue parmi nous</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """

    /// Counts of files and folders and the French text they give.
    struct Counts: CustomTestStringConvertible, Sendable {
        let files: Int
        let folders: Int
        let expected: String
        var testDescription: String { "\(files) files, \(folders) folders" }
    }

    nonisolated static let counts = [
        Counts(files: 0, folders: 1, expected: "aucun fichier dans 1 dossier"),
        Counts(files: 1, folders: 2, expected: "1 fichier dans 2 dossiers"),
        Counts(files: 5, folders: 0, expected: "5 fichiers dans 0 dossier"),
    ]

    @Test(arguments: counts)
    func stringsDictVariablesEachChooseTheirPluralForm(_ counts: Counts) throws {
        let root = try LocalizationTests.folder([
            "fr.lproj/Localizable.stringsdict": Self.stringsDict,
            "fr.lproj/Localizable.strings": "\"Welcome\" = \"Bonjour\";\n\"Plain\" = \"Simple\";",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let localizations = Localizations()
        #expect(try localizations.registerFolder(root) == ["Localizable (fr)"], "one table of both files")
        let key: LocalizedStringKey = "\(counts.files) files in \(counts.folders) folders"
        #expect(localizations.string(for: key, locale: Locale(identifier: "fr_FR")) == counts.expected)
        let french = Locale(identifier: "fr")
        #expect(localizations.string(for: "Welcome", locale: french) == "Bienvenue parmi nous", "stringsdict wins")
        #expect(localizations.string(for: "Plain", locale: french) == "Simple", ".strings entries stay")
    }

    @Test func aStringsDictVariableThatIsNotAPluralRuleIsNamed() throws {
        let bad = Self.stringsDict.replacingOccurrences(
            of: "<string>NSStringPluralRuleType</string>", with: "<string>X</string>")
        let root = try LocalizationTests.folder(["fr.lproj/Localizable.stringsdict": bad])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: LocalizationError.self) { try Localizations().registerFolder(root) }
        do {
            try Localizations().registerFolder(root)
        } catch {
            #expect(error.description.contains("is not an NSStringPluralRuleType rule"))
            #expect(error.description.contains("%lld files in %lld folders"))
        }
        let garbage = try LocalizationTests.folder(["fr.lproj/Localizable.stringsdict": "<plist><dict><key>"])
        defer { try? FileManager.default.removeItem(atPath: garbage) }
        #expect(throws: LocalizationError.self) { try Localizations().registerFolder(garbage) }
    }

    nonisolated static let substitutionCatalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld photos, %lld videos": {"localizations": {"fr": {
            "stringUnit": {"state": "translated", "value": "%#@videos@ et %#@photos@"},
            "substitutions": {
              "photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}},
              "videos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg vidéo"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg vidéos"}}}}}}}}},
          "greeting": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour %@"}},
                                         "de": {"stringUnit": {"state": "translated", "value": "Hallo %@"}}}}
        }}
        """

    @Test func stringCatalogSubstitutionsReadTheirOwnArgument() throws {
        let root = try LocalizationTests.folder(["Localizable.xcstrings": Self.substitutionCatalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let localizations = Localizations()
        try localizations.registerFolder(root)
        let key: LocalizedStringKey = "\(1) photos, \(3) videos"
        #expect(localizations.string(for: key, locale: Locale(identifier: "fr")) == "3 vidéos et 1 photo")
    }

    @Test func stringLocalizedAndResourcesResolveInTheRendersLocale() throws {
        let root = try LocalizationTests.folder(["Localizable.xcstrings": Self.substitutionCatalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = try #require(Bundle(path: root))
        let name = "Ann"
        #expect(
            String(localized: "greeting \(name)", bundle: bundle, locale: Locale(identifier: "xx")) == "greeting Ann")
        #expect(
            String(
                localized: "greeting", defaultValue: "Hello \(name)", bundle: bundle, locale: Locale(identifier: "fr"))
                == "Bonjour Ann")
        #expect(
            String(
                localized: "greeting", defaultValue: "Hello \(name)", bundle: bundle, locale: Locale(identifier: "it"))
                == "Hello Ann", "no table in the language: the default value")
        let resource = LocalizedStringResource(
            "greeting", defaultValue: "Hello \(name)", bundle: .atURL(URL(fileURLWithPath: root)))
        #expect(resource.key == "greeting")

        /// A body that calls `String(localized:)` as view models do.
        struct Greeting: View {
            let resource: LocalizedStringResource
            let bundle: Bundle
            var body: some View {
                VStack {
                    Text(String(localized: "greeting", defaultValue: "Hello \("Bo")", bundle: bundle))
                    Text(resource)
                }
            }
        }
        let view = Greeting(resource: resource, bundle: bundle)
        #expect(try LocalizationTests.texts(view, locale: "de_DE") == ["Hallo Bo", "Hallo Ann"])
        #expect(try LocalizationTests.texts(view, locale: "fr_FR") == ["Bonjour Bo", "Bonjour Ann"])
        var pinned = resource
        pinned.locale = Locale(identifier: "de")
        #expect(try LocalizationTests.texts(Text(pinned), locale: "fr_FR") == ["Hallo Ann"], "its own locale wins")
        #expect(String(localized: pinned) == "Hallo Ann")
    }
}
