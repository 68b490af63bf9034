import ProofArguments

/// The arguments of `proof diff`.
public struct DiffOptions: Equatable, Sendable {
    /// The reference PNG, as given.
    public var reference: String
    /// The PNG compared with it, as given.
    public var new: String
    /// `--out`: where the diff strip goes, or nil for none.
    public var out: String?
    /// `--tolerance`.
    public var tolerance = Tolerance.exact

    /// Options comparing `reference` with `new` exactly, writing no strip.
    public init(reference: String, new: String) {
        self.reference = reference
        self.new = new
    }

    /// The options a parsed `diff` command line gives.
    init(_ parsed: ParsedArguments) {
        reference = parsed[DiffArguments.reference]
        new = parsed[DiffArguments.new]
        out = parsed[DiffArguments.out]
        tolerance = parsed[GoldenArguments.tolerance] ?? .exact
    }
}
