import Raster
import Testing

@testable import ProofSnapshot

@MainActor
@Suite("The .lines strategy and pullback")
struct LinesStrategyTests {
    @Test(
        "Line differences are printed as unified hunks",
        arguments: [
            Hunk("a changed line", "one\ntwo\nthree", "one\n2\nthree", "@@ -1,3 +1,3 @@\n one\n-two\n+2\n three"),
            Hunk("an added last line", "a\nb", "a\nb\nc", "@@ -1,2 +1,3 @@\n a\n b\n+c"),
            Hunk("a removed first line", "a\nb\nc", "b\nc", "@@ -1,3 +1,2 @@\n-a\n b\n c"),
            Hunk("a line emptied", "x", "", "@@ -1,1 +1,1 @@\n-x\n+"),
        ])
    func hunks(sample: Hunk) {
        #expect(LineDiff.unified(reference: sample.reference, actual: sample.actual) == sample.expected)
    }

    /// A reference text, an actual text, and the unified hunk between them.
    struct Hunk: CustomTestStringConvertible, Sendable {
        let name: String
        let reference: String
        let actual: String
        let expected: String

        init(_ name: String, _ reference: String, _ actual: String, _ expected: String) {
            self.name = name
            self.reference = reference
            self.actual = actual
            self.expected = expected
        }

        var testDescription: String { name }
    }

    @Test("Distant changes give separate hunks with three lines of context")
    func separateHunks() {
        let reference = (1...20).map { "line \($0)" }
        var actual = reference
        actual[1] = "changed 2"
        actual[17] = "changed 18"
        let diff = LineDiff.unified(
            reference: reference.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
        let headers = diff?.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
    }

    @Test("Equal texts have no difference")
    func equalTexts() {
        #expect(Diffing<String>.lines.diff("same\ntext", "same\ntext") == nil)
    }

    @Test("A text snapshot records, verifies and reports its difference")
    func textSnapshot() throws {
        try withScratchDirectory { dir in
            let record = verifySnapshot(
                of: "title\nbody", as: .lines, named: "doc", record: .missing, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            #expect(record?.hasPrefix("Recorded a new reference at \(dir)/textSnapshot.doc.txt") == true)
            #expect(fileBytes(dir + "/textSnapshot.doc.txt") == Array("title\nbody".utf8))
            #expect(
                verifySnapshot(
                    of: "title\nbody", as: .lines, named: "doc", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a") == nil)
            let failure = try #require(
                verifySnapshot(
                    of: "title\nBODY", as: .lines, named: "doc", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a"))
            #expect(
                failure.contains(
                    "Text differs from the reference (- reference, + new):\n@@ -1,2 +1,2 @@\n title\n-body\n+BODY"))
            #expect(fileBytes(dir + "/a/LinesStrategyTests/textSnapshot.doc.txt") == Array("title\nBODY".utf8))
        }
    }

    @Test("A reference that is not UTF-8 is reported as undecodable")
    func invalidUTF8Reference() throws {
        try withScratchDirectory { dir in
            try writeFile([0x66, 0xFF, 0xFE], to: dir + "/invalidUTF8Reference.x.txt")
            let failure = try #require(
                verifySnapshot(
                    of: "f", as: .lines, named: "x", record: .missing, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a"))
            #expect(failure.contains("cannot be decoded (the file is not valid UTF-8 text)"))
        }
    }

    @Test("pullback derives a strategy that keeps the extension and the diffing")
    func pullbackToText() throws {
        struct Token {
            var name: String
            var value: Int
        }
        let strategy: Snapshotting<Token, String> = Snapshotting<String, String>.lines.pullback {
            "\($0.name) = \($0.value)"
        }
        #expect(strategy.pathExtension == "txt")
        try withScratchDirectory { dir in
            _ = verifySnapshot(
                of: Token(name: "spacing.m", value: 16), as: strategy, named: "t", record: .missing,
                snapshotDirectory: dir, artifactsDirectory: dir + "/a")
            #expect(fileBytes(dir + "/pullbackToText.t.txt") == Array("spacing.m = 16".utf8))
            let failure = verifySnapshot(
                of: Token(name: "spacing.m", value: 12), as: strategy, named: "t", record: .never,
                snapshotDirectory: dir, artifactsDirectory: dir + "/a")
            #expect(failure?.contains("-spacing.m = 16\n+spacing.m = 12") == true)
        }
    }

    @Test("pullback from the image strategy, as the UI layer does")
    func pullbackToImage() throws {
        struct Swatch { var grey: UInt8 }
        let strategy = Snapshotting<Bitmap, Bitmap>.image(perceptualPrecision: 0.98).pullback { (swatch: Swatch) in
            try solidBitmap(width: 3, height: 3, swatch.grey, swatch.grey, swatch.grey)
        }
        #expect(strategy.pathExtension == "png")
        try withScratchDirectory { dir in
            _ = verifySnapshot(
                of: Swatch(grey: 128), as: strategy, named: "s", record: .missing, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            let recorded = try solidBitmap(width: 3, height: 3, 128, 128, 128)
            #expect(try PNGCodec.read(contentsOf: dir + "/pullbackToImage.s.png") == recorded)
            #expect(
                verifySnapshot(
                    of: Swatch(grey: 129), as: strategy, named: "s", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a") == nil,
                "within ΔE94 2")
            let failure = verifySnapshot(
                of: Swatch(grey: 100), as: strategy, named: "s", record: .never, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            #expect(failure?.contains("9 of 9 pixels differ") == true)
        }
    }
}
