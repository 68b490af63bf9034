import Testing

@testable import ProofSnapshot

@MainActor
@Suite("Reference and artifact paths")
struct SnapshotLocationTests {
    @Test(
        "Names are sanitized like swift-snapshot-testing",
        arguments: [
            Sanitized("myTest()", "myTest"), Sanitized("rendersBadge(scheme:size:)", "rendersBadge-scheme-size"),
            Sanitized("dark mode", "dark-mode"), Sanitized("test_under_score", "test_under_score"),
            Sanitized("--a..b--", "a-b"), Sanitized("Größe 2", "Größe-2"), Sanitized("()", "snapshot"),
            Sanitized("1", "1"),
        ])
    func sanitizes(sample: Sanitized) {
        #expect(SnapshotLocation.sanitize(sample.name) == sample.expected)
    }

    /// A test or snapshot name and the file-name part it sanitizes to.
    struct Sanitized: CustomTestStringConvertible, Sendable {
        let name: String
        let expected: String

        init(_ name: String, _ expected: String) {
            self.name = name
            self.expected = expected
        }

        var testDescription: String { "\(String(reflecting: name)) to \(String(reflecting: expected))" }
    }

    @Test("The default reference path is <test folder>/__Snapshots__/<TestFile>/<test>.<name>.<ext>")
    func defaultReferencePath() {
        let location = SnapshotLocation(
            filePath: "/repo/Tests/UITests/BadgeTests.swift", testName: "rendersBadge()", identifier: "dark mode",
            pathExtension: "png", snapshotDirectory: nil)
        #expect(location.referencePath == "/repo/Tests/UITests/__Snapshots__/BadgeTests/rendersBadge.dark-mode.png")
        #expect(location.actualArtifactPath(in: "/tmp/a") == "/tmp/a/BadgeTests/rendersBadge.dark-mode.png")
        let diff = DiffAttachment(name: "diff", pathExtension: "png", bytes: [])
        #expect(location.attachmentPath(diff, in: "/tmp/a") == "/tmp/a/BadgeTests/rendersBadge.dark-mode.diff.png")
    }

    @Test("snapshotDirectory replaces the reference folder; no extension gives no dot")
    func overriddenDirectory() {
        let location = SnapshotLocation(
            filePath: "/repo/Tests/UITests/BadgeTests.swift", testName: "t()", identifier: "1",
            pathExtension: nil, snapshotDirectory: "/golden/badges")
        #expect(location.referencePath == "/golden/badges/t.1")
        #expect(location.actualArtifactPath(in: "/art") == "/art/BadgeTests/t.1")
    }

    @Test(
        "Artifacts go to the explicit folder, else $SNAPSHOT_ARTIFACTS, else <tmp>/proof-snapshots",
        arguments: [
            ArtifactsFolder(
                name: "the explicit folder wins", explicit: "/explicit", environment: ["SNAPSHOT_ARTIFACTS": "/env"],
                temporary: "/tmp/", expected: "/explicit"),
            ArtifactsFolder(
                name: "SNAPSHOT_ARTIFACTS", explicit: nil, environment: ["SNAPSHOT_ARTIFACTS": "/env"],
                temporary: "/tmp/", expected: "/env"),
            ArtifactsFolder(
                name: "a blank SNAPSHOT_ARTIFACTS is ignored", explicit: nil, environment: ["SNAPSHOT_ARTIFACTS": " "],
                temporary: "/tmp/", expected: "/tmp/proof-snapshots"),
            ArtifactsFolder(
                name: "the temporary folder, without its trailing slashes", explicit: nil, environment: [:],
                temporary: "/var/tmp//", expected: "/var/tmp/proof-snapshots"),
        ])
    func artifactsDirectory(folder: ArtifactsFolder) {
        #expect(
            SnapshotLocation.artifactsDirectory(
                explicit: folder.explicit, environment: folder.environment, temporaryDirectory: folder.temporary)
                == folder.expected)
    }

    /// Where artifacts go given an explicit folder, the environment and the temporary folder.
    struct ArtifactsFolder: CustomTestStringConvertible, Sendable {
        let name: String
        let explicit: String?
        let environment: [String: String]
        let temporary: String
        let expected: String

        var testDescription: String { name }
    }

    @Test("Unnamed snapshots of one test are numbered 1, 2, 3 in call order")
    func counterNumbersUnnamedSnapshots() throws {
        try withScratchDirectory { dir in
            for text in ["first", "second", "third"] {
                _ = verifySnapshot(
                    of: text, as: .lines, record: .missing, snapshotDirectory: dir, artifactsDirectory: dir + "/a")
            }
            _ = verifySnapshot(
                of: "named", as: .lines, named: "extra", record: .missing, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            let test = "counterNumbersUnnamedSnapshots"
            #expect(
                fileNames(in: dir).filter { $0 != "a" } == [
                    "\(test).1.txt", "\(test).2.txt", "\(test).3.txt", "\(test).extra.txt",
                ])
            #expect(fileBytes(dir + "/\(test).2.txt") == Array("second".utf8))
        }
    }

    @Test("The counter is kept per reference folder and test name")
    func counterKeys() {
        let counter = SnapshotCounter()
        #expect(counter.next(for: "/a/t") == 1)
        #expect(counter.next(for: "/a/t") == 2)
        #expect(counter.next(for: "/a/u") == 1)
        #expect(counter.next(for: "/b/t") == 1)
    }

    @Test("Atomic writes leave only the target file and replace it whole")
    func atomicWrite() throws {
        try withScratchDirectory { dir in
            let path = dir + "/nested/deeper/file.bin"
            try SnapshotFileSystem.writeAtomically([1, 2, 3], to: path)
            try SnapshotFileSystem.writeAtomically([4, 5], to: path)
            #expect(fileBytes(path) == [4, 5])
            #expect(fileNames(in: dir + "/nested/deeper") == ["file.bin"])
        }
    }

    @Test("File errors say which path and why")
    func fileErrors() throws {
        try withScratchDirectory { dir in
            #expect(throws: SnapshotError.cannotRead(path: dir + "/absent", reason: "No such file or directory")) {
                try SnapshotFileSystem.read(dir + "/absent")
            }
            try writeFile([0], to: dir + "/plain")
            do throws(SnapshotError) {
                try SnapshotFileSystem.writeAtomically([1], to: dir + "/plain/child.png")
                Issue.record("writing under a regular file must fail")
            } catch {
                #expect(
                    error
                        == .cannotCreateDirectory(
                            path: dir + "/plain", reason: "\(dir)/plain exists and is not a folder"))
                #expect(error.description.hasPrefix("cannot create the folder \(dir)/plain"))
            }
        }
    }
}
