/// Where one snapshot's reference and artifacts live.
///
/// The reference is `<referenceDirectory>/<test>.<identifier>.<extension>`, where the folder is by
/// default `<folder of the test file>/__Snapshots__/<test file name without .swift>`, `<test>` is
/// the sanitized test name and `<identifier>` the sanitized `named:` value or a counter. Artifacts
/// go to `<artifactsDirectory>/<test file name without .swift>/` with the same file names.
struct SnapshotLocation: Hashable {
    /// The folder of the reference file.
    var referenceDirectory: String
    /// The test file's name without `.swift`; names the artifacts subfolder.
    var testFileStem: String
    /// `<test>.<identifier>`: the file name without its extension.
    var baseName: String
    /// The strategy's path extension, or nil.
    var pathExtension: String?

    /// Computes the location. `identifier` is the `named:` value, already chosen counter or not.
    init(filePath: String, testName: String, identifier: String, pathExtension: String?, snapshotDirectory: String?) {
        let (directory, fileName) = SnapshotFileSystem.split(filePath)
        testFileStem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        referenceDirectory =
            snapshotDirectory ?? ((directory.isEmpty ? "." : directory) + "/__Snapshots__/" + testFileStem)
        baseName = SnapshotLocation.sanitize(testName) + "." + SnapshotLocation.sanitize(identifier)
        self.pathExtension = pathExtension
    }

    /// The reference's file name.
    var fileName: String {
        baseName + (pathExtension.map { "." + $0 } ?? "")
    }

    /// The reference's path.
    var referencePath: String {
        referenceDirectory + "/" + fileName
    }

    /// The folder of this test file's artifacts under `artifactsDirectory`.
    func artifactsFolder(in artifactsDirectory: String) -> String {
        artifactsDirectory + "/" + testFileStem
    }

    /// Where the new snapshot is written when it fails.
    func actualArtifactPath(in artifactsDirectory: String) -> String {
        artifactsFolder(in: artifactsDirectory) + "/" + fileName
    }

    /// Where an attachment is written: `<test>.<identifier>.<name>.<extension>`.
    func attachmentPath(_ attachment: DiffAttachment, in artifactsDirectory: String) -> String {
        artifactsFolder(in: artifactsDirectory) + "/" + attachmentFileName(attachment)
    }

    /// The file name of an attachment.
    func attachmentFileName(_ attachment: DiffAttachment) -> String {
        baseName + "." + SnapshotLocation.sanitize(attachment.name)
            + (attachment.pathExtension.map { "." + $0 } ?? "")
    }

    /// A file-name-safe form of a test or snapshot name, as swift-snapshot-testing makes it: every
    /// run of characters other than letters, digits, marks and `_` becomes one `-`, and leading
    /// and trailing `-` are dropped (`renders badge()` → `renders-badge`). Empty results become
    /// `snapshot`.
    static func sanitize(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let p = scalar.properties
            let isWord =
                p.isAlphabetic || p.numericType == .decimal || p.generalCategory == .connectorPunctuation
                || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
                || p.generalCategory == .enclosingMark
            if isWord {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }

    /// The artifacts folder: `explicit`, else `$SNAPSHOT_ARTIFACTS` when set and not empty, else
    /// `<temporaryDirectory>/proof-snapshots`.
    static func artifactsDirectory(explicit: String?, environment: [String: String], temporaryDirectory: String)
        -> String
    {
        if let explicit { return explicit }
        if let variable = environment["SNAPSHOT_ARTIFACTS"], !variable.trimmingSpaces().isEmpty { return variable }
        var base = temporaryDirectory
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return base + "/proof-snapshots"
    }
}
