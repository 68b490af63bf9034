import Foundation
import ProofCLICore
import ProofSnapshot
import Testing

/// `proof review`: the page's data and images from one report or several, and bad sources.
@MainActor
@Suite("CLI: proof review")
struct ReviewCommandTests {
    /// A folder with the goldens of `GoldenTestCatalog` recorded, then verified with `changed`
    /// images drawn differently and `removed` goldens deleted, into `report`.
    static func failingRun(changed: Set<String>, removed: [String], report: String) async throws -> TemporaryFolder {
        let folder = try await GoldenCommandTests.recorded()
        for name in removed { try FileManager.default.removeItem(atPath: folder.path + "/Golden/\(name).png") }
        let verify = await proof(
            ["verify", "--report-json", report], catalogs: GoldenTestCatalog.make(changed: changed), in: folder.path)
        #expect(verify.status == 1)
        return folder
    }

    /// The snapshots embedded in the page.
    static func pageData(_ folder: TemporaryFolder, _ out: String) throws -> [[String: Any]] {
        let html = String(decoding: try folder.bytes(of: out + "/index.html"), as: UTF8.self)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"review-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "<\\/", with: "</")
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test func theReviewHoldsEveryFailingAndNewSnapshotWithItsImages() async throws {
        let name = GoldenTestCatalog.names[1]
        let missing = GoldenTestCatalog.names[0]
        let folder = try await Self.failingRun(changed: [name], removed: [missing], report: "report.json")
        defer { folder.remove() }
        let review = await proof(["review", "--from", "report.json", "--out", "review"], in: folder.path)
        #expect(review.status == 0, "\(review.errors)")
        let entries = try Self.pageData(folder, "review")
        #expect(entries.map { $0["name"] as? String } == [missing, name].sorted())
        let changed = try #require(entries.first { $0["name"] as? String == name })
        #expect(changed["status"] as? String == "differs")
        #expect((changed["differingPixels"] as? Int ?? 0) > 0)
        for kind in ["expected", "actual", "diff"] {
            let path = try #require(changed[kind] as? String, "\(kind) image")
            #expect(PNGHeader(try folder.bytes(of: "review/" + path)) != nil)
        }
        let new = try #require(entries.first { $0["name"] as? String == missing })
        #expect(new["status"] as? String == "missing" && new["expected"] == nil && new["actual"] is String)
    }

    @Test func reportsOfSeveralShardsMerge() async throws {
        let changed = Set(GoldenTestCatalog.names.prefix(4))
        let folder = try await GoldenCommandTests.recorded()
        defer { folder.remove() }
        for shard in 1...2 {
            _ = await proof(
                ["verify", "--shard", "\(shard)/2", "--report-json", "shards/\(shard).json"],
                catalogs: GoldenTestCatalog.make(changed: changed), in: folder.path)
        }
        let review = await proof(["review", "--from", "shards", "--out", "review"], in: folder.path)
        #expect(review.status == 0, "\(review.errors)")
        #expect(Set(try Self.pageData(folder, "review").compactMap { $0["name"] as? String }) == changed)
    }

    @Test(arguments: [
        ReviewBadInput(name: "no such report", files: [:], from: "nothing.json", message: "no such file"),
        ReviewBadInput(
            name: "not a report", files: ["notes.json": "{\"hello\": 1}"], from: "notes.json",
            message: "is not a report of 'proof verify --report-json'"),
        ReviewBadInput(
            name: "a folder without reports", files: ["ci/notes.json": "[]"], from: "ci", message: "holds no report"),
    ])
    func badSourcesAreInputErrors(_ c: ReviewBadInput) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (path, text) in c.files {
            try FileManager.default.createDirectory(
                atPath: folder.path + "/" + (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try folder.write(text, to: path)
        }
        let run = await proof(["review", "--from", c.from, "--out", "review"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors.first?.contains(c.message) == true, "\(run.errors)")
        let needsOut = await proof(["review", "--from", c.from], in: folder.path)
        #expect(needsOut.status == 2 && needsOut.errors.first?.contains("--out") == true)
    }
}

/// A bad `proof review` source and the message it must give.
struct ReviewBadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    let from: String
    let message: String
    var testDescription: String { name }
}
