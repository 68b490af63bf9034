import Foundation
import ProofUI
import UICatalog

/// The `proof` command line: `proof list` so far.
public enum ProofCommand {
    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String], output: (String) -> Void = { print($0) }, errors: (String) -> Void = {
        FileHandle.standardError.write(Data(($0 + "\n").utf8))
    }) -> Int32 {
        UICatalog.register()
        switch arguments.first {
        case "list":
            for name in PreviewRegistry.shared.names { output(name) }
            return 0
        default:
            errors("proof: unknown command \(arguments.first.map { "'\($0)'" } ?? "(none)"); usage: proof list")
            return 2
        }
    }
}
