/// The settings snapshot assertions run with, as swift-snapshot-testing scopes them: a record
/// mode and a diff tool, set for a block with `withSnapshotTesting(record:diffTool:operation:)` or
/// for a test or suite with the `.snapshots(record:diffTool:)` trait.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the enclosing `withSnapshotTesting` or `.snapshots` scope, if any.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// The diff tool failure messages name; nil inherits the enclosing one.
    public var diffTool: DiffTool?
    /// The record mode; nil inherits the enclosing one.
    public var record: Record?

    /// A configuration of `record` and `diffTool` (nil: inherited).
    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record
        self.diffTool = diffTool
    }
}
