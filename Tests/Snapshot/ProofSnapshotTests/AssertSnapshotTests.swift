import ProofSnapshot
import Testing

@MainActor
@Suite("assertSnapshot reports through Swift Testing")
struct AssertSnapshotTests {
    @Test("A mismatch records an issue whose comment is the failure message")
    func mismatchRecordsIssue() throws {
        try withScratchDirectory { dir in
            try writeFile(Array("expected".utf8), to: dir + "/mismatchRecordsIssue.x.txt")
            withKnownIssue {
                assertSnapshot(
                    of: "actual", as: .lines, named: "x", record: .never, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a")
            } matching: { issue in
                let comment = issue.comments.first?.rawValue ?? ""
                return comment.hasPrefix("Snapshot mismatchRecordsIssue.x.txt does not match its reference.")
                    && comment.contains("-expected\n+actual")
                    && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
            }
        }
    }

    @Test("Recording a missing reference is reported as an issue")
    func recordingRecordsIssue() throws {
        try withScratchDirectory { dir in
            withKnownIssue {
                assertSnapshot(
                    of: "new", as: .lines, named: "x", record: .missing, snapshotDirectory: dir,
                    artifactsDirectory: dir + "/a")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix(
                    "Recorded a new reference at \(dir)/recordingRecordsIssue.x.txt") == true
            }
            #expect(fileBytes(dir + "/recordingRecordsIssue.x.txt") == Array("new".utf8))
        }
    }

    @Test("A match records nothing")
    func matchIsSilent() throws {
        try withScratchDirectory { dir in
            try writeFile(Array("same".utf8), to: dir + "/matchIsSilent.x.txt")
            assertSnapshot(
                of: "same", as: .lines, named: "x", record: .never, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
        }
    }

    @Test("Parameterized tests must name their snapshots", arguments: ["a", "b"])
    func parameterizedNeedsName(argument: String) throws {
        try withScratchDirectory { dir in
            let unnamed = verifySnapshot(
                of: argument, as: .lines, record: .all, snapshotDirectory: dir, artifactsDirectory: dir + "/a")
            #expect(unnamed?.contains("is parameterized: pass `named:`") == true)
            #expect(fileNames(in: dir) == [])
            let named = verifySnapshot(
                of: argument, as: .lines, named: argument, record: .all, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            #expect(
                named?.hasPrefix("Recorded a new reference at \(dir)/parameterizedNeedsName-argument.\(argument).txt")
                    == true)
        }
    }
}
