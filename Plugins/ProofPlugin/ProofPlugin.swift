import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory proof <command> [options]`: builds the
/// package's own `proof` executable (the one target calling `ProofCommand.run` with its catalogs)
/// and runs it in the package folder with the rest of the arguments (`verify`, `record --only …`,
/// `prune`, `diff a.png b.png`, `list`, `render`, `--help`), so a team needs no script of its own.
///
/// The executable is `--product NAME` when given, else the package's only executable product, else
/// the one whose name ends in `proof`.
@main
struct ProofPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let name = try Self.productName(in: context.package, arguments: &arguments)
        let result = try packageManager.build(
            .product(name), parameters: PackageManager.BuildParameters(configuration: .debug, logging: .concise))
        guard result.succeeded else { throw ProofPluginError.buildFailed(product: name, log: result.logText) }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw ProofPluginError.noExecutable(product: name)
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProofPluginError.failed(product: name, status: process.terminationStatus)
        }
    }

    /// The executable to run: `--product NAME` (removed from `arguments`), else the only executable
    /// product, else the one named `…proof`.
    static func productName(in package: Package, arguments: inout [String]) throws -> String {
        if let index = arguments.firstIndex(of: "--product") {
            guard index + 1 < arguments.count else { throw ProofPluginError.productNeedsName }
            let name = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
            return name
        }
        let executables = package.products(ofType: ExecutableProduct.self).map(\.name)
        if executables.count == 1 { return executables[0] }
        let proofs = executables.filter { $0.lowercased().hasSuffix("proof") }
        if proofs.count == 1 { return proofs[0] }
        throw ProofPluginError.whichProduct(candidates: executables)
    }
}

/// Why the plugin stopped, said so that a person can act on it.
enum ProofPluginError: Error, CustomStringConvertible {
    /// `--product` without a name.
    case productNeedsName
    /// No single executable to choose.
    case whichProduct(candidates: [String])
    /// The build failed.
    case buildFailed(product: String, log: String)
    /// The build made no executable.
    case noExecutable(product: String)
    /// The command ran and failed (1: differences or failures, 2: bad input).
    case failed(product: String, status: Int32)

    var description: String {
        switch self {
        case .productNeedsName: "--product needs the name of your proof executable"
        case .whichProduct(let candidates) where candidates.isEmpty:
            "this package has no executable product: add one that calls ProofCommand.run (see Proof's README, "
                + "\"Your own proof\")"
        case .whichProduct(let candidates):
            "choose the proof executable with --product (one of: \(candidates.joined(separator: ", ")))"
        case .buildFailed(let product, let log): "building \(product) failed:\n\(log)"
        case .noExecutable(let product): "building \(product) made no executable"
        case .failed(let product, let status):
            "\(product) exited with status \(status)" + (status == 1 ? " (differences or failures)" : " (bad input)")
        }
    }
}
