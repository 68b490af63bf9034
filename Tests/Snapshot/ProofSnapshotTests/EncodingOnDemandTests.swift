import Testing

@testable import ProofSnapshot

/// A snapshot is encoded (`toData`) only when its bytes are written or, under `.all`, compared: a
/// passing assertion decodes the reference and runs `diff`, as swift-snapshot-testing does. For
/// images that skips the PNG encoding, about twice the cost of decoding the reference.
@MainActor
@Suite("Snapshot verification encodes the new snapshot only when it needs its bytes")
struct EncodingOnDemandTests {
    /// Counts `toData` calls of a text strategy.
    final class Encodings {
        var count = 0
    }

    /// `.lines`, counting its encodings.
    static func countingLines(_ encodings: Encodings) -> Snapshotting<String, String> {
        var diffing = Diffing<String>.lines
        let encode = diffing.toData
        diffing.toData = { value in
            encodings.count += 1
            return try encode(value)
        }
        return Snapshotting(pathExtension: "txt", diffing: diffing)
    }

    /// A mode, the text checked against a reference holding "a\nb", and what is expected.
    struct Case: Sendable, CustomTestStringConvertible {
        var mode: SnapshotRecordMode
        var text: String
        var passes: Bool
        var encodings: Int
        var testDescription: String { "\(mode), \(text == "a\nb" ? "equal" : "different") text" }
    }

    nonisolated static let cases: [Case] = [
        Case(mode: .never, text: "a\nb", passes: true, encodings: 0),
        Case(mode: .missing, text: "a\nb", passes: true, encodings: 0),
        Case(mode: .failed, text: "a\nb", passes: true, encodings: 0),
        Case(mode: .all, text: "a\nb", passes: true, encodings: 1),
        Case(mode: .never, text: "a\nc", passes: false, encodings: 1),
        Case(mode: .failed, text: "a\nc", passes: false, encodings: 1),
    ]

    @Test(arguments: cases)
    func encodesOnlyWhenItNeedsTheBytes(sample: Case) throws {
        try withScratchDirectory { dir in
            let encodings = Encodings()
            let strategy = Self.countingLines(encodings)
            func check(_ text: String, _ mode: SnapshotRecordMode) -> SnapshotVerification {
                SnapshotVerification.run(
                    of: { text }, as: strategy, named: "x", record: mode, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/artifacts", filePath: "/src/T.swift", testName: "t()",
                    isParameterized: false, environment: [:])
            }
            // Recording the reference encodes it.
            #expect(check("a\nb", .missing).failure?.contains("Recorded a new reference") == true)
            #expect(encodings.count == 1)
            encodings.count = 0
            let outcome = check(sample.text, sample.mode)
            #expect((outcome.failure == nil) == sample.passes, "\(outcome.failure ?? "passed")")
            #expect(encodings.count == sample.encodings)
        }
    }

    @Test func anEncodingFailureStillFailsWhenTheBytesAreNeeded() throws {
        try withScratchDirectory { dir in
            var diffing = Diffing<String>.lines
            diffing.toData = { _ in throw SnapshotError.encodingFailed(reason: "no bytes today") }
            let outcome = SnapshotVerification.run(
                of: { "a" }, as: Snapshotting(pathExtension: "txt", diffing: diffing), named: "x", record: .missing,
                snapshotDirectory: dir, artifactsDirectory: dir + "/artifacts", filePath: "/src/T.swift",
                testName: "t()", isParameterized: false, environment: [:])
            #expect(outcome.failure?.contains("no bytes today") == true)
            #expect(fileNames(in: dir).isEmpty, "nothing recorded")
        }
    }

    /// Checks `text` against a reference holding "a\nb" (recorded with `.lines`) with `strategy`.
    static func checkAgainstRecorded(
        _ text: String, as strategy: Snapshotting<String, String>, mode: SnapshotRecordMode, in dir: String
    ) -> SnapshotVerification {
        _ = SnapshotVerification.run(
            of: { "a\nb" }, as: .lines, named: "x", record: .missing, snapshotDirectory: dir,
            artifactsDirectory: dir + "/artifacts", filePath: "/src/T.swift", testName: "t()", isParameterized: false,
            environment: [:])
        return SnapshotVerification.run(
            of: { text }, as: strategy, named: "x", record: mode, snapshotDirectory: dir,
            artifactsDirectory: dir + "/artifacts", filePath: "/src/T.swift", testName: "t()", isParameterized: false,
            environment: [:])
    }

    /// A snapshot that cannot be encoded passes when it matches its reference (nothing needs its
    /// bytes), as in swift-snapshot-testing; `.all`, which compares bytes, fails with the reason.
    @Test(arguments: [SnapshotRecordMode.never, .missing, .failed, .all])
    func aMatchingSnapshotThatCannotBeEncoded(mode: SnapshotRecordMode) throws {
        try withScratchDirectory { dir in
            var diffing = Diffing<String>.lines
            diffing.toData = { _ in throw SnapshotError.encodingFailed(reason: "no bytes today") }
            let outcome = Self.checkAgainstRecorded(
                "a\nb", as: Snapshotting(pathExtension: "txt", diffing: diffing), mode: mode, in: dir)
            if mode == .all {
                #expect(outcome.failure?.contains("no bytes today") == true)
            } else {
                #expect(outcome.failure == nil)
            }
        }
    }

    /// A strategy whose decoding does not give back what it encoded (here `fromData` adds a line)
    /// still matches its own reference byte for byte, in every mode, as before reading the
    /// reference came first.
    @Test(arguments: [SnapshotRecordMode.never, .missing, .failed, .all])
    func equalBytesPassEvenWhenDecodingDoesNotRoundTrip(mode: SnapshotRecordMode) throws {
        try withScratchDirectory { dir in
            var diffing = Diffing<String>.lines
            let decode = diffing.fromData
            diffing.fromData = { try decode($0) + "\nextra" }
            let outcome = Self.checkAgainstRecorded(
                "a\nb", as: Snapshotting(pathExtension: "txt", diffing: diffing), mode: mode, in: dir)
            #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
            // A real change is still caught.
            let changed = Self.checkAgainstRecorded(
                "a\nc", as: Snapshotting(pathExtension: "txt", diffing: diffing), mode: .never, in: dir)
            #expect(changed.failure?.contains("does not match its reference") == true)
        }
    }
}
