import ProofArguments
import ProofSnapshot

/// The arguments of `proof verify`, `proof record` and `proof prune` (each command reads the ones
/// it declares; the others keep their defaults).
public struct GoldenOptions: Equatable, Sendable {
    /// `--only` patterns (none: every image).
    public var selection = ImageSelection()
    /// `--shard`, or nil for the whole selection.
    public var shard: Shard?
    /// `--jobs`, or nil for the active cores.
    public var jobs: Int?
    /// `--tolerance`.
    public var tolerance = Tolerance.exact
    /// `--golden-root`, as given.
    public var goldenRoot = "Golden"
    /// `--report-json`, as given.
    public var reportJSON: String?
    /// `--junit`, as given.
    public var junit: String?
    /// `--accepted`, as given.
    public var accepted: String?
    /// `--dry-run`.
    public var dryRun = false

    /// Options with every default.
    public init() {}

    /// The options a parsed `verify`, `record` or `prune` command line gives.
    init(_ parsed: ParsedArguments) throws(CLIError) {
        switch parsed.commandName {
        case GoldenArguments.verify.name:
            readSelection(parsed)
            tolerance = parsed[GoldenArguments.tolerance] ?? .exact
            reportJSON = parsed[GoldenArguments.reportJSON]
            junit = parsed[GoldenArguments.junit]
        case GoldenArguments.record.name:
            readSelection(parsed)
            accepted = parsed[GoldenArguments.accepted]
            if accepted != nil, !selection.patterns.isEmpty || shard != nil {
                throw .usage(
                    "record takes --accepted <file> or --only/--shard, not both: the accept list names the images")
            }
        default:
            dryRun = parsed[GoldenArguments.dryRun]
        }
        goldenRoot = parsed[GoldenArguments.goldenRoot]
    }

    private mutating func readSelection(_ parsed: ParsedArguments) {
        selection = ImageSelection(parsed[GoldenArguments.only])
        shard = parsed[GoldenArguments.shard]
        jobs = parsed[GoldenArguments.jobs]
    }
}
