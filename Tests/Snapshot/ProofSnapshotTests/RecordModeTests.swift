import Testing

@testable import ProofSnapshot

@Suite("Record mode: parsing and precedence")
struct RecordModeTests {
    @Test(
        "Environment values parse to modes",
        arguments: [
            ("never", SnapshotRecordMode.never), ("missing", .missing), ("failed", .failed), ("all", .all),
            ("ALL", .all), ("  Never\n", .never), ("true", .all), ("1", .all), ("false", .missing), ("0", .missing),
        ])
    func parsesValues(value: String, expected: SnapshotRecordMode) {
        #expect(SnapshotRecordMode(environmentValue: value) == expected)
    }

    @Test("Unknown values do not parse", arguments: ["", "yes", "record", "2", "al l", "none"])
    func rejectsUnknownValues(value: String) {
        #expect(SnapshotRecordMode(environmentValue: value) == nil)
    }

    @Test(
        "explicit > PROOF_RECORD > SNAPSHOT_TESTING_RECORD > .missing",
        arguments: [
            (SnapshotRecordMode?.none, [String: String](), SnapshotRecordMode.missing),
            (nil, ["SNAPSHOT_TESTING_RECORD": "failed"], .failed),
            (nil, ["PROOF_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"], .never),
            (nil, ["PROOF_RECORD": "", "SNAPSHOT_TESTING_RECORD": "all"], .all),
            (nil, ["PROOF_RECORD": "  ", "SNAPSHOT_TESTING_RECORD": ""], .missing),
            (.all, ["PROOF_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "never"], .all),
            (.never, ["PROOF_RECORD": "bogus"], .never),
            (nil, ["PROOF_RECORD": "all", "SNAPSHOT_TESTING_RECORD": "bogus"], .all),
        ])
    func precedence(explicit: SnapshotRecordMode?, environment: [String: String], expected: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.resolve(explicit: explicit, environment: environment) == expected)
    }

    @Test(
        "An unknown value of the deciding variable is an error naming it",
        arguments: [
            (["PROOF_RECORD": "sometimes"], "PROOF_RECORD", "sometimes"),
            (["SNAPSHOT_TESTING_RECORD": "yes"], "SNAPSHOT_TESTING_RECORD", "yes"),
        ])
    func unknownValueThrows(environment: [String: String], variable: String, value: String) {
        #expect(throws: SnapshotError.invalidRecordMode(variable: variable, value: value)) {
            try SnapshotRecordMode.resolve(explicit: nil, environment: environment)
        }
        let message = SnapshotError.invalidRecordMode(variable: variable, value: value).description
        #expect(message.contains("\(variable)=\"\(value)\""))
        #expect(message.contains("never, missing, failed, all"))
    }

    @Test("An unknown environment value fails the assertion instead of being ignored")
    func unknownValueFailsVerification() throws {
        try withScratchDirectory { dir in
            let outcome = SnapshotVerification.run(
                of: { "text" }, as: .lines, named: "x", record: nil, snapshotDirectory: dir,
                artifactsDirectory: dir + "/artifacts", filePath: "/src/T.swift", testName: "t()",
                isParameterized: false, environment: ["PROOF_RECORD": "sometimes"])
            let failure = try #require(outcome.failure)
            #expect(failure.contains("PROOF_RECORD=\"sometimes\" is not a record mode"))
            #expect(fileNames(in: dir) == [], "nothing may be recorded when the mode is unknown")
        }
    }

    @Test("The message names where the mode came from")
    func messageNamesOrigin() throws {
        try withScratchDirectory { dir in
            let outcome = SnapshotVerification.run(
                of: { "text" }, as: .lines, named: "x", record: nil, snapshotDirectory: dir,
                artifactsDirectory: dir + "/artifacts", filePath: "/src/T.swift", testName: "t()",
                isParameterized: false, environment: ["SNAPSHOT_TESTING_RECORD": "never"])
            let failure = try #require(outcome.failure)
            #expect(failure.contains("record mode .never (SNAPSHOT_TESTING_RECORD=never)"))
        }
    }
}
