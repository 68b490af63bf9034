import Foundation
import ProofArguments
import ProofSnapshot
import ProofUI
import ProofViewFormat

/// The `proof` command line over the catalogs it is given: `list` and `render` for their previews,
/// `verify`, `record`, `prune` for their golden images, and `diff` for any two PNG files. Another
/// package builds its own `proof` with its own catalogs in three lines:
///
/// ```swift
/// import Foundation
/// import MyCatalog
/// import ProofCLICore
///
/// exit(await ProofCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), catalogs: [MyCatalog.catalog]))
/// ```
public enum ProofCommand {
    /// Runs the command with `arguments` (without the program name) over `catalogs` and returns the
    /// exit status: 0 on success, 1 when rendering or writing failed or (verify, diff) images differ,
    /// 2 for a bad command line or input. Results go to `output` one line per call; a failure is one
    /// `proof: …` line on `errors`; `progress` says how verify and record show theirs. Relative paths
    /// are resolved against `workingDirectory`. Main-actor isolated: previews are laid out there, as
    /// SwiftUI lays views out (a `main.swift` runs on the main actor); drawing runs on every core.
    /// It raises glibc's malloc thresholds for the process, so that the buffers of image after image
    /// are reused instead of faulted in afresh (see `AllocatorTuning`).
    @MainActor public static func run(
        arguments: [String], catalogs: [Catalog],
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        progress: ProgressDisplay = .automatic
    ) async -> Int32 {
        AllocatorTuning.reuseLargeAllocations()
        do throws(CLIError) {
            switch try Invocation.parse(arguments) {
            case .help(let request):
                output(request.text)
            case .version(let line):
                output(line)
            case .list:
                for name in catalogs.flatMap({ $0.previews.map(\.name) }).sorted() { output(name) }
            case .render(let options):
                try RenderCommand(options: options, catalogs: catalogs, workingDirectory: workingDirectory)
                    .run(output: output)
            case .verify(let options):
                return try await VerifyCommand(
                    options: options, catalogs: catalogs, workingDirectory: workingDirectory, progress: progress
                ).run(output: output)
            case .record(let options):
                return try await RecordCommand(
                    options: options, catalogs: catalogs, workingDirectory: workingDirectory, progress: progress
                ).run(output: output)
            case .prune(let options):
                try PruneCommand(options: options, catalogs: catalogs, workingDirectory: workingDirectory)
                    .run(output: output)
            case .diff(let options):
                return try DiffCommand(options: options, workingDirectory: workingDirectory).run(output: output)
            case .review(let options):
                return try ReviewCommand(options: options, workingDirectory: workingDirectory).run(output: output)
            }
            return 0
        } catch {
            // One line, whatever the message quotes from the input.
            errors("proof: \(Command.oneLine(error.description))")
            return error.exitCode
        }
    }

    /// `proof list`.
    static let list = Command("list", abstract: "print the names of the previews, one per line, sorted")

    /// `proof help json`: the JSON view format, from the tables the builder reads.
    static let jsonTopic = HelpTopic(
        "json", abstract: "the JSON view format of 'proof render --json': every view and modifier",
        text: { ViewFormatReference.text() })

    /// The whole command line, declared once: `proof --help` and `proof <command> --help` print it.
    public static let command = Command(
        "proof",
        abstract:
            "render SwiftUI-shaped previews and JSON view trees to PNG files, display lists and accessibility "
            + "records, with Proof's own renderer; record and verify the catalogs' goldens",
        discussion:
            "exit status: 0 done, 1 a view could not be rendered or written or (verify, diff) images differ, "
            + "2 bad command line or input",
        subcommands: [
            list, RenderArguments.command, GoldenArguments.verify, GoldenArguments.record, GoldenArguments.prune,
            DiffArguments.command, ReviewArguments.command,
        ], topics: [jsonTopic], version: ProofVersion.current)
}
