import Foundation
import ProofArguments
import ProofSnapshot
import ProofUI
import ProofViewFormat

/// The `proof` command line: `list`, `render <preview>` and `render --json <file>`, over the
/// previews of the catalogs it is given. Another package builds its own `proof` with its own
/// previews in three lines:
///
/// ```swift
/// import Foundation
/// import MyCatalog
/// import ProofCLICore
///
/// exit(ProofCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), catalogs: [MyCatalog.catalog]))
/// ```
public enum ProofCommand {
    /// Runs the command with `arguments` (without the program name) over the previews of `catalogs`
    /// and returns the exit status: 0 on success, 1 when rendering or writing failed, 2 for a bad
    /// command line or input. Results go to `output` one chunk per call; a failure is one
    /// `proof: …` line on `errors`. Relative paths are resolved against `workingDirectory`.
    /// Main-actor isolated: previews are laid out there, as SwiftUI lays views out (a `main.swift`
    /// runs on the main actor).
    @MainActor public static func run(
        arguments: [String], catalogs: [Catalog],
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
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
            + "records, with Proof's own renderer",
        discussion: "exit status: 0 done, 1 the view could not be rendered or written, 2 bad command line or input",
        subcommands: [list, RenderArguments.command], topics: [jsonTopic], version: ProofVersion.current)
}
