import FoundationUICatalog
import OUDSCatalog
import ProofSnapshot
import UICatalog

#if canImport(ChallengeDesignSystemCatalog)
    import ChallengeDesignSystemCatalog
#endif

/// The catalogs of this repository that the built-in `proof` verifies: the SwiftUI-shaped views,
/// OUDS, FoundationUI and (where UIKit's stand-in exists, that is, without Apple's platforms) the
/// atomic design system. The benchmarks take the same list, so they measure what `proof` does.
public enum BuiltInCatalogs {
    /// Every built-in catalog, in the order `proof list` prints them.
    public static var all: [Catalog] {
        var catalogs = [UICatalog.catalog, OUDSCatalog.catalog, FoundationUICatalog.catalog]
        #if canImport(ChallengeDesignSystemCatalog)
            catalogs.append(ChallengeDesignSystemCatalog.catalog)
        #endif
        return catalogs
    }
}
