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
        options: [reps, golden, snapshots], version: ProofVersion.current)
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
