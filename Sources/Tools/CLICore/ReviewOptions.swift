import ProofArguments

/// The arguments of `proof review`.
public struct ReviewOptions: Equatable, Sendable {
    /// The reports and report folders, as given (at least one).
    public var sources: [String]
    /// The output folder, as given.
    public var out: String

    /// Options reading `sources` into `out`.
    public init(sources: [String], out: String) {
        self.sources = sources
        self.out = out
    }

    /// The options a parsed `review` command line gives.
    init(_ parsed: ParsedArguments) throws(CLIError) {
        sources = parsed[ReviewArguments.from]
        if sources.isEmpty { sources = ["proof-report.json"] }
        guard let out = parsed[ReviewArguments.out] else {
            throw .usage("review needs --out <folder>: where to write index.html and its images")
        }
        self.out = out
    }
}
