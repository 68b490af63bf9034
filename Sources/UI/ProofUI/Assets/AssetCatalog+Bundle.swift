import Foundation

extension AssetCatalog {
    /// Bundles whose catalogs were read, by path, with the problems found (empty when all read).
    private static let loadedBundles = BundleScanLog<AssetCatalogError>()

    /// Reads and registers every `.xcassets` folder at the top of `bundle`'s resources (and of the
    /// bundle folder itself), once per bundle: what `Image(_:bundle:)` and `Color(_:bundle:)` do,
    /// so that `Image("ic_share", bundle: .module)` finds a package's own catalog. A catalog that
    /// fails to read registers nothing; `problems(in:)` says why.
    public static func registerCatalogs(in bundle: Bundle) {
        loadedBundles.readOnce(bundle) {
            var problems: [AssetCatalogError] = []
            var folders = Set<String>()
            for root in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
                for name in names.sorted() where name.hasSuffix(".xcassets") { folders.insert(root + "/" + name) }
            }
            for folder in folders.sorted() {
                do throws(AssetCatalogError) { try AssetCatalog(contentsOf: folder).register() } catch {
                    problems.append(error)
                }
            }
            return problems
        }
    }

    /// Why catalogs of `bundle` failed to read (empty when none did or the bundle was never named).
    public static func problems(in bundle: Bundle) -> [AssetCatalogError] {
        loadedBundles.problems(in: bundle)
    }
}
