import Foundation
import ProofCLICore
import ProofSnapshot

/// What one `proof` run printed and returned.
struct CLIRun {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output, one element per `output` call.
    var output: [String]
    /// Everything written to standard error.
    var errors: [String]

    /// Standard output as one text.
    var stdout: String { output.joined(separator: "\n") }
}

/// Runs `proof` over `catalogs` with `arguments` in `directory` and captures what it prints.
@MainActor func proof(
    _ arguments: [String], catalogs: [Catalog] = [TestCatalog.catalog],
    in directory: String = FileManager.default.currentDirectoryPath
) async -> CLIRun {
    var output: [String] = []
    var errors: [String] = []
    let status = await ProofCommand.run(
        arguments: arguments, catalogs: catalogs, workingDirectory: directory, output: { output.append($0) },
        errors: { errors.append($0) }, progress: .lines)
    return CLIRun(status: status, output: output, errors: errors)
}
