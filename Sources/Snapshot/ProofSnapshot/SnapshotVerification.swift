import Foundation

/// The outcome of checking one snapshot against its reference, with the files to attach.
///
/// Rules, whatever the strategy:
/// - Under `.never`, `.missing` and `.failed`, a reference that the strategy's `fromData` decodes
///   to a value its `diff` calls equal to the new snapshot passes, and nothing is written, as in
///   swift-snapshot-testing. The new snapshot is encoded (`toData`) only when its bytes are needed:
///   for images, encoding the PNG costs about twice as much as decoding the reference and
///   comparing pixels (a 3x card: 7.3 ms against 2.7–4.0 ms, `proof-ui-bench --snapshots`), so a
///   passing image assertion skips it (3.0–4.1 ms, not 7.6–8.9). One consequence: a new snapshot
///   that cannot be encoded still passes when it matches its reference.
/// - Reference bytes equal to the new snapshot's bytes pass too, even when decoding the reference
///   does not give back exactly what was encoded.
/// - Missing reference: `.never` fails (the new snapshot goes to the artifacts folder); the other
///   modes record it and fail with "Recorded a new reference", so a run that writes a reference is
///   never green.
/// - `.all` compares the encoded bytes first: equal bytes pass (or are rewritten too with
///   `allRecordsEvenEqual`); different bytes rewrite the file (and fail, as every write does), even
///   when `diff` calls the values equal.
/// - A real difference (or a reference that does not decode): `.failed` and `.all` rewrite the
///   reference and fail with "Recorded a new reference"; `.never` and `.missing` fail with the
///   difference. In both cases the new snapshot and the strategy's attachments (the diff image)
///   are written to the artifacts folder and their paths are in the message.
/// - When a snapshot passes, its old artifacts are deleted, so the artifacts folder holds only
///   current failures.
package struct SnapshotVerification {
    /// Why the assertion fails, or nil when it passes.
    package var failure: String?
    /// Files for the test report: the new snapshot and the strategy's attachments, named by
    /// their artifact file names.
    package var attachments: [DiffAttachment] = []
    /// For a snapshot that does not match its reference: the reference's path and the path the new
    /// snapshot was written to, for a diff tool.
    package var mismatch: (referencePath: String, actualPath: String)?

    /// A passing outcome.
    static let passed = SnapshotVerification(failure: nil)

    /// Checks `value` as described on the type. `isParameterized` says whether the calling test
    /// runs one case of several arguments, where `named:` is required. `allRecordsEvenEqual` makes
    /// `.all` record (and fail) when the bytes are equal too, as swift-snapshot-testing's does.
    package static func run<Value, Format>(
        of value: () throws -> Value,
        as snapshotting: Snapshotting<Value, Format>,
        named name: String?,
        record: SnapshotRecordMode?,
        snapshotDirectory: String?,
        artifactsDirectory: String?,
        filePath: String,
        testName: String,
        isParameterized: Bool,
        environment: [String: String],
        counter: SnapshotCounter = .shared,
        allRecordsEvenEqual: Bool = false
    ) -> SnapshotVerification {
        if name == nil, isParameterized {
            return SnapshotVerification(
                failure: SnapshotError.parameterizedTestNeedsName(testName: testName).description)
        }
        let identifier: String
        if let name {
            identifier = name
        } else {
            let folder = SnapshotLocation(
                filePath: filePath, testName: testName, identifier: "", pathExtension: nil,
                snapshotDirectory: snapshotDirectory
            ).referenceDirectory
            identifier = String(counter.next(for: folder + "/" + SnapshotLocation.sanitize(testName)))
        }
        let location = SnapshotLocation(
            filePath: filePath, testName: testName, identifier: identifier,
            pathExtension: snapshotting.pathExtension, snapshotDirectory: snapshotDirectory)
        let artifacts = SnapshotLocation.artifactsDirectory(
            explicit: artifactsDirectory, environment: environment,
            temporaryDirectory: FileManager.default.temporaryDirectory.path)
        let run = Run(location: location, artifactsDirectory: artifacts)

        let mode: SnapshotRecordMode
        let origin: String
        do {
            (mode, origin) = try SnapshotRecordMode.resolveWithOrigin(explicit: record, environment: environment)
        } catch {
            return SnapshotVerification(failure: error.description)
        }
        let actual: Format
        do {
            actual = try snapshotting.snapshot(value())
        } catch {
            return SnapshotVerification(failure: SnapshotError.snapshotFailed(reason: "\(error)").description)
        }
        // The new snapshot is encoded only where its bytes are needed: to write them, or under
        // `.all` to compare them. An encoding failure fails the assertion there.
        func withActualBytes(_ body: ([UInt8]) -> SnapshotVerification) -> SnapshotVerification {
            do {
                return body(try snapshotting.diffing.toData(actual))
            } catch let error as SnapshotError {
                return SnapshotVerification(failure: error.description)
            } catch {
                return SnapshotVerification(failure: SnapshotError.encodingFailed(reason: "\(error)").description)
            }
        }
        let modeText = "record mode .\(mode.rawValue) (\(origin))"

        guard SnapshotFileSystem.exists(location.referencePath) else {
            return withActualBytes { bytes in
                if mode == .never {
                    return run.fail(
                        "No reference at \(location.referencePath), and \(modeText) does not record one.",
                        actual: bytes, attachments: [],
                        advice: "To record it, run with PROOF_RECORD=missing (or pass record: .missing).")
                }
                return run.record(
                    bytes, headline: "Recorded a new reference at \(location.referencePath) (\(modeText)).",
                    attachments: [])
            }
        }

        let referenceBytes: [UInt8]
        do {
            referenceBytes = try SnapshotFileSystem.read(location.referencePath)
        } catch {
            return withActualBytes { run.fail(error.description, actual: $0, attachments: [], advice: nil) }
        }

        // The reference decoded and compared with the new snapshot: nil when `diff` finds them equal.
        func difference() -> (message: String, attachments: [DiffAttachment])? {
            do {
                let expected = try snapshotting.diffing.fromData(referenceBytes)
                return snapshotting.diffing.diff(expected, actual).map { ($0.0, $0.1) }
            } catch {
                let reason = (error as? SnapshotError).map {
                    if case .undecodableData(let r) = $0 { r } else { $0.description }
                }
                let problem = SnapshotError.undecodableReference(
                    path: location.referencePath, reason: reason ?? "\(error)")
                return (problem.description, [])
            }
        }

        if mode == .all {
            return withActualBytes { bytes in
                if bytes == referenceBytes {
                    // swift-snapshot-testing's `.all` records and fails even then, so that a
                    // `record: true` left in a test fails every run until it is removed.
                    guard allRecordsEvenEqual else {
                        run.removeStaleArtifacts()
                        return .passed
                    }
                    return run.record(
                        bytes, headline: "Recorded the reference at \(location.referencePath) again (\(modeText)).",
                        attachments: [])
                }
                let difference = difference()
                let why = difference?.message ?? "The values are equal but the stored bytes differ (another encoding)."
                return run.record(
                    bytes,
                    headline:
                        "Recorded a new reference at \(location.referencePath) (\(modeText)); the old one differed:\n"
                        + why,
                    attachments: difference?.attachments ?? [])
            }
        }
        guard let difference = difference() else {
            run.removeStaleArtifacts()
            return .passed
        }
        return withActualBytes { bytes in
            // Equal bytes pass even so: a strategy whose decoding does not give back exactly what it
            // encoded (an image with colour above alpha, an empty file for an image without pixels)
            // still matches its own reference.
            if bytes == referenceBytes {
                run.removeStaleArtifacts()
                return .passed
            }
            if mode == .failed {
                return run.record(
                    bytes,
                    headline:
                        "Recorded a new reference at \(location.referencePath) (\(modeText));"
                        + " the old one did not match:\n" + difference.message,
                    attachments: difference.attachments)
            }
            var outcome = run.fail(
                "Snapshot \(location.fileName) does not match its reference.\n" + difference.message
                    + "\nreference: \(location.referencePath)",
                actual: bytes, attachments: difference.attachments,
                advice: "If the change is intended, run with PROOF_RECORD=failed to rewrite failing references.")
            outcome.mismatch = (location.referencePath, location.actualArtifactPath(in: artifacts))
            return outcome
        }
    }
}

extension SnapshotVerification {
    /// The file work of one verification.
    private struct Run {
        /// Where the reference lives.
        var location: SnapshotLocation
        /// The resolved artifacts folder.
        var artifactsDirectory: String

        /// A failure whose message is `headline`, the artifact paths (writing them) and `advice`.
        func fail(
            _ headline: String, actual: [UInt8], attachments: [DiffAttachment], advice: String?
        ) -> SnapshotVerification {
            let (lines, files) = writeArtifacts(actual: actual, attachments: attachments)
            let message = ([headline] + lines + (advice.map { [$0] } ?? [])).joined(separator: "\n")
            return SnapshotVerification(failure: message, attachments: files)
        }

        /// Writes `bytes` as the reference and fails with `headline` (or with the write error);
        /// `attachments` (the difference from the replaced reference) go to the artifacts folder.
        func record(_ bytes: [UInt8], headline: String, attachments: [DiffAttachment]) -> SnapshotVerification {
            removeStaleArtifacts()
            do {
                try SnapshotFileSystem.writeAtomically(bytes, to: location.referencePath)
            } catch {
                return fail(
                    "Could not record the reference: \(error.description)", actual: bytes, attachments: attachments,
                    advice: nil)
            }
            var lines = [headline]
            var files: [DiffAttachment] = []
            if !attachments.isEmpty {
                let written = writeArtifacts(actual: nil, attachments: attachments)
                lines += written.lines
                files = written.files
            }
            lines.append("Re-run the test to compare against it; turn recording off before committing.")
            return SnapshotVerification(failure: lines.joined(separator: "\n"), attachments: files)
        }

        /// Writes the new snapshot (unless nil) and the attachments to the artifacts folder;
        /// returns one message line per file (its path, or why it could not be written) and the
        /// files renamed for the test report.
        func writeArtifacts(actual: [UInt8]?, attachments: [DiffAttachment]) -> (
            lines: [String], files: [DiffAttachment]
        ) {
            if let collision = artifactsCollision {
                return ([collision], [])
            }
            var items: [(label: String, path: String, file: DiffAttachment)] = []
            if let actual {
                items.append(
                    (
                        "actual", location.actualArtifactPath(in: artifactsDirectory),
                        DiffAttachment(name: location.fileName, pathExtension: nil, bytes: actual)
                    ))
            }
            for attachment in attachments {
                items.append(
                    (
                        attachment.name, location.attachmentPath(attachment, in: artifactsDirectory),
                        DiffAttachment(
                            name: location.attachmentFileName(attachment), pathExtension: nil, bytes: attachment.bytes)
                    ))
            }
            var lines: [String] = []
            for item in items {
                do {
                    try SnapshotFileSystem.writeAtomically(item.file.bytes, to: item.path)
                    lines.append("\(item.label): \(item.path)")
                } catch {
                    lines.append("\(item.label): not written (\(error.description))")
                }
            }
            return (lines, items.map(\.file))
        }

        /// A message when the artifacts folder is the reference folder (artifacts would overwrite or
        /// delete references), else nil.
        var artifactsCollision: String? {
            let artifacts = location.artifactsFolder(in: artifactsDirectory)
            guard SnapshotFileSystem.sameFolder(artifacts, location.referenceDirectory) else { return nil }
            return "artifacts: not written, because the artifacts folder \(artifacts) is the reference folder; "
                + "point SNAPSHOT_ARTIFACTS somewhere else"
        }

        /// Deletes this snapshot's artifacts from earlier failing runs.
        func removeStaleArtifacts() {
            guard artifactsCollision == nil else { return }
            SnapshotFileSystem.removeFiles(
                in: location.artifactsFolder(in: artifactsDirectory), named: location.fileName,
                orStartingWith: location.baseName + ".")
        }
    }
}
