import Testing

@testable import ProofSnapshot

@MainActor
@Suite("Record mode: parsing and precedence")
struct RecordModeTests {
    @Test(
        "Environment values parse to modes",
        arguments: [
            Parsed("never", .never), Parsed("missing", .missing), Parsed("failed", .failed), Parsed("all", .all),
            Parsed("ALL", .all), Parsed("  Never\n", .never), Parsed("true", .all), Parsed("1", .all),
            Parsed("false", .missing), Parsed("0", .missing),
        ])
    func parsesValues(sample: Parsed) {
        #expect(SnapshotRecordMode(environmentValue: sample.value) == sample.expected)
    }

    /// An environment value and the mode it parses to.
    struct Parsed: CustomTestStringConvertible, Sendable {
        let value: String
        let expected: SnapshotRecordMode

        init(_ value: String, _ expected: SnapshotRecordMode) {
            self.value = value
            self.expected = expected
        }

        var testDescription: String { "\(String(reflecting: value)) is \(expected)" }
    }

    @Test("Unknown values do not parse", arguments: ["", "yes", "record", "2", "al l", "none"])
    func rejectsUnknownValues(value: String) {
        #expect(SnapshotRecordMode(environmentValue: value) == nil)
    }

    @Test(
        "explicit > PROOF_RECORD > SNAPSHOT_TESTING_RECORD > .missing",
        arguments: [
            Precedence("nothing set", nil, [:], .missing),
            Precedence("SNAPSHOT_TESTING_RECORD alone", nil, ["SNAPSHOT_TESTING_RECORD": "failed"], .failed),
            Precedence(
                "PROOF_RECORD over SNAPSHOT_TESTING_RECORD", nil,
                ["PROOF_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"], .never),
            Precedence(
                "an empty PROOF_RECORD is unset", nil, ["PROOF_RECORD": "", "SNAPSHOT_TESTING_RECORD": "all"], .all),
            Precedence(
                "blank values are unset", nil, ["PROOF_RECORD": "  ", "SNAPSHOT_TESTING_RECORD": ""], .missing),
            Precedence(
                "explicit over both variables", .all,
                ["PROOF_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "never"], .all),
            Precedence("explicit over an unknown value", .never, ["PROOF_RECORD": "bogus"], .never),
            Precedence(
                "PROOF_RECORD decides, an unknown SNAPSHOT_TESTING_RECORD is not read", nil,
                ["PROOF_RECORD": "all", "SNAPSHOT_TESTING_RECORD": "bogus"], .all),
        ])
    func precedence(sample: Precedence) throws {
        #expect(
            try SnapshotRecordMode.resolve(explicit: sample.explicit, environment: sample.environment)
                == sample.expected)
    }

    /// An explicit mode and an environment, and the mode they resolve to.
    struct Precedence: CustomTestStringConvertible, Sendable {
        let name: String
        let explicit: SnapshotRecordMode?
        let environment: [String: String]
        let expected: SnapshotRecordMode

        init(
            _ name: String, _ explicit: SnapshotRecordMode?, _ environment: [String: String],
            _ expected: SnapshotRecordMode
        ) {
            self.name = name
            self.explicit = explicit
            self.environment = environment
            self.expected = expected
        }

        var testDescription: String { name }
    }

    @Test(
        "An unknown value of the deciding variable is an error naming it",
        arguments: [UnknownValue("PROOF_RECORD", "sometimes"), UnknownValue("SNAPSHOT_TESTING_RECORD", "yes")])
    func unknownValueThrows(sample: UnknownValue) {
        let variable = sample.variable
        let value = sample.value
        let environment = [variable: value]
        #expect(throws: SnapshotError.invalidRecordMode(variable: variable, value: value)) {
            try SnapshotRecordMode.resolve(explicit: nil, environment: environment)
        }
        let message = SnapshotError.invalidRecordMode(variable: variable, value: value).description
        #expect(message.contains("\(variable)=\"\(value)\""))
        #expect(message.contains("never, missing, failed, all"))
    }

    /// A variable set to a value that is not a mode.
    struct UnknownValue: CustomTestStringConvertible, Sendable {
        let variable: String
        let value: String

        init(_ variable: String, _ value: String) {
            self.variable = variable
            self.value = value
        }

        var testDescription: String { "\(variable)=\(value)" }
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
