/// When snapshot assertions write reference files instead of only comparing against them.
///
/// Chosen per assertion by `record:`, else by the environment variable `PROOF_RECORD`, else by
/// `SNAPSHOT_TESTING_RECORD` (the variable swift-snapshot-testing reads), else `.missing`.
public enum SnapshotRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Never write: a missing reference fails. Use it on CI.
    case never
    /// Write references that do not exist yet and compare the others. The default.
    case missing
    /// Write missing references and rewrite the ones that do not match.
    case failed
    /// Rewrite every reference whose bytes differ from the new snapshot.
    case all

    /// The mode used when neither `record:` nor an environment variable chooses one.
    public static let `default`: SnapshotRecordMode = .missing

    /// The environment variables consulted, highest precedence first.
    public static let environmentVariables = ["PROOF_RECORD", "SNAPSHOT_TESTING_RECORD"]

    /// The values `init?(environmentValue:)` accepts, for messages.
    static let acceptedValues = "never, missing, failed, all (or true/1 for all, false/0 for missing)"

    /// Parses an environment value: `never`, `missing`, `failed` or `all` in any letter case, or
    /// `true`/`1` (= `all`) and `false`/`0` (= `missing`), the meanings swift-snapshot-testing gives
    /// its old Boolean `record` flag. Surrounding white space is ignored; anything else is nil.
    public init?(environmentValue: String) {
        let value = environmentValue.trimmingSpaces().lowercased()
        switch value {
        case "true", "1": self = .all
        case "false", "0": self = .missing
        default:
            guard let mode = SnapshotRecordMode(rawValue: value) else { return nil }
            self = mode
        }
    }

    /// Resolves the mode: `explicit` when given, else the first of `environmentVariables` that is set
    /// to a non-empty value, else `.default`. Throws `.invalidRecordMode` when the deciding variable
    /// holds an unknown value; variables of lower precedence are then not consulted.
    public static func resolve(
        explicit: SnapshotRecordMode?, environment: [String: String]
    ) throws(SnapshotError) -> SnapshotRecordMode {
        try resolveWithOrigin(explicit: explicit, environment: environment).mode
    }

    /// As `resolve(explicit:environment:)`, with where the mode came from, for messages
    /// (`record: argument`, `PROOF_RECORD=never`, `default`).
    static func resolveWithOrigin(
        explicit: SnapshotRecordMode?, environment: [String: String]
    ) throws(SnapshotError) -> (mode: SnapshotRecordMode, origin: String) {
        if let explicit { return (explicit, "record: argument") }
        for variable in environmentVariables {
            guard let value = environment[variable], !value.trimmingSpaces().isEmpty else { continue }
            guard let mode = SnapshotRecordMode(environmentValue: value) else {
                throw .invalidRecordMode(variable: variable, value: value)
            }
            return (mode, "\(variable)=\(value.trimmingSpaces())")
        }
        return (.default, "default")
    }
}
