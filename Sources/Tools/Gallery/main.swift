import Foundation
import FoundationUICatalog
import OUDSCatalog
import ProofArguments
import RasterCatalog
import TextCatalog
import UICatalog

#if canImport(ChallengeDesignSystemCatalog)
    import ChallengeDesignSystemCatalog
#endif

// proof-gallery: every image of the built-in catalogs (see GalleryArguments for the command line).
var catalogs = [
    RasterCatalog.catalog, TextCatalog.catalog, UICatalog.catalog, OUDSCatalog.catalog, FoundationUICatalog.catalog,
]
#if canImport(ChallengeDesignSystemCatalog)
    catalogs.append(ChallengeDesignSystemCatalog.catalog)
#endif
exit(
    await GalleryArguments.command.main(
        Array(CommandLine.arguments.dropFirst()), usageOnError: true,
        run: { parsed async throws(GalleryError) in
            let gallery = Gallery(
                catalogs: catalogs, output: parsed[GalleryArguments.output], only: parsed[GalleryArguments.only])
            try await gallery.run(output: { print($0) })
        }))
