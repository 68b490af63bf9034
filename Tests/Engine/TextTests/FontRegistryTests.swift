import Foundation
import ProofText
import Testing

@Suite struct FontRegistryTests {
    @Test func bundledFontsAllLoadWithTheirListedPostScriptNames() throws {
        let entries = try BundledFonts.entries(in: BundledFonts.directory)
        #expect(entries.count >= 15)
        #expect(TextFixtures.registry.loadFailures.isEmpty, "\(TextFixtures.registry.loadFailures)")
        for e in entries {
            let face = try #require(
                TextFixtures.registry.face(postScriptName: e.postScriptName),
                "\(e.path) not among \(TextFixtures.registry.postScriptNames)")
            #expect(face.weight.value == e.weight, "\(e.path)")
            #expect(face.familyName == e.family, "\(e.path)")
        }
        // The default UI family has the nine weights 100…900.
        let ui = TextFixtures.registry.faces(inFamily: TextFixtures.uiFamily).map(\.weight.value)
        #expect(ui == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func bundledLicencesSitBesideEveryFont() throws {
        for e in try BundledFonts.entries(in: BundledFonts.directory) {
            let folder = (TextFixtures.bundledPath(e.path) as NSString).deletingLastPathComponent
            let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(
                files.contains {
                    $0.uppercased().hasPrefix("LICENSE") || $0.uppercased().hasPrefix("OFL")
                        || $0.uppercased().hasPrefix("COPYING")
                }, "\(folder)")
        }
    }

    @Test func mapEntryWinsAndIsReadableThroughTheMap() throws {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        registry.mapFamily("Winky Rough", weight: .bold, toPostScriptName: "ComicNeue-Bold")
        #expect(registry.postScriptNameMap == [FontRequest(family: "Winky Rough", weight: .bold): "ComicNeue-Bold"])
        #expect(registry.mappedPostScriptName(family: "Winky Rough", weight: .bold) == "ComicNeue-Bold")
        #expect(registry.mappedPostScriptName(family: "Winky Rough", weight: .light) == nil)
        #expect(try registry.resolve(family: "Winky Rough", weight: .bold).postScriptName == "ComicNeue-Bold")
        #expect(registry.fallbackReports.isEmpty)
        // A later entry for the same family and weight replaces the first.
        registry.mapFamily("Winky Rough", weight: .bold, toPostScriptName: "ComicNeue-Light")
        #expect(try registry.resolve(family: "Winky Rough", weight: .bold).postScriptName == "ComicNeue-Light")
    }

    @Test func theDefaultFaceEntryServesRegularRequestsOnly() throws {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        let family = "Proof Test Family"
        registry.mapFamily(family, weight: nil, toPostScriptName: "ComicNeue-Light")
        #expect(try registry.resolve(family: family, weight: .regular).postScriptName == "ComicNeue-Light")
        #expect(try registry.resolve(family: family, weight: .bold).postScriptName != "ComicNeue-Light")
        // An entry of its own for the regular weight wins over the default face's.
        registry.mapFamily(family, weight: .regular, toPostScriptName: "ComicNeue-Bold")
        #expect(try registry.resolve(family: family, weight: .regular).postScriptName == "ComicNeue-Bold")
    }

    @Test func aFontFileCanBeRegisteredUnderAnotherFamilyAndWeight() throws {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        let face = try registry.registerFont(
            at: TextFixtures.bundledPath("ComicNeue/ComicNeue-Regular.otf"), family: "Brand Sans", weight: .medium)
        #expect(face.postScriptName == "ComicNeue-Regular")
        #expect(registry.mappedPostScriptName(family: "Brand Sans", weight: .medium) == "ComicNeue-Regular")
        #expect(try registry.resolve(family: "Brand Sans", weight: .medium) === face)
        #expect(registry.fallbackReports.isEmpty)
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/Brand.ttf")) {
            try registry.registerFont(at: "/nonexistent/Brand.ttf", family: "Brand Sans", weight: .bold)
        }
        #expect(registry.mappedPostScriptName(family: "Brand Sans", weight: .bold) == nil)
    }

    @Test func requestsNameTheirFamilyAndWeight() {
        #expect(FontRequest(family: "Helvetica Neue", weight: .regular).familyPostScriptName == "HelveticaNeue")
        #expect(FontRequest(family: "Helvetica Neue", weight: .bold).description == "Helvetica Neue bold")
        #expect(FontRequest(family: "Sosh", weight: nil).description == "Sosh (default face)")
        #expect(FontRequest(family: "Sosh", weight: nil) != FontRequest(family: "Sosh", weight: .regular))
    }

    @Test func mappingWhileOtherThreadsResolveIsConsistent() async throws {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        let families = (0..<32).map { "Concurrent Family \($0)" }
        await withTaskGroup(of: Void.self) { group in
            for (i, family) in families.enumerated() {
                group.addTask {
                    registry.mapFamily(
                        family, weight: .bold, toPostScriptName: i % 2 == 0 ? "ComicNeue-Bold" : "DejaVuSans")
                    _ = try? registry.resolve(family: families[(i + 1) % families.count], weight: .bold)
                }
            }
        }
        #expect(registry.postScriptNameMap.count == families.count)
        for (i, family) in families.enumerated() {
            let face = try registry.resolve(family: family, weight: .bold)
            #expect(face.postScriptName == (i % 2 == 0 ? "ComicNeue-Bold" : "DejaVuSans"), "\(family)")
        }
    }

    @Test func resolutionFallsBackInTheDocumentedOrderAndReportsEachOnce() throws {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        let ui = try #require(registry.defaultFamily)
        // Unmapped: the family name without spaces as a PostScript name.
        #expect(try registry.resolve(family: "DejaVu Sans", weight: .regular).postScriptName == "DejaVuSans")
        // Mapped to a name nobody registered: the family's substitute.
        registry.mapFamily("Helvetica Neue", weight: .bold, toPostScriptName: "HelveticaNeue-Bold")
        let bold = try registry.resolve(family: "Helvetica Neue", weight: .bold)
        #expect(bold.familyName == ui && bold.weight == .bold)
        // Declared substitute.
        #expect(try registry.resolve(family: "Shantell Sans", weight: .regular).familyName == "Comic Neue")
        // Sosh: the geometric stand-in, with the brand's default weight 500 available as such.
        let sosh = try registry.resolve(family: "Sosh", weight: .medium)
        #expect(sosh.familyName == "Manrope" && sosh.weight == .medium)
        // Nothing at all: the default family, nearest weight.
        let unknown = try registry.resolve(family: "No Such Family", weight: .semibold)
        #expect(unknown.familyName == ui && unknown.weight == .semibold)
        _ = try registry.resolve(family: "No Such Family", weight: .semibold)
        let reports = registry.fallbackReports
        #expect(
            reports.map(\.requestedFamily) == [
                "DejaVu Sans", "Helvetica Neue", "Shantell Sans", "Sosh", "No Such Family",
            ])
        #expect(reports[0].reason == .unmappedUsedFamilyName)
        #expect(
            reports[1].reason == .substitute(ui) || reports[1].reason == .mappedFontNotRegistered("HelveticaNeue-Bold"))
        #expect(reports[2].reason == .substitute("Comic Neue"))
        #expect(reports[3].reason == .substitute("Manrope"))
        #expect(reports[4].reason == .defaultFamily(ui))
        #expect(reports[4].description.contains("No Such Family"))
    }

    @Test func missingCorruptAndEmptyFilesAreTypedErrorsNamingTheFile() throws {
        let registry = FontRegistry()
        let dir = try TextFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: FontError.fileNotFound(path: dir + "/missing.ttf")) {
            try registry.registerFont(at: dir + "/missing.ttf")
        }
        let corrupt = dir + "/corrupt.ttf"
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: URL(fileURLWithPath: corrupt))
        do {
            try registry.registerFont(at: corrupt)
            Issue.record("a corrupt font loaded")
        } catch {
            guard case .invalidFontFile(let path, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == corrupt)
            #expect(error.description.contains("corrupt.ttf"))
        }
        // Truncated real font.
        let real = try Data(contentsOf: URL(fileURLWithPath: TextFixtures.bundledPath("DejaVuSans/DejaVuSans.ttf")))
        let truncated = dir + "/truncated.ttf"
        try real.prefix(2000).write(to: URL(fileURLWithPath: truncated))
        #expect(throws: FontError.self) { try registry.registerFont(at: truncated) }
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.otf"))
        #expect(throws: FontError.self) { try registry.registerFont(at: dir + "/empty.otf") }
        // The registry is still usable.
        try registry.registerFont(at: TextFixtures.bundledPath("DejaVuSans/DejaVuSans.ttf"))
        #expect(try registry.resolve(family: nil, weight: .regular).postScriptName == "DejaVuSans")
    }

    @Test func folderRegistrationLoadsGoodFilesAndListsBadOnes() throws {
        let dir = try TextFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(
            atPath: TextFixtures.bundledPath("ComicNeue/ComicNeue-Regular.otf"), toPath: dir + "/a.otf")
        try FileManager.default.copyItem(
            atPath: TextFixtures.bundledPath("DejaVuSans/DejaVuSans.ttf"), toPath: dir + "/b.TTF")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: dir + "/c.ttf"))
        try Data("ignored".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        let registry = FontRegistry()
        let report = try registry.registerFonts(inDirectory: dir)
        #expect(report.registered == ["ComicNeue-Regular", "DejaVuSans"])
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.description.contains("c.ttf") == true)
        #expect(throws: FontError.self) { try registry.registerFonts(inDirectory: dir + "/nope") }
    }

    @Test func emptyRegistryCannotSetTextAndSaysWhy() {
        let typesetter = Typesetter(registry: FontRegistry())
        #expect(throws: FontError.self) { try typesetter.layout("Hello") }
    }

    @Test func manyThreadsResolveAndSetTextConsistently() async throws {
        let expected = try TextFixtures.layout("Concurrency ✓ שלום").lines[0].runs.map(\.glyphs)
        try await withThrowingTaskGroup(of: [[UInt32]].self) { group in
            for i in 0..<16 {
                group.addTask {
                    _ = try FontRegistry.shared.resolve(
                        family: i % 2 == 0 ? "Helvetica Neue" : nil, weight: FontWeight(100 * (i % 9 + 1)))
                    return try TextFixtures.layout("Concurrency ✓ שלום").lines[0].runs.map(\.glyphs)
                }
            }
            for try await glyphs in group { #expect(glyphs == expected) }
        }
    }
}
