import Foundation
import ProofCLICore
import ProofUI
import Testing

/// `proof render --locale` and `--localizations`: localized text of a JSON view translated from a
/// folder of string tables, right-to-left locales, and clear errors.
@MainActor
@Suite("CLI: --locale and --localizations")
struct LocaleOptionTests {
    static func folderWithTables() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.path + "/l10n/fr.lproj", withIntermediateDirectories: true)
        try folder.write("\"Settings\" = \"Réglages\";\n", to: "l10n/fr.lproj/Localizable.strings")
        try folder.write(#"{"view": "Text", "text": "Settings"}"#, to: "view.json")
        return folder
    }

    /// The layout direction `proof render --json v.json <arguments>` renders with.
    static func direction(_ arguments: [String]) throws -> LayoutDirection? {
        guard case .render(let options) = try Invocation.parse(["render", "--json", "v.json"] + arguments) else {
            return nil
        }
        return options.configuration(from: RenderConfiguration()).layoutDirection
    }

    @Test func localizedTextIsTranslatedForTheLocale() async throws {
        let folder = try Self.folderWithTables()
        defer { folder.remove() }
        let french = await proof(
            ["render", "--json", "view.json", "--localizations", "l10n", "--locale", "fr_FR", "--dump"], in: folder.path
        )
        #expect(french.status == 0, "\(french.errors)")
        #expect(french.stdout.contains("Réglages"))
        let english = await proof(
            ["render", "--json", "view.json", "--localizations", "l10n", "--locale", "en_US", "--dump"], in: folder.path
        )
        #expect(english.stdout.contains("Settings") && !english.stdout.contains("Réglages"))
    }

    @Test func aRightToLeftLocaleSetsTheDirectionUnlessGiven() async throws {
        let folder = try Self.folderWithTables()
        defer { folder.remove() }
        let arabic = await proof(
            ["render", "--json", "view.json", "--locale", "ar", "--accessibility"], in: folder.path)
        #expect(arabic.status == 0, "\(arabic.errors)")
        #expect(try Self.direction(["--locale", "ar"]) == .rightToLeft)
        #expect(try Self.direction(["--locale", "ar", "--direction", "ltr"]) == .leftToRight)
        #expect(try Self.direction(["--locale", "fr_FR"]) == .leftToRight)
    }

    @Test func badLocalesAndFoldersAreOneClearLine() async throws {
        let folder = try Self.folderWithTables()
        defer { folder.remove() }
        let bad = await proof(["render", "--json", "view.json", "--locale", "french!"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.errors == ["proof: --locale must be a locale identifier like fr_FR, pt-BR or ar, not 'french!'"])
        try folder.write("\"a\" \"b\";", to: "l10n/fr.lproj/Broken.strings")
        let broken = await proof(["render", "--json", "view.json", "--localizations", "l10n"], in: folder.path)
        #expect(broken.status == 2)
        #expect(broken.errors.first?.hasPrefix("proof: --localizations: ") == true)
        #expect(broken.errors.first?.contains("Broken.strings:1:5: expected '='") == true, "\(broken.errors)")
    }
}
