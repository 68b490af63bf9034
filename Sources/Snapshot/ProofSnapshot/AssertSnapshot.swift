import Foundation

/// Asserts that `value`, snapshotted with `snapshotting`, matches the reference file on disk, and
/// reports a failure to Swift Testing or XCTest otherwise (see `verifySnapshot` for the rules).
///
/// - Parameters:
///   - value: the value to snapshot; an error it throws fails the assertion.
///   - snapshotting: the strategy, such as `.image` or `.lines`.
///   - name: names the reference (`<test>.<name>.<ext>`); without it unnamed snapshots of a test
///     are numbered 1, 2, 3… Required in parameterized tests.
///   - recording: the record mode; nil reads `PROOF_RECORD`, then `SNAPSHOT_TESTING_RECORD`, then
///     uses `.missing`.
///   - snapshotDirectory: the folder of the reference, instead of
///     `<test file folder>/__Snapshots__/<test file name>`.
///   - artifactsDirectory: where failing snapshots and diff images go, instead of
///     `$SNAPSHOT_ARTIFACTS` or `<temporary folder>/proof-snapshots`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let outcome = SnapshotVerification.run(
        of: value, as: snapshotting, named: name, record: recording, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, filePath: "\(filePath)", testName: testName,
        isParameterized: FailureReporter.isInParameterizedTestCase, environment: ProcessInfo.processInfo.environment)
    guard let failure = outcome.failure else { return }
    FailureReporter.report(
        failure, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks `value` against its reference like `assertSnapshot` and returns the failure message
/// instead of reporting it; nil means it matched.
///
/// A reference the strategy's `diff` finds equal passes (the new snapshot is not encoded then, as in
/// swift-snapshot-testing), and so do equal bytes. A missing reference fails under `.never` and is
/// otherwise recorded, which also fails ("Recorded a new reference…"). A difference fails under
/// `.never` and `.missing`; `.failed` and `.all` rewrite the reference and fail. `.all` also
/// rewrites references whose bytes differ while the strategy finds the values equal. On failure
/// the new snapshot and the diff image are written to the artifacts folder, and the message gives
/// their paths.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotVerification.run(
        of: value, as: snapshotting, named: name, record: recording, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, filePath: "\(filePath)", testName: testName,
        isParameterized: FailureReporter.isInParameterizedTestCase, environment: ProcessInfo.processInfo.environment
    ).failure
}
