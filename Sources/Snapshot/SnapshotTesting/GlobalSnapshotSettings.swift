import ProofLocking

/// The process-wide record mode and diff tool under every scope (`isRecording`, `diffTool`), as
/// swift-snapshot-testing keeps them; nil record mode leaves the choice to the environment
/// (`PROOF_RECORD`, `SNAPSHOT_TESTING_RECORD`, else `.missing`).
enum GlobalSnapshotSettings {
    /// The settings, behind a lock: tests run on many threads.
    private static let storage = Locked<
        (record: SnapshotTestingConfiguration.Record?, diffTool: SnapshotTestingConfiguration.DiffTool?)
    >((nil, nil))

    /// The global record mode, if one was set.
    static var record: SnapshotTestingConfiguration.Record? {
        get { storage.withLock { $0.record } }
        set { storage.withLock { $0.record = newValue } }
    }

    /// The global diff tool, if one was set (failure messages then name it).
    static var configuredDiffTool: SnapshotTestingConfiguration.DiffTool? {
        get { storage.withLock { $0.diffTool } }
        set { storage.withLock { $0.diffTool = newValue } }
    }
}

/// Whether assertions record every snapshot (the global `.all` mode). Setting `false` returns to
/// `.missing`.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? GlobalSnapshotSettings.record) == .all }
    set { GlobalSnapshotSettings.record = newValue ? .all : .missing }
}

/// The global diff tool failure messages name.
@available(
    *, deprecated,
    message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { GlobalSnapshotSettings.configuredDiffTool ?? .default }
    set { GlobalSnapshotSettings.configuredDiffTool = newValue }
}
