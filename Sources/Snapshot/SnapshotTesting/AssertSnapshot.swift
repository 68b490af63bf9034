import Foundation
import ProofSnapshot

/// Asserts that `value`, snapshotted with `snapshotting`, matches its reference file, as
/// swift-snapshot-testing's `assertSnapshot` does, and records a failure with Swift Testing (inside
/// a `@Test`) or XCTest otherwise.
///
/// The reference is `__Snapshots__/<test file>/<test name>.<n or name>.<extension>` beside the test
/// file. `record` true is `.all` and false `.missing`; nil uses the enclosing `withSnapshotTesting`
/// or `.snapshots` scope, then `isRecording`, then `PROOF_RECORD` / `SNAPSHOT_TESTING_RECORD`, then
/// `.missing`. Where Proof differs: a parameterized Swift Testing test must pass `named:` (numbered
/// names would depend on which case runs first), and failures also write the new snapshot and the
/// difference to `$SNAPSHOT_ARTIFACTS` (else a temporary folder) and give their paths.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let outcome = SnapshotAssertion.verify(
        of: value, as: snapshotting, named: name, record: recording, snapshotDirectory: nil, timeout: timeout,
        filePath: "\(filePath)", testName: testName)
    guard let failure = outcome.failure else { return }
    FailureReporter.report(
        failure, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts `value` against each named strategy (`named:` is the key: `testName.iPhone.png`).
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // Sorted by name, so that the order of the assertions (and of their failures) is stable.
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts `value` against each strategy, numbering the references in order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Checks `value` like `assertSnapshot` and returns the failure message instead of recording it;
/// nil means it matched. `snapshotDirectory` replaces the `__Snapshots__/<test file>` folder.
/// (swift-snapshot-testing's `file` default is `#file`, which Swift 6 shortens to `Module/File.swift`;
/// this one is `#filePath`, the full path its folder is found from.)
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotAssertion.verify(
        of: value, as: snapshotting, named: name, record: recording, snapshotDirectory: snapshotDirectory,
        timeout: timeout, filePath: "\(filePath)", testName: testName
    ).failure
}

/// The one path every assertion takes into Proof's snapshot engine.
enum SnapshotAssertion {
    /// The engine's verdict on `value`, with the scope's record mode and diff tool applied.
    static func verify<Value, Format>(
        of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
        record recording: Bool?, snapshotDirectory: String?, timeout: TimeInterval, filePath: String, testName: String
    ) -> SnapshotVerification {
        let scope = SnapshotTestingConfiguration.current
        let record =
            recording.map { $0 ? SnapshotTestingConfiguration.Record.all : .missing }
            ?? scope?.record ?? GlobalSnapshotSettings.record
        var outcome = SnapshotVerification.run(
            of: value, as: snapshotting.engineStrategy(timeout: timeout), named: name, record: record?.mode,
            snapshotDirectory: snapshotDirectory, artifactsDirectory: nil, filePath: filePath, testName: testName,
            isParameterized: FailureReporter.isInParameterizedTestCase,
            environment: ProcessInfo.processInfo.environment, allRecordsEvenEqual: true)
        if let failure = outcome.failure, let mismatch = outcome.mismatch,
            let tool = scope?.diffTool ?? GlobalSnapshotSettings.configuredDiffTool
        {
            outcome.failure =
                failure + "\n\n" + tool(currentFilePath: mismatch.referencePath, failedFilePath: mismatch.actualPath)
        }
        return outcome
    }
}
