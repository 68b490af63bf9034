import Foundation
import FoundationUICatalog
import OUDSCatalog
import ProofCLICore
import UICatalog

#if canImport(ChallengeDesignSystemCatalog)
    import ChallengeDesignSystemCatalog
#endif

// The built-in `proof`: the command line over this repository's catalogs (the atomic design
// system's where UIKit's stand-in exists, that is, without Apple's platforms).
var catalogs = [UICatalog.catalog, OUDSCatalog.catalog, FoundationUICatalog.catalog]
#if canImport(ChallengeDesignSystemCatalog)
    catalogs.append(ChallengeDesignSystemCatalog.catalog)
#endif
exit(await ProofCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), catalogs: catalogs))
