import Foundation
import ProofArguments

/// The command line of `proof-ui-bench`, each argument declared once.
enum UIBenchArguments {
    /// `--reps`.
    static let reps = Option(
        "--reps", valueName: "<N>", help: "timed repetitions of each measurement", parser: .integer(atLeast: 1),
        default: 30)
    /// `--golden`.
    static let golden = Option(
        "--golden", valueName: "<Golden folder>",
        help: "also verify every OUDS golden under this folder on every core, and time one image's steps",
        parser: .nonEmpty("a folder", empty: "needs a folder path"))

    /// `--verify-memory`.
    static let verifyMemory = Option(
        "--verify-memory", valueName: "<Golden folder>",
        help: "instead, run `proof verify` of the built-in catalogs against this folder --runs times in this "
            + "process and print the resident memory after each run; fails past --peak-mib or on growth past "
            + "--growth-mib from the second run to the last",
        parser: .nonEmpty("a folder", empty: "needs a folder path"))
    /// `--only`.
    static let only = Option(
        "--only", valueName: "<prefix>", help: "with --verify-memory: verify only the images under this prefix",
        parser: .nonEmpty("an image prefix", empty: "needs a prefix"))
    /// `--runs`.
    static let runs = Option(
        "--runs", valueName: "<N>", help: "with --verify-memory: how many verify runs", parser: .integer(atLeast: 2),
        default: 10)
    /// `--peak-mib`.
    static let peakMiB = Option(
        "--peak-mib", valueName: "<MiB>", help: "with --verify-memory: the most resident memory allowed",
        parser: .integer(atLeast: 1), default: 1024)
    /// `--growth-mib`.
    static let growthMiB = Option(
        "--growth-mib", valueName: "<MiB>",
        help: "with --verify-memory: the most the resident memory may grow from the second run to the last",
        parser: .integer(atLeast: 0), default: 16)

    /// `--snapshots`.
    static let snapshots = Flag(
        "--snapshots",
        help: "time component snapshots (button, row, card, shadowed card at 3x) instead; run it from a debug and "
            + "a release build to compare")

    /// `proof-ui-bench`.
    static let command = Command(
        "proof-ui-bench",
        abstract:
            "lay out and render a 40-view form-like screen at 2x (use a release build) and print where the time "
            + "goes: total, layout, text and raster medians in milliseconds",
        options: [reps, golden, snapshots, verifyMemory, only, runs, peakMiB, growthMiB], version: ProofVersion.current)
}

/// Why the benchmark stopped.
struct UIBenchFailure: CommandFailure {
    /// What failed.
    let description: String
    /// Always 1: the work failed.
    var exitCode: Int32 { 1 }
}

exit(
    await UIBenchArguments.command.main(
        Array(CommandLine.arguments.dropFirst()), usageOnError: true,
        run: { parsed async throws(UIBenchFailure) in
            if let root = parsed[UIBenchArguments.verifyMemory] {
                try await VerifyMemoryBench.run(
                    goldenRoot: root, only: parsed[UIBenchArguments.only], runs: parsed[UIBenchArguments.runs],
                    peakLimitMiB: parsed[UIBenchArguments.peakMiB], growthLimitMiB: parsed[UIBenchArguments.growthMiB])
                return
            }
            do {
                if parsed[UIBenchArguments.snapshots] {
                    try SnapshotBench.run(reps: parsed[UIBenchArguments.reps])
                    return
                }
                try FormBench.run(reps: parsed[UIBenchArguments.reps])
                if let goldenRoot = parsed[UIBenchArguments.golden] {
                    try await OUDSVerifyBench.run(goldenRoot: goldenRoot)
                }
            } catch {
                throw UIBenchFailure(description: "\(error)")
            }
        }))
