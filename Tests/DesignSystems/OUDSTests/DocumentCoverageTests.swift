import Foundation
import Testing

/// Every code line of the three OUDS documents (`Fixtures/document-code-lines.txt`, written by
/// `Scripts/extract-document-code-lines`) appears verbatim — spaces aside, which are the checked-in
/// formatter's — in a document snippet test of this folder, or is listed below with the reason it is
/// not compiled as written.
@Suite("OUDS: every document line is compiled")
struct DocumentCoverageTests {
    /// Document lines that are not Swift as written, by `<document>:<line>`, with the reason (their
    /// evident intent is compiled in the snippet tests where there is one).
    static let notCompiledAsWritten: [String: String] = [
        "framework-usage:82": "`{ … }` is an ellipsis standing for the app's root view (§1 compiles the real form)",
        "framework-usage:203": "`AttributedString(…)` elides its argument (compiled with a real rich text)",
        "framework-usage:414":
            "`size:` is inside `.neutral(image:)`'s parentheses (see `malformedIndicatorLines`)",
        "text-input:11": "a declaration signature (`@MainActor struct OUDSTextInput`), not a usage line",
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// `(id, code)` of every document code line.
    static func documentLines() throws -> [(id: String, code: String)] {
        let text = try String(
            contentsOf: folder.appendingPathComponent("Fixtures/document-code-lines.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    /// The document snippet tests' sources with every space removed.
    static func snippetCorpus() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("Document") && $0.hasSuffix("SnippetTests.swift") }
        #expect(files.count >= 6)
        return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined().filter { !$0.isWhitespace }
    }

    @Test func everyDocumentLineIsCompiledOrExplained() throws {
        let corpus = try Self.snippetCorpus()
        let lines = try Self.documentLines()
        #expect(lines.count > 200)
        var missing: [String] = []
        for (id, code) in lines where Self.notCompiledAsWritten[id] == nil {
            if !corpus.contains(code.filter { !$0.isWhitespace }) { missing.append("\(id): \(code)") }
        }
        #expect(missing.isEmpty, "document lines no snippet test compiles:\n\(missing.joined(separator: "\n"))")
    }

    /// A listed line is really in the documents and really absent from the snippets (so the list
    /// cannot go stale).
    @Test func theListOnlyHoldsLinesThatNeedIt() throws {
        let corpus = try Self.snippetCorpus()
        let lines = Dictionary(try Self.documentLines().map { ($0.id, $0.code) }, uniquingKeysWith: { a, _ in a })
        for id in Self.notCompiledAsWritten.keys {
            let code = try #require(lines[id], "\(id) is a document code line")
            #expect(!corpus.contains(code.filter { !$0.isWhitespace }), "\(id) is compiled: drop it from the list")
        }
    }
}
