#if canImport(Testing)
    import Testing

    /// The trait `.snapshots(record:diffTool:)` returns: every test it applies to (a suite's tests
    /// too) runs inside `withSnapshotTesting` with its configuration.
    public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
        /// Applies to every test of a suite.
        public let isRecursive = true
        /// The record mode and diff tool of the scope.
        let configuration: SnapshotTestingConfiguration

        /// Runs the test inside `withSnapshotTesting(record:diffTool:)`.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
                try await function()
            }
        }
    }

    extension Trait where Self == _SnapshotsTestTrait {
        /// Snapshot assertions in the test or suite use `record` and `diffTool` (nil: inherited).
        public static func snapshots(
            record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
        ) -> Self {
            _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
        }

        /// Snapshot assertions in the test or suite use `configuration`.
        public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
            _SnapshotsTestTrait(configuration: configuration)
        }

        /// The inherited configuration, as a scope.
        public static var snapshots: Self { snapshots() }
    }
#endif
