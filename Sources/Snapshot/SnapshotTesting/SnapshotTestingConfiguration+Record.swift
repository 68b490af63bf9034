import ProofSnapshot

extension SnapshotTestingConfiguration {
    /// When assertions write reference files: `.all` (always, failing), `.failed` (missing and
    /// mismatching references), `.missing` (only missing ones, the default) or `.never` (CI).
    public struct Record: Equatable, Sendable {
        /// Proof's record mode of the same name.
        let mode: SnapshotRecordMode

        /// The mode named `rawValue` (`all`, `failed`, `missing`, `never`), else nil.
        public init?(rawValue: String) {
            guard let mode = SnapshotRecordMode(rawValue: rawValue) else { return nil }
            self.mode = mode
        }

        init(mode: SnapshotRecordMode) { self.mode = mode }

        /// Records every snapshot, which always fails the assertion.
        public static let all = Record(mode: .all)
        /// Records missing references and rewrites the ones that do not match.
        public static let failed = Record(mode: .failed)
        /// Records only missing references (the default).
        public static let missing = Record(mode: .missing)
        /// Never writes; a missing reference fails.
        public static let never = Record(mode: .never)
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is `.all`, `false` `.missing`, as swift-snapshot-testing's deprecated Boolean form.
    @available(*, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
    public init(booleanLiteral value: Bool) { self = value ? .all : .missing }
}
