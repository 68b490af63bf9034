import Testing

@testable import ProofSnapshot

@Suite("Reference and artifact paths")
struct SnapshotLocationTests {
    @Test(
        "Names are sanitized like swift-snapshot-testing",
        arguments: [
            ("myTest()", "myTest"), ("rendersBadge(scheme:size:)", "rendersBadge-scheme-size"),
            ("dark mode", "dark-mode"), ("test_under_score", "test_under_score"), ("--a..b--", "a-b"),
            ("Größe 2", "Größe-2"), ("()", "snapshot"), ("1", "1"),
        ])
    func sanitizes(name: String, expected: String) {
        #expect(SnapshotLocation.sanitize(name) == expected)
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
            (String?.some("/explicit"), ["SNAPSHOT_ARTIFACTS": "/env"], "/tmp/", "/explicit"),
            (nil, ["SNAPSHOT_ARTIFACTS": "/env"], "/tmp/", "/env"),
            (nil, ["SNAPSHOT_ARTIFACTS": " "], "/tmp/", "/tmp/proof-snapshots"),
            (nil, [:], "/var/tmp//", "/var/tmp/proof-snapshots"),
        ])
    func artifactsDirectory(explicit: String?, environment: [String: String], temporary: String, expected: String) {
        #expect(
            SnapshotLocation.artifactsDirectory(
                explicit: explicit, environment: environment, temporaryDirectory: temporary)
                == expected)
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
