/// Runs `operation` with snapshot assertions in it using `record` and `diffTool` (nil inherits the
/// enclosing scope's, else the global ones).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.scoped(record: record, diffTool: diffTool), operation: operation)
}

/// `withSnapshotTesting(record:diffTool:operation:)` for an operation that awaits.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.scoped(record: record, diffTool: diffTool), operation: operation)
}

extension SnapshotTestingConfiguration {
    /// The configuration of a new scope: each setting given, else the enclosing scope's.
    static func scoped(record: Record?, diffTool: DiffTool?) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: record ?? current?.record, diffTool: diffTool ?? current?.diffTool)
    }
}
