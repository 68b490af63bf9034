import Foundation
import OUDSCatalog
import ProofUI
import UICatalog

/// The `proof` command line: `list`, `render <preview>` and `render --json <file>`.
public enum ProofCommand {
    /// Runs the command with `arguments` (without the program name) and returns the exit status:
    /// 0 on success, 1 when rendering or writing failed, 2 for a bad command line or input.
    /// Results go to `output` one chunk per call; a failure is one `proof: …` line on `errors`.
    /// Relative paths are resolved against `workingDirectory`.
    public static func run(
        arguments: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
        output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        do throws(CLIError) {
            switch try Invocation.parse(arguments) {
            case .help:
                output(Usage.text)
            case .list:
                UICatalog.register()
                OUDSCatalog.register()
                for name in PreviewRegistry.shared.names { output(name) }
            case .render(let options):
                UICatalog.register()
                OUDSCatalog.register()
                try RenderCommand(options: options, workingDirectory: workingDirectory).run(output: output)
            }
            return 0
        } catch {
            // One line, whatever the message quotes from the input.
            let message = error.description.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(
                of: "\n", with: "\\n")
            errors("proof: \(message)")
            return error.exitCode
        }
    }
}
