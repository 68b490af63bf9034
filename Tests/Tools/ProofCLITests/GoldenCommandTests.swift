import Foundation
import ProofCLICore
import ProofSnapshot
import Raster
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor
@Suite("CLI: proof verify, record, prune")
struct GoldenCommandTests {
    /// A temporary folder whose `Golden/` holds the goldens of `GoldenTestCatalog`, recorded.
    static func recorded() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let run = await proof(["record"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(run.status == 0, "\(run.errors)")
        return folder
    }

    /// The report `--report-json report.json` wrote in `folder`.
    static func report(in folder: TemporaryFolder, _ name: String = "report.json") throws -> GoldenReport {
        try JSONDecoder().decode(GoldenReport.self, from: Data(folder.bytes(of: name)))
    }

    @Test func recordWritesEveryGoldenAndTheManifestThenVerifyMatches() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let record = await proof(["record"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(record.status == 0)
        let golden = GoldenStore(root: folder.path + "/Golden")
        #expect(golden.goldenPaths() == GoldenTestCatalog.names.map { $0 + ".png" })
        #expect(record.output.filter { $0.hasPrefix("recorded ") }.count == GoldenTestCatalog.names.count)
        let manifest = try #require(GoldenManifest.load(from: golden))
        #expect(Set(manifest.goldens.keys) == Set(GoldenTestCatalog.names.map { $0 + ".png" }))

        let verify = await proof(
            ["verify", "--report-json", "report.json"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.output.contains { $0.hasPrefix("verify 7/7 (100%)") }, "progress: \(verify.output)")
        #expect(verify.output.last?.hasPrefix("verify: 7 images in ") == true)
        #expect(verify.output.last?.contains("7 matched, 0 differs, 0 missing, 0 failed") == true)
        let report = try Self.report(in: folder)
        #expect(report.snapshots.map(\.name) == GoldenTestCatalog.names)
        #expect(report.snapshots.allSatisfy { $0.status == .matched && $0.actualPath == nil })
        #expect(report.count(.matched) == 7 && report.totals.snapshots == 7 && report.orphans.isEmpty)
        #expect(report.totals.byStatus == ["matched": 7, "differs": 0, "missing": 0, "failed": 0])

        // Recording again leaves every golden as it is.
        let again = await proof(["record"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(again.status == 0)
        #expect(!again.output.contains { $0.hasPrefix("recorded ") })
        #expect(again.output.last?.hasSuffix("0 written, 7 unchanged, 0 failed") == true)
    }

    @Test func aChangedPixelFailsWithArtifactsAndReportEntries() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let changed = GoldenTestCatalog.make(changed: ["tiles/b"])
        let run = await proof(["verify", "--report-json", "out/report.json"], catalogs: changed, in: folder.path)
        #expect(run.status == 1)
        #expect(run.output.contains { $0.hasPrefix("differs tiles/b: 1 pixels differ, max ΔE94 ") }, "\(run.output)")
        for artifact in ["tiles/b.actual.png", "tiles/b.diff.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.path + "/Golden/" + artifact), "\(artifact)")
        }
        let report = try Self.report(in: folder, "out/report.json")
        let entry = try #require(report.snapshots.first { $0.name == "tiles/b" })
        #expect(entry.status == .differs)
        #expect(entry.differingPixels == 1)
        #expect((entry.maxDeltaE ?? 0) > 1)
        #expect(entry.goldenPath == "tiles/b.png")
        #expect(entry.actualPath == "tiles/b.actual.png" && entry.diffPath == "tiles/b.diff.png")
        #expect(entry.message?.contains("1 of 64 pixels differ") == true)
        #expect(
            report.count(.matched) == 6 && report.count(.differs) == 1 && report.failures.map(\.name) == ["tiles/b"])
        #expect(report.goldenRoot == folder.path + "/Golden")

        // Once the rendering matches again, its artifacts go.
        #expect(await proof(["verify"], catalogs: GoldenTestCatalog.make(), in: folder.path).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Golden/tiles/b.actual.png"))
    }

    /// Verify's parallel workers share the font registry, glyph cache and golden store; with more
    /// workers than cores (`Scripts/test --tsan` runs this under ThreadSanitizer) every image still
    /// matches, and the report lists the same images as a serial run.
    @Test(arguments: [1, 8])
    func verifyMatchesWhateverTheNumberOfJobs(jobs: Int) async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let arguments = ["verify", "--jobs", String(jobs), "--report-json", "r.json"]
        let run = await proof(arguments, catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(run.status == 0, "\(run.output)")
        let report = try Self.report(in: folder, "r.json")
        #expect(report.snapshots.map(\.name).sorted() == GoldenTestCatalog.names)
        #expect(report.snapshots.allSatisfy { $0.status == .matched })
    }

    @Test func aMissingGoldenIsAFailure() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path + "/Golden/views/test/card-dark.png")
        let run = await proof(
            ["verify", "--report-json", "r.json"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(run.status == 1)
        #expect(
            run.output.contains("missing views/test/card-dark: no golden; rendering: views/test/card-dark.actual.png"))
        let entry = try #require(try Self.report(in: folder, "r.json").snapshots.first { $0.status != .matched })
        #expect(entry.name == "views/test/card-dark" && entry.status == .missing && entry.differingPixels == nil)
        #expect(entry.message?.hasSuffix("then record it (proof record --only views/test/card-dark)") == true)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Golden/views/test/card-dark.actual.png"))
    }

    @Test func orphansAreReportedAndPrunedWithTheirArtifacts() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let golden = folder.path + "/Golden/"
        // Another catalog's golden in another folder is no orphan of these catalogs.
        try FileManager.default.createDirectory(atPath: golden + "other", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: golden + "tiles/a.png", toPath: golden + "other/x.png")
        // A failed verify leaves artifacts of tiles/c, which is then removed from the catalog.
        #expect(
            await proof(["verify"], catalogs: GoldenTestCatalog.make(changed: ["tiles/c"]), in: folder.path).status == 1
        )
        let fewer = GoldenTestCatalog.make(dropped: ["tiles/c"])

        let verify = await proof(["verify", "--report-json", "r.json"], catalogs: fewer, in: folder.path)
        #expect(verify.status == 0)
        #expect(verify.output.contains("orphan tiles/c.png: no image renders it ('proof prune' removes it)"))
        #expect(try Self.report(in: folder, "r.json").orphans == ["tiles/c.png"])

        let dry = await proof(["prune", "--dry-run"], catalogs: fewer, in: folder.path)
        #expect(dry.status == 0)
        #expect(
            dry.output == [
                "would remove tiles/c.actual.png", "would remove tiles/c.diff.png", "would remove tiles/c.png",
                "prune: would remove 1 orphan goldens and 2 stray artifacts",
            ])
        #expect(FileManager.default.fileExists(atPath: golden + "tiles/c.png"))

        let prune = await proof(["prune"], catalogs: fewer, in: folder.path)
        #expect(prune.status == 0)
        #expect(prune.output.first == "removed tiles/c.actual.png" && prune.output.count == 4)
        let files = GoldenStore(root: golden).goldenPaths()
        #expect(!files.contains("tiles/c.png") && files.contains("other/x.png") && files.contains("tiles/a.png"))
        #expect(!FileManager.default.fileExists(atPath: golden + "tiles/c.diff.png"))
        let manifest = try #require(GoldenManifest.load(from: GoldenStore(root: golden)))
        #expect(manifest.goldens["tiles/c.png"] == nil && manifest.goldens["tiles/a.png"] != nil)
        #expect(
            await proof(["prune"], catalogs: fewer, in: folder.path).output == [
                "prune: no orphans under \(folder.path)/Golden"
            ])
    }

    @Test func aToleranceLetsSmallDifferencesPass() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let changed = GoldenTestCatalog.make(changed: ["tiles/d"])
        let arguments = ["verify", "--only", "tiles/", "--report-json", "r.json"]
        #expect(await proof(arguments, catalogs: changed, in: folder.path).status == 1)
        // One pixel of 64 is 1.6 %: a precision of 0.98 allows one failing pixel.
        let run = await proof(arguments + ["--tolerance", "0.98"], catalogs: changed, in: folder.path)
        #expect(run.status == 0, "\(run.output)")
        let report = try Self.report(in: folder, "r.json")
        #expect(report.precision == 0.98 && report.perceptualPrecision == 1)
        #expect(report.snapshots.count == GoldenTestCatalog.pixelNames.count && report.failures.isEmpty)
    }

    @Test func progressIsAtMostTenPlainLinesWhenNotATerminal() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let run = await proof(["verify"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        let progress = run.output.filter { $0.hasPrefix("verify ") }
        #expect((1...10).contains(progress.count), "\(progress)")
        #expect(progress.allSatisfy { !$0.contains("\r") })
        #expect(progress.last?.hasPrefix("verify 7/7 (100%) ") == true)
        #expect(progress.last?.hasSuffix(" images/s") == true)
    }

    @Test func helpExplainsTheShardsAndTheExitStatuses() async {
        let verify = await proof(["verify", "--help"]).stdout
        #expect(verify.hasPrefix("usage: proof verify [options]\n"))
        for fragment in [
            "--shard <i/n>", "sorted by name", "differ by at most one", "--report-json", "--junit", "exit status: 0",
        ] {
            #expect(verify.contains(fragment), "\(fragment)")
        }
        #expect(await proof(["record", "--help"]).stdout.contains("--accepted <file.json>"))
        #expect(await proof(["prune", "--help"]).stdout.contains("--dry-run"))
        #expect(
            await proof(["diff", "--help"]).stdout.hasPrefix("usage: proof diff <reference.png> <new.png> [options]"))
    }

    /// A shard count and the catalog size it splits.
    struct ShardCase: CustomTestStringConvertible, Sendable {
        var count: Int
        var images: Int
        var testDescription: String { "\(images) images in \(count) shards" }
    }

    @Test(arguments: [
        ShardCase(count: 1, images: 7), ShardCase(count: 2, images: 7), ShardCase(count: 3, images: 7),
        ShardCase(count: 7, images: 7), ShardCase(count: 9, images: 7), ShardCase(count: 4, images: 1830),
    ])
    func shardsPartitionTheSortedNamesInBalancedRuns(_ shardCase: ShardCase) throws {
        let names = (0..<shardCase.images).map { "image-\($0)" }.sorted()
        var seen: [String] = []
        var sizes: [Int] = []
        for index in 1...shardCase.count {
            let shard = try #require(Shard(index: index, count: shardCase.count))
            let part = Array(shard.part(of: names))
            #expect(part == Array(shard.part(of: names)), "the same shard always gets the same images")
            seen += part
            sizes.append(part.count)
        }
        #expect(seen == names, "in order, each image once")
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(sizes)")
    }

    @Test func shardedVerifyRunsCoverEveryImageOnce() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        var covered: [String] = []
        for index in 1...3 {
            let run = await proof(
                ["verify", "--shard", "\(index)/3", "--report-json", "s\(index).json"],
                catalogs: GoldenTestCatalog.make(),
                in: folder.path)
            #expect(run.status == 0)
            let report = try Self.report(in: folder, "s\(index).json")
            #expect(report.shard == GoldenReport.Shard(index: index, count: 3))
            #expect(
                run.output.last?.hasPrefix("verify: \(report.snapshots.count) images (shard \(index)/3) in ") == true)
            covered += report.snapshots.map(\.name)
        }
        #expect(covered == GoldenTestCatalog.names)
    }

    /// A bad command line of the golden commands and a fragment of its one-line message.
    struct BadInput: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var fragment: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        BadInput(arguments: ["verify", "--shard", "0/3"], fragment: "--shard shard numbers go from 1 to 3, not '0/3'"),
        BadInput(arguments: ["verify", "--shard", "4/3"], fragment: "--shard shard numbers go from 1 to 3, not '4/3'"),
        BadInput(
            arguments: ["verify", "--shard", "x"], fragment: "--shard must be <index>/<count> with whole numbers"),
        BadInput(arguments: ["record", "--shard", "1/0"], fragment: "--shard needs at least one shard"),
        BadInput(arguments: ["verify", "--jobs", "0"], fragment: "--jobs must be a whole number of at least 1"),
        BadInput(arguments: ["verify", "--tolerance", "1.5"], fragment: "--tolerance must be a precision from 0 to 1"),
        BadInput(arguments: ["verify", "--tolerance", "0.9,x"], fragment: "--tolerance must be a precision"),
        BadInput(
            arguments: ["verify", "--only", "tiles/bb"],
            fragment: "--only tiles/bb selects no image; did you mean \"tiles/b\"?"),
        BadInput(
            arguments: ["verify", "--only", "viewz/test/"],
            fragment: "--only viewz/test/ selects no image; did you mean \"views/test/\"? (closest: views/test/, views/"
        ),
        BadInput(arguments: ["record", "--accepted", "a.json", "--only", "tiles/a"], fragment: "not both"),
        BadInput(arguments: ["record", "--accepted", "none.json"], fragment: "cannot read none.json: no such file"),
        BadInput(
            arguments: ["record", "--accepted", "bad.json"],
            fragment: "bad.json is not an accept list: not valid JSON"),
        BadInput(
            arguments: ["record", "--accepted", "wrong.json"],
            fragment: "wrong.json is not an accept list: no \"accepted\" key"),
        BadInput(
            arguments: ["record", "--accepted", "unknown.json"],
            fragment: "unknown.json: no image named \"tiles/e\"; did you mean \"tiles/a\"?"),
        BadInput(arguments: ["prune", "--only", "tiles/a"], fragment: "unknown option '--only'"),
        BadInput(
            arguments: ["verify", "--golden-root", "Goldne"], fragment: "cannot read Goldne: no such folder; record"),
        BadInput(arguments: ["prune", "--golden-root", "Goldne"], fragment: "cannot read Goldne: no such folder"),
        BadInput(
            arguments: ["verify", "--golden-root", "a.png"], fragment: "cannot read a.png: it is a file, not the"),
        BadInput(arguments: ["diff", "a.png"], fragment: "diff needs <new.png>"),
        BadInput(arguments: ["diff", "a.png", "none.png"], fragment: "cannot read none.png: no such file"),
        BadInput(arguments: ["diff", "a.png", "bad.json"], fragment: "bad.json is not a PNG that decodes: "),
        BadInput(arguments: ["diff", "a.png", "a.png", "--out", "d.jpg"], fragment: "--out must name a .png file"),
    ])
    func badInputIsOneLineWithExitTwo(_ input: BadInput) async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        try folder.write(#"{"accepted": ["tiles/a"]}"#, to: "a.json")
        try folder.write("{accepted", to: "bad.json")
        try folder.write(#"{"approved": []}"#, to: "wrong.json")
        try folder.write(#"{"accepted": ["tiles/a", "tiles/e"]}"#, to: "unknown.json")
        try FileManager.default.copyItem(atPath: folder.path + "/Golden/tiles/a.png", toPath: folder.path + "/a.png")
        let before = try GoldenStore(root: folder.path + "/Golden").goldenPaths().map {
            try folder.bytes(of: "Golden/" + $0)
        }
        let run = await proof(input.arguments, catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("proof: ") == true)
        #expect(run.errors.first?.contains(input.fragment) == true, "\(run.errors)")
        let after = try GoldenStore(root: folder.path + "/Golden").goldenPaths().map {
            try folder.bytes(of: "Golden/" + $0)
        }
        #expect(before == after, "no golden changes on bad input")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Goldne"))
    }

    @Test func junitIsValidXMLWithOneFailurePerFailingImage() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path + "/Golden/tiles/a.png")
        let catalogs = GoldenTestCatalog.make(changed: ["tiles/r&d's", "views/test/card-light"])
        let run = await proof(["verify", "--junit", "junit.xml"], catalogs: catalogs, in: folder.path)
        #expect(run.status == 1)
        let data = Data(try folder.bytes(of: "junit.xml"))
        let reader = JUnitReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.elements.first == "testsuites")
        #expect(reader.suites == ["tiles", "views"])
        #expect(reader.cases.sorted() == GoldenTestCatalog.names)
        // The pixel tile whose name has XML characters changed; the card did not (its pixels come from the view).
        #expect(reader.failures == ["tiles/a": "missing", "tiles/r&d's": "differs"])
        #expect(reader.failureText["tiles/r&d's"]?.contains("1 of 64 pixels differ") == true)
    }

    @Test func anAcceptListRecordsExactlyTheListedImages() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let changed = GoldenTestCatalog.make(changed: ["tiles/a", "tiles/b"])
        #expect(await proof(["verify"], catalogs: changed, in: folder.path).status == 1)
        let goldenB = try folder.bytes(of: "Golden/tiles/b.png")
        try AtomicFile.write(
            String(decoding: try JSONEncoder().encode(GoldenAcceptList(accepted: ["tiles/a"])), as: UTF8.self),
            to: folder.path + "/accepted.json")
        let record = await proof(["record", "--accepted", "accepted.json"], catalogs: changed, in: folder.path)
        #expect(record.status == 0)
        #expect(record.output.filter { $0.hasPrefix("recorded ") } == ["recorded tiles/a.png"])
        #expect(record.output.last?.hasPrefix("record: 1 images in ") == true)
        #expect(try folder.bytes(of: "Golden/tiles/b.png") == goldenB)

        let verify = await proof(["verify", "--report-json", "r.json"], catalogs: changed, in: folder.path)
        #expect(verify.status == 1)
        #expect(try Self.report(in: folder, "r.json").failures.map(\.name) == ["tiles/b"])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Golden/tiles/a.actual.png"))
    }

    @Test func theManifestSkipsDecodingUnchangedGoldensAndNeverHidesAChange() async throws {
        let folder = try await Self.recorded()
        defer { folder.remove() }
        let store = GoldenStore(root: folder.path + "/Golden")
        var manifest = try #require(GoldenManifest.load(from: store))
        // A golden replaced by another PNG: its bytes no longer hash as recorded, so it is decoded and differs.
        try FileManager.default.removeItem(atPath: store.path(of: "tiles/a.png"))
        try FileManager.default.copyItem(atPath: store.path(of: "tiles/b.png"), toPath: store.path(of: "tiles/a.png"))
        let replaced = await proof(
            ["verify", "--only", "tiles/a"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(replaced.status == 1)
        // A file that does not decode but whose hash the manifest vouches for is not decoded: proof of the skip.
        let garbage: [UInt8] = Array("not a png".utf8)
        try AtomicFile.write(garbage, to: store.path(of: "tiles/c.png"))
        let pixels = try #require(manifest.goldens["tiles/c.png"]).pixels
        manifest.goldens["tiles/c.png"]?.png = GoldenHash.hex(GoldenHash.xxh64(garbage))
        #expect(manifest.goldens["tiles/c.png"]?.pixels == pixels)
        try manifest.write(to: store)
        let skipped = await proof(["verify", "--only", "tiles/c"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(skipped.status == 0)
        // Without the manifest the same file is decoded, and fails.
        try FileManager.default.removeItem(atPath: store.path(of: GoldenManifest.fileName))
        let decoded = await proof(["verify", "--only", "tiles/c"], catalogs: GoldenTestCatalog.make(), in: folder.path)
        #expect(decoded.status == 1)
        #expect(decoded.output.contains { $0.hasPrefix("failed tiles/c: the golden ") }, "\(decoded.output)")
        #expect(
            decoded.output.last?.hasSuffix("(no hash manifest: every golden decoded; 'proof record' writes one)")
                == true)
    }

    /// Bytes, a seed and their XXH64 from the reference library (libxxhash 0.8.1).
    struct HashCase: CustomTestStringConvertible, Sendable {
        var bytes: [UInt8]
        var seed: UInt64
        var hash: UInt64
        var testDescription: String { "\(bytes.count) bytes, seed \(seed)" }
    }

    @Test(arguments: [
        HashCase(bytes: [], seed: 0, hash: 0xEF46_DB37_51D8_E999),
        HashCase(bytes: [], seed: 0x1234, hash: 0x6E01_C031_7D5C_53D0),
        HashCase(bytes: Array("abc".utf8), seed: 0, hash: 0x44BC_2CF5_AD77_0999),
        HashCase(bytes: Array("abc".utf8), seed: 0x1234, hash: 0xFC77_5F09_1949_E650),
        HashCase(bytes: GoldenCommandTests.longInput, seed: 0, hash: 0x9B7D_50C0_4781_8B1B),
        HashCase(bytes: GoldenCommandTests.longInput, seed: 0x1234, hash: 0x4E24_FEC1_5079_BDA8),
    ])
    func xxh64MatchesTheReferenceLibrary(_ hashCase: HashCase) {
        #expect(GoldenHash.xxh64(hashCase.bytes, seed: hashCase.seed) == hashCase.hash)
    }

    /// 773 bytes: every stripe, word, half-word and byte path of the hash.
    nonisolated static let longInput: [UInt8] =
        Array((0..<3).flatMap { _ in (0...255).map { UInt8($0) } }) + Array("xyz12".utf8)
}
