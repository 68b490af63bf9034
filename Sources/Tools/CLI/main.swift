import BuiltInCatalogs
import Foundation
import ProofCLICore

// The built-in `proof`: the command line over this repository's catalogs.
exit(await ProofCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), catalogs: BuiltInCatalogs.all))
