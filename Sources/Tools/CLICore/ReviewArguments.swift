import ProofArguments

/// The command line of `proof review`, each argument declared once.
enum ReviewArguments {
    /// `--from`, repeatable.
    static let from = RepeatableOption(
        "--from", valueName: "<report.json|folder>",
        help: "a JSON report of 'proof verify --report-json', or a folder holding such reports (a CI job's artifacts); "
            + "give one per shard to merge them (default: proof-report.json)",
        parser: .nonEmpty("a report file or folder", empty: "needs a path"))
    /// `--out`.
    static let out = Option(
        "--out", valueName: "<folder>", help: "the folder the review is written to (index.html and its images)",
        parser: .nonEmpty("a folder", empty: "needs a folder path"))

    /// `proof review`.
    static let command = Command(
        "review",
        abstract: "write an offline HTML review of the failing and new snapshots, with approve and an accept list",
        discussion: """
            The page needs no server and no network: open <out>/index.html. Each failing or new snapshot shows
            Expected / Actual / Diff side by side, as an overlay slider, blended or toggled, zoomed with a pixel grid,
            with its numbers; filter by status and by mode, move with j/k (or the arrow keys), approve with a. The
            page exports the approved names as an accept list; 'proof record --accepted <file>' records exactly those.
            exit status: 0 written, 1 the review could not be written, 2 bad command line or report
            """,
        options: [from, out])
}
