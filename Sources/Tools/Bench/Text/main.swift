import Foundation
import ProofArguments

/// The command line of `proof-text-bench`, each argument declared once.
enum TextBenchArguments {
    /// `--reps`.
    static let reps = Option(
        "--reps", valueName: "<N>",
        help: "timed repetitions of the paragraph (the labels run N/5, the 46-glyph line 10N, the label 20N)",
        parser: .integer(atLeast: 1), default: 30)

    /// `proof-text-bench`.
    static let command = Command(
        "proof-text-bench",
        abstract:
            "time Proof's text pipeline (use a release build): a 2,000-character paragraph, 1,000 labels, the "
            + "46-glyph line Scripts/bench-text also draws with skia-python, a warm 20-character label, and the "
            + "glyph cache's hit rate; one line per case, medians in milliseconds (µs for the label)",
        options: [reps], version: ProofVersion.current)
}

/// Why the benchmark stopped.
struct TextBenchFailure: CommandFailure {
    /// What failed.
    let description: String
    /// Always 1: the work failed.
    var exitCode: Int32 { 1 }
}

exit(
    TextBenchArguments.command.main(
        Array(CommandLine.arguments.dropFirst()), usageOnError: true,
        run: { parsed throws(TextBenchFailure) in
            do { try TextBench.run(reps: parsed[TextBenchArguments.reps]) } catch {
                throw TextBenchFailure(description: "\(error)")
            }
        }))
