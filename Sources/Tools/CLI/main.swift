import Foundation
import FoundationUICatalog
import OUDSCatalog
import ProofCLICore
import UICatalog

// The built-in `proof`: the command line over this repository's catalogs.
exit(
    await ProofCommand.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        catalogs: [UICatalog.catalog, OUDSCatalog.catalog, FoundationUICatalog.catalog]))
