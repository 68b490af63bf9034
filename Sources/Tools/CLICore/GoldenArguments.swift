import ProofArguments

/// The command lines of `proof verify`, `proof record` and `proof prune`, each argument declared
/// once: parsing, validation, suggestions and the help come from these values.
enum GoldenArguments {
    /// `--only`, repeatable.
    static let only = RepeatableOption(
        "--only", valueName: "<name|prefix/>",
        help:
            "only the image with this name (its golden path without .png, like ouds/orange/button/strong-enabled-dark) "
            + "or the images under a prefix ending in '/' (like ouds/sosh/)",
        parser: .nonEmpty("an image name or a prefix ending in '/'", empty: "needs an image name or a prefix"))
    /// `--shard i/n`.
    static let shard = Option(
        "--shard", valueName: "<i/n>",
        help: "only shard i of n (1-based): the selected images sorted by name, cut into n runs of consecutive names "
            + "whose sizes differ by at most one",
        parser: Shard.parser)
    /// `--jobs N`.
    static let jobs = Option(
        "--jobs", short: "j", valueName: "<n>", help: "images rendered at once (default: the active cores)",
        parser: .integer(atLeast: 1))
    /// `--tolerance`.
    static let tolerance = Option(
        "--tolerance", valueName: "<precision[,perceptual]>",
        help: "how close a rendering must be: the fraction of pixels that must match (0-1) and, after a comma, how "
            + "close their colours must be (0-1, 1 - ΔE94/100), as .image(precision:perceptualPrecision:); "
            + "default 1,1 (exact)",
        parser: Tolerance.parser)
    /// `--golden-root`.
    static let goldenRoot = Option(
        "--golden-root", valueName: "<folder>", help: "the folder the golden paths are relative to",
        parser: .nonEmpty("a folder", empty: "needs a folder path"), default: "Golden")
    /// `--report-json`.
    static let reportJSON = Option(
        "--report-json", valueName: "<file.json>",
        help: "write a JSON report: every snapshot's status, differing pixels, max ΔE, paths and time, the totals",
        parser: .nonEmpty("a file path", empty: "needs a file path"))
    /// `--junit`.
    static let junit = Option(
        "--junit", valueName: "<file.xml>",
        help: "write a JUnit XML report (one test case per snapshot, a failure per failing one) for a CI server",
        parser: .nonEmpty("a file path", empty: "needs a file path"))
    /// `--accepted`.
    static let accepted = Option(
        "--accepted", valueName: "<file.json>",
        help: "record exactly the images an accept list names: {\"accepted\": [\"<image name>\", ...]}, as the review "
            + "page exports it",
        parser: .nonEmpty("a JSON file", empty: "needs a file path"))
    /// `--dry-run`.
    static let dryRun = Flag("--dry-run", help: "print what would be removed, remove nothing")

    /// `proof verify`.
    static let verify = Command(
        "verify",
        abstract: "render every catalog image in parallel and compare it with its golden",
        discussion: """
            Missing goldens are failures; a rendering that differs is written beside its golden as <name>.actual.png
            with <name>.diff.png (reference | difference | new). Goldens in the catalogs' golden folders that no
            image renders are reported as orphans ('proof prune' removes them). With the hash manifest that
            'proof record' writes (<golden-root>/.proof-hashes.json), an unchanged golden is not decoded.
            exit status: 0 every image matches, 1 an image differs, is missing or failed, 2 bad command line or input
            """,
        options: [only, shard, jobs, tolerance, goldenRoot, reportJSON, junit])
    /// `proof record`.
    static let record = Command(
        "record",
        abstract: "render the catalog images and write them as their goldens (atomically), with the hash manifest",
        discussion: """
            A golden that already has the rendering's pixels is left as it is. --accepted records the images of an
            accept list only and cannot be combined with --only or --shard.
            exit status: 0 recorded, 1 an image could not be rendered or written, 2 bad command line or input
            """,
        options: [only, shard, jobs, accepted, goldenRoot])
    /// `proof prune`.
    static let prune = Command(
        "prune",
        abstract: "remove the orphan goldens (no image renders them) and stray .actual/.diff files",
        discussion: """
            Only the catalogs' golden folders are searched (the first folder of each golden path), so goldens of
            other catalogs sharing the root are kept.
            """,
        options: [dryRun, goldenRoot])
}
