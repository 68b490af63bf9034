import Raster
import Testing

@testable import ProofSnapshot

/// What is on disk before the assertion.
enum ReferenceState: String, CaseIterable, CustomTestStringConvertible {
    /// No reference file.
    case missing
    /// The reference holds exactly the new snapshot's bytes.
    case identical
    /// The reference decodes to the same pixels but was encoded differently (RGBA instead of grey).
    case samePixelsOtherBytes
    /// The reference has one different pixel.
    case different

    var testDescription: String { rawValue }
}

/// What the assertion must do.
struct Expectation {
    /// The start of the failure message, or nil for a pass.
    var failurePrefix: String?
    /// Whether the reference must hold the new snapshot afterwards (else it must be unchanged).
    var rewritten: Bool
    /// Whether the new snapshot must be in the artifacts folder.
    var actualArtifact: Bool
}

/// The documented behaviour, one row per record mode and reference state.
let behaviour: [SnapshotRecordMode: [ReferenceState: Expectation]] = [
    .never: [
        .missing: Expectation(failurePrefix: "No reference at", rewritten: false, actualArtifact: true),
        .identical: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .samePixelsOtherBytes: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .different: Expectation(failurePrefix: "Snapshot ", rewritten: false, actualArtifact: true),
    ],
    .missing: [
        .missing: Expectation(failurePrefix: "Recorded a new reference", rewritten: true, actualArtifact: false),
        .identical: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .samePixelsOtherBytes: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .different: Expectation(failurePrefix: "Snapshot ", rewritten: false, actualArtifact: true),
    ],
    .failed: [
        .missing: Expectation(failurePrefix: "Recorded a new reference", rewritten: true, actualArtifact: false),
        .identical: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .samePixelsOtherBytes: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .different: Expectation(failurePrefix: "Recorded a new reference", rewritten: true, actualArtifact: false),
    ],
    .all: [
        .missing: Expectation(failurePrefix: "Recorded a new reference", rewritten: true, actualArtifact: false),
        .identical: Expectation(failurePrefix: nil, rewritten: false, actualArtifact: false),
        .samePixelsOtherBytes: Expectation(
            failurePrefix: "Recorded a new reference", rewritten: true, actualArtifact: false),
        .different: Expectation(failurePrefix: "Recorded a new reference", rewritten: true, actualArtifact: false),
    ],
]

@MainActor
@Suite("Record modes: what is compared, written and reported")
struct RecordingBehaviourTests {
    @Test(
        "Each record mode against each reference state", arguments: SnapshotRecordMode.allCases, ReferenceState.allCases
    )
    func behaviourTable(mode: SnapshotRecordMode, state: ReferenceState) throws {
        let expectation = try #require(behaviour[mode]?[state])
        try withScratchDirectory { dir in
            let artifacts = dir + "/artifacts"
            let actual = try solidBitmap(width: 6, height: 4, 90, 90, 90)
            let actualPNG = try PNGCodec.encode(actual)
            let reference = dir + "/refs/behaviourTable-mode-state.badge.png"
            let before: [UInt8]?
            switch state {
            case .missing: before = nil
            case .identical: before = actualPNG
            case .samePixelsOtherBytes: before = try PNGCodec.encode(actual, options: PNGEncodingOptions(format: .rgba))
            case .different: before = try PNGCodec.encode(actual.setting(x: 1, y: 2, [200, 0, 0, 255]))
            }
            if let before {
                #expect(before != actualPNG || state == .identical)
                try writeFile(before, to: reference)
            }

            let failure = verifySnapshot(
                of: actual, as: .image, named: "badge", record: mode, snapshotDirectory: dir + "/refs",
                artifactsDirectory: artifacts)

            if let prefix = expectation.failurePrefix {
                let message = try #require(failure, "expected a failure starting with \(prefix)")
                #expect(message.hasPrefix(prefix), "\(message)")
                #expect(message.contains(reference), "the message names the reference: \(message)")
            } else {
                #expect(failure == nil)
            }
            #expect(fileBytes(reference) == (expectation.rewritten ? actualPNG : before))
            let artifact = artifacts + "/RecordingBehaviourTests/behaviourTable-mode-state.badge.png"
            #expect(fileBytes(artifact) == (expectation.actualArtifact ? actualPNG : nil))
            if expectation.actualArtifact {
                #expect(failure?.contains("actual: \(artifact)") == true)
            }
            #expect(fileNames(in: dir + "/refs").allSatisfy { !$0.hasPrefix(".") }, "no temporary file is left behind")
        }
    }

    @Test("Record, then verify: the second run passes and leaves the file alone")
    func roundTrip() throws {
        try withScratchDirectory { dir in
            let bitmap = try solidBitmap(width: 5, height: 3, 10, 120, 240, alpha: 200)
            let first = verifySnapshot(
                of: bitmap, as: .image, record: .missing, snapshotDirectory: dir, artifactsDirectory: dir + "/a")
            #expect(first?.hasPrefix("Recorded a new reference at \(dir)/roundTrip.1.png") == true)
            let stored = try #require(fileBytes(dir + "/roundTrip.1.png"))
            #expect(try PNGCodec.decode(stored) == bitmap)
            let second = verifySnapshot(
                of: bitmap, as: .image, named: "1", record: .never, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            #expect(second == nil)
            #expect(fileBytes(dir + "/roundTrip.1.png") == stored)
        }
    }

    @Test("A corrupt reference fails with a clear message; .failed replaces it")
    func corruptReference() throws {
        try withScratchDirectory { dir in
            let path = dir + "/corruptReference.x.png"
            try writeFile(Array("not a png".utf8), to: path)
            let bitmap = try solidBitmap(width: 2, height: 2, 0, 0, 0)
            let failure = try #require(
                verifySnapshot(
                    of: bitmap, as: .image, named: "x", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a"))
            #expect(failure.contains("the reference \(path) cannot be decoded (cannot decode PNG:"))
            #expect(failure.contains("PROOF_RECORD=failed"))
            #expect(
                fileBytes(dir + "/a/RecordingBehaviourTests/corruptReference.x.png") == (try PNGCodec.encode(bitmap)))
            #expect(fileBytes(path) == Array("not a png".utf8), "the damaged reference is kept under .never")

            let replaced = verifySnapshot(
                of: bitmap, as: .image, named: "x", record: .failed, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            #expect(replaced?.hasPrefix("Recorded a new reference") == true)
            #expect(try PNGCodec.read(contentsOf: path) == bitmap)
        }
    }

    @Test("A failing snapshot writes the new image and the diff strip where the message says; a pass removes them")
    func artifactsWrittenAndCleared() throws {
        try withScratchDirectory { dir in
            let artifacts = dir + "/artifacts"
            let expected = try solidBitmap(width: 4, height: 3, 255, 255, 255)
            let actual = expected.setting(x: 2, y: 1, [0, 0, 0, 255])
            try PNGCodec.write(expected, to: dir + "/artifactsWrittenAndCleared.card.png")

            let failure = try #require(
                verifySnapshot(
                    of: actual, as: .image, named: "card", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: artifacts))
            let folder = artifacts + "/RecordingBehaviourTests"
            #expect(
                fileNames(in: folder) == [
                    "artifactsWrittenAndCleared.card.diff.png", "artifactsWrittenAndCleared.card.png",
                ])
            #expect(failure.contains("actual: \(folder)/artifactsWrittenAndCleared.card.png"))
            #expect(failure.contains("diff: \(folder)/artifactsWrittenAndCleared.card.diff.png"))
            #expect(try PNGCodec.read(contentsOf: folder + "/artifactsWrittenAndCleared.card.png") == actual)
            let strip = try PNGCodec.read(contentsOf: folder + "/artifactsWrittenAndCleared.card.diff.png")
            #expect(strip.width == 12 && strip.height == 3)
            #expect(strip.rgba(x: 4 + 2, y: 1) == DiffStrip.failingColor)

            #expect(
                verifySnapshot(
                    of: expected, as: .image, named: "card", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: artifacts) == nil)
            #expect(fileNames(in: folder) == [], "stale artifacts of a passing snapshot are deleted")
        }
    }

    @Test("An artifacts folder that is the reference folder is refused, not used")
    func artifactsFolderCollision() throws {
        try withScratchDirectory { dir in
            let references = dir + "/Stem"
            let reference = references + "/artifactsFolderCollision.x.txt"
            try writeFile(Array("old".utf8), to: reference)
            let failure = try #require(
                verifySnapshot(
                    of: "new", as: .lines, named: "x", record: .never, snapshotDirectory: references,
                    artifactsDirectory: dir, filePath: "/src/Stem.swift"))
            #expect(failure.contains("is the reference folder"))
            #expect(fileBytes(reference) == Array("old".utf8))
            #expect(
                verifySnapshot(
                    of: "old", as: .lines, named: "x", record: .never, snapshotDirectory: references,
                    artifactsDirectory: dir, filePath: "/src/Stem.swift") == nil)
            #expect(
                fileBytes(reference) == Array("old".utf8), "a pass must not delete the reference as a stale artifact")
        }
    }

    @Test("An error thrown while taking the snapshot fails the assertion with that error")
    func throwingValue() throws {
        struct RenderFailure: Error, CustomStringConvertible {
            var description: String { "the view has no size" }
        }
        try withScratchDirectory { dir in
            let strategy = Snapshotting<String, String>.lines.pullback { (_: Int) -> String in throw RenderFailure() }
            let failure = verifySnapshot(
                of: 1, as: strategy, named: "x", record: .all, snapshotDirectory: dir, artifactsDirectory: dir)
            #expect(failure == "could not take the snapshot: the view has no size")
            #expect(fileNames(in: dir) == [])
        }
    }
}
