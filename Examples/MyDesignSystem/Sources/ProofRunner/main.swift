import Foundation
import MyDesignSystem
import ProofCLICore

exit(
    await ProofCommand.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        catalogs: [try Catalog.previews(ofModule: "MyDesignSystem")]))
