import Foundation
import ProofArguments
import ProofCLICore
import ProofSnapshot
import ProofUI
import ProofViewFormat
import Testing

@MainActor
@Suite("CLI: proof command")
struct ProofCommandTests {
    /// A catalog preview with a `.width` configuration, used for end-to-end renders.
    nonisolated static let preview = TestCatalog.card
    /// The file a render of `preview` writes by default.
    nonisolated static let file = "test-card.png"

    @Test func helpListsTheCommandsAndSucceeds() async {
        let run = await proof(["--help"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.count == 1)
        let help = run.stdout
        #expect(help.hasPrefix("usage: proof list\n       proof render [<preview>] [options]\n"))
        #expect(help.contains("\ncommands:\n  list ") && help.contains("\n  render ") && help.contains("\n  help "))
        #expect(help.contains("\n  json ") && help.contains("--version"))
        // Render's options belong to render's help.
        #expect(!help.contains("--size-category"))
    }

    @Test func eachCommandPrintsItsOwnHelp() async {
        let render = await proof(["render", "--help"])
        #expect(render.status == 0)
        let text = render.stdout
        #expect(text.hasPrefix("usage: proof render [<preview>] [options]\n"))
        for option in ["--json <file.json>", "--scale <1|2|3>", "--size-category <size>", "--dump", "-h, --help"] {
            #expect(text.contains("\n  \(option) "), "\(option) is missing from render's help")
        }
        #expect(text.contains("accessibility5"))
        #expect(!text.contains("\ncommands:"))
        #expect(await proof(["help", "render"]).stdout == text)
        let list = await proof(["list", "--help"]).stdout
        #expect(list.hasPrefix("usage: proof list\n"))
        #expect(!list.contains("--scale"))
        #expect(list.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(list)")
    }

    @Test func helpJSONListsEveryViewAndModifierOfTheFormat() async {
        let run = await proof(["help", "json"])
        #expect(run.status == 0)
        #expect(run.stdout == ViewFormatReference.text())
        for name in ViewTreeBuilder.viewNames { #expect(run.stdout.contains("\n  \(name) ")) }
    }

    @Test func versionPrintsProofVersion() async {
        let run = await proof(["--version"])
        #expect(run.status == 0)
        #expect(run.output == ["proof \(ProofVersion.current)"])
        #expect(ProofVersion.current.split(separator: ".").count == 3)
    }

    @Test func listPrintsSortedPreviewNames() async {
        let run = await proof(["list"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let reversed = Catalog(
            name: "reversed", summary: "names out of order",
            previews: ["z/last", "b/middle", "a/first"].map { name in Preview(name) { Text(name) } }, images: [])
        #expect(await proof(["list"], catalogs: [reversed]).output == ["a/first", "b/middle", "z/last"])
        #expect(run.output == [TestCatalog.card, TestCatalog.mark])
    }

    @Test func renderWritesAPNGNamedAfterThePreview() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = await proof(["render", Self.preview], in: folder.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try folder.files() == [Self.file])
        let header = try #require(PNGHeader(try folder.bytes(of: Self.file)))
        #expect(header.width == 480)
        #expect(run.output == ["wrote \(Self.file) (\(header.width)×\(header.height) pixels)"])
    }

    @Test(arguments: [1, 2, 3])
    func scaleMultipliesThePixelSize(scale: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let size = try #require(
            await proof(["render", Self.preview, "--dump"]).output.first?.split(separator: "\n").first)
        // "size 240×120": the size in points.
        let points = size.dropFirst(5).split(separator: "×").compactMap { Double($0) }
        #expect(
            await proof(["render", Self.preview, "--scale", "\(scale)", "--out", "s.png"], in: folder.path).status == 0)
        let header = try #require(PNGHeader(try folder.bytes(of: "s.png")))
        #expect(
            header
                == PNGHeader(
                    width: Int((points[0] * Double(scale)).rounded(.up)),
                    height: Int((points[1] * Double(scale)).rounded(.up))))
    }

    @Test func dumpWithoutOutPrintsTheDisplayListAndWritesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = await proof(["render", Self.preview, "--dump", "--width", "300"], in: folder.path)
        #expect(run.status == 0)
        #expect(try folder.files().isEmpty)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("size 300×") == true)
        // The preview's opaque background is kept.
        #expect(
            lines.dropFirst().first?.hasPrefix("fill (0, 0, 300×") == true
                && lines.dropFirst().first?.hasSuffix("#FFFFFF") == true)
    }

    @Test func dumpWithOutDoesBoth() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = await proof(["render", Self.preview, "--dump", "--out", "both.png"], in: folder.path)
        #expect(run.status == 0)
        #expect(try PNGHeader(folder.bytes(of: "both.png")) != nil)
        #expect(run.stdout.hasPrefix("size "))
    }

    @Test func flagsChangeTheRender() async {
        let plain = await proof(["render", Self.preview, "--dump"]).stdout
        for flags in [
            ["--scheme", "dark"], ["--direction", "rtl"], ["--size-category", "accessibility3"], ["--width", "320"],
        ] {
            let changed = await proof(["render", Self.preview, "--dump"] + flags)
            #expect(changed.status == 0)
            #expect(changed.stdout != plain, "\(flags) changed nothing")
        }
    }

    @Test func jsonTreeRendersToItsDisplayList() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            ##"""
            {"view": "VStack", "alignment": "leading", "spacing": 8, "children": [
              {"view": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 120, "height": 40}}]},
              {"view": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 60, "height": 20}},
                {"accessibilityIdentifier": "bar"}]}
            ], "modifiers": [{"padding": 16}, {"background": "#FFFFFF"}]}
            """##, to: "tree.json")
        let run = await proof(["render", "--json", "tree.json", "--dump", "--accessibility"], in: folder.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try folder.files() == ["tree.json"])
        #expect(run.output.count == 2)
        #expect(
            run.output.first
                == [
                    "size 152×100", "fill (0, 0, 152×100) #FFFFFF", "fill (16, 16, 120×40) #FF0000",
                    "accessibility (16, 64, 60×20) id=bar",
                    "fill (16, 64, 60×20) #007AFF",
                ].joined(separator: "\n"))
        #expect(run.output.last?.contains("\"identifier\" : \"bar\"") == true)

        let png = await proof(["render", "--json", "tree.json", "--scale", "2"], in: folder.path)
        #expect(png.output == ["wrote tree.png (304×200 pixels)"])
        #expect(try PNGHeader(folder.bytes(of: "tree.png")) == PNGHeader(width: 304, height: 200))
    }

    @Test(arguments: [
        ("{\n  \"view\": \"Text\",\n  \"text\": \"a\",\n}", "bad.json:3:14: invalid JSON: trailing comma"),
        ("{\"view\": \"Txt\"}", "bad.json:1:10: unknown view \"Txt\"; did you mean \"Text\"?"),
        ("[1", "bad.json:1:3: invalid JSON: unexpected end of input"),
    ])
    func badJSONIsAnInputError(json: String, message: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(json, to: "bad.json")
        let run = await proof(["render", "--json", "bad.json"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.count == 1 && run.errors[0].hasPrefix("proof: \(message)"), "\(run.errors)")
        #expect(try folder.files() == ["bad.json"])
    }

    @Test func unknownPreviewListsLikelyNames() async {
        let run = await proof(["render", "test/crad"])
        #expect(run.status == 2)
        #expect(
            run.errors == [
                "proof: no preview named \"test/crad\"; did you mean \"test/card\"? "
                    + "(known previews include test/card, test/mark; 'proof list' prints all 2)"
            ])
    }

    @Test func listAndRenderSeeEveryCatalogGiven() async throws {
        let other = Catalog(
            name: "other", summary: "a second catalog", previews: [Preview("a/first") { Text("first") }], images: [])
        let list = await proof(["list"], catalogs: [TestCatalog.catalog, other])
        #expect(list.output == ["a/first", TestCatalog.card, TestCatalog.mark])
        #expect(await proof(["list"], catalogs: []).output.isEmpty)
        let render = await proof(["render", "a/first", "--dump"], catalogs: [TestCatalog.catalog, other])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.stdout.contains("text \"first\""))
        let missing = await proof(["render", "a/first"], catalogs: [TestCatalog.catalog])
        #expect(missing.status == 2)
    }

    @Test func renderPreparesOnlyTheCatalogOfThePreview() async {
        let marks = TestCatalog.PreparationCount()
        let others = TestCatalog.PreparationCount()
        let catalogs = [TestCatalog.make(name: "other", counting: others), TestCatalog.make(counting: marks)]
        #expect(await proof(["list"], catalogs: catalogs).status == 0)
        #expect(marks.value == 0)
        let run = await proof(["render", TestCatalog.mark, "--dump"], catalogs: [catalogs[1]])
        #expect(run.status == 0, "\(run.errors)")
        // The mark is the catalog's asset, registered by its preparation.
        #expect(run.stdout == "size 10×10\nfill (0, 0, 10×10) #00FF00")
        #expect(marks.value == 1)
        #expect(others.value == 0)
    }

    @Test(arguments: [
        (##"{"view": "Image", "name": "no-such-asset"}"##, "no image named \"no-such-asset\": pass the folder"),
        (##"{"view": "Image", "systemName": "star.fil"}"##, "did you mean \"star.fill\"?"),
        (
            ##"{"view": "Color", "color": "red", "modifiers": [{"frame": {"width": 20000, "height": 10}}]}"##,
            "the limit is 16384"
        ),
    ])
    func renderFailuresExitWithOne(json: String, fragment: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(json, to: "view.json")
        let run = await proof(["render", "--json", "view.json"], in: folder.path)
        #expect(run.status == 1)
        #expect(
            run.errors.count == 1 && run.errors[0].hasPrefix("proof: cannot render: ")
                && run.errors[0].contains(fragment), "\(run.errors)")
        #expect(try folder.files() == ["view.json"])
    }

    @Test func outputAndInputFileProblems() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let unwritable = await proof(["render", Self.preview, "--out", "missing/folder/x.png"], in: folder.path)
        #expect(unwritable.status == 1)
        #expect(unwritable.errors.first?.hasPrefix("proof: cannot write the PNG: ") == true)
        let missing = await proof(["render", "--json", "nothing.json"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.errors == ["proof: cannot read nothing.json: no such file"])
        let assets = await proof(["render", Self.preview, "--assets", "no-folder"], in: folder.path)
        #expect(assets.status == 2)
        #expect(assets.errors.first?.hasPrefix("proof: --assets: ") == true)
        #expect(try folder.files().isEmpty)
    }

    @Test func assetsFolderRegistersImages() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/icons", withIntermediateDirectories: true)
        try folder.write(
            ##"<svg viewBox="0 0 10 10"><path d="M0 0H10V10H0Z"/></svg>"##, to: "icons/cli-test-square.svg")
        try folder.write(
            ##"{"view": "Image", "name": "cli-test-square", "modifiers": [{"foregroundColor": "#00FF00"}]}"##,
            to: "icon.json")
        let run = await proof(["render", "--json", "icon.json", "--assets", "icons", "--dump"], in: folder.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stdout == "size 10×10\nfill (0, 0, 10×10) #00FF00")
    }

    @Test func symbolsFolderAddsAndOverridesSymbols() async throws {
        let folder = try TemporaryFolder()
        defer {
            folder.remove()
            SymbolRegistry.shared.remove("cli.test.brand")
        }
        try FileManager.default.createDirectory(atPath: folder.path + "/brand", withIntermediateDirectories: true)
        try folder.write(
            ##"<svg viewBox="0 0 20 10"><path d="M0 0H20V10H0Z"/></svg>"##, to: "brand/cli.test.brand.svg")
        try folder.write(
            ##"{"view": "Image", "systemName": "cli.test.brand", "modifiers": [{"foregroundColor": "#00FF00"}]}"##,
            to: "logo.json")
        let run = await proof(["render", "--json", "logo.json", "--symbols", "brand", "--dump"], in: folder.path)
        #expect(run.status == 0, "\(run.errors)")
        // 1.2 × 17 pt high, twice as wide (the view box's aspect), snapped to whole pixels at 1x.
        #expect(run.stdout == "size 41×21\nfill (0, 0, 41×21) #00FF00")
        // One file works too.
        let one = await proof(
            ["render", "--json", "logo.json", "--symbols", "brand/cli.test.brand.svg", "--dump"], in: folder.path)
        #expect(one.status == 0, "\(one.errors)")
        let missing = await proof(["render", "--json", "logo.json", "--symbols", "nowhere"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.errors.count == 1)
        #expect(missing.errors.first?.hasPrefix("proof: --symbols: image asset ") == true)
        #expect(missing.errors.first?.hasSuffix("nowhere: no such file or folder") == true)
    }

    @Test func anUnknownSymbolIsOneLineNamingTheNearestSymbols() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(##"{"view": "Image", "systemName": "shippingbox.fil"}"##, to: "box.json")
        let run = await proof(["render", "--json", "box.json"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.errors.count == 1)
        let message = try #require(run.errors.first)
        #expect(!message.contains("\n"))
        #expect(
            message.hasPrefix(
                ##"proof: cannot render: no SF Symbol named "shippingbox.fil"; did you mean "shippingbox.fill"? "##
                    + ##"(others near it: "##), "\(message)")
        #expect(message.hasSuffix("or draw it from shippingbox.fil.svg in a folder passed with --symbols <folder>)"))
    }

    @Test(arguments: [
        ["render"], ["render", "x", "--scale", "9"], ["bogus"], ["render", "--json", "a.json", "--width", "wide"],
    ])
    func errorsAreOneLineWithExitTwo(arguments: [String]) async {
        let run = await proof(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.count == 1)
        #expect(run.errors.allSatisfy { $0.hasPrefix("proof: ") && !$0.contains("\n") })
    }

    @Test func messagesQuotingInputStayOnOneLine() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(##"{"view": "Te\nxt"}"##, to: "nl.json")
        let run = await proof(["render", "--json", "nl.json"], in: folder.path)
        #expect(run.status == 2)
        #expect(
            run.errors == [
                ##"proof: nl.json:1:10: unknown view "Te\nxt"; did you mean "Text"? (views: "##
                    + ViewTreeBuilder.viewNames.joined(separator: ", ") + ")"
            ])
    }
}
