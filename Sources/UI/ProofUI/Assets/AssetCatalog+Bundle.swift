import Foundation
import Synchronization

extension AssetCatalog {
    /// Bundles whose catalogs were read, by path, with the problems found (empty when all read).
    private static let loadedBundles = Mutex<[String: [AssetCatalogError]]>([:])

    /// Reads and registers every `.xcassets` folder at the top of `bundle`'s resources (and of the
    /// bundle folder itself), once per bundle: what `Image(_:bundle:)` and `Color(_:bundle:)` do,
    /// so that `Image("ic_share", bundle: .module)` finds a package's own catalog. A catalog that
    /// fails to read registers nothing; `problems(in:)` says why.
    public static func registerCatalogs(in bundle: Bundle) {
        let key = bundle.bundlePath
        let isNew = loadedBundles.withLock { loaded in
            guard loaded[key] == nil else { return false }
            loaded[key] = []
            return true
        }
        guard isNew else { return }
        var problems: [AssetCatalogError] = []
        var folders = Set<String>()
        for root in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") { folders.insert(root + "/" + name) }
        }
        for folder in folders.sorted() {
            do { try AssetCatalog(contentsOf: folder).register() } catch { problems.append(error) }
        }
        let found = problems
        loadedBundles.withLock { $0[key] = found }
    }

    /// Why catalogs of `bundle` failed to read (empty when none did or the bundle was never named).
    public static func problems(in bundle: Bundle) -> [AssetCatalogError] {
        loadedBundles.withLock { $0[bundle.bundlePath] ?? [] }
    }
}
