import Foundation
import ProofArguments
import ProofSnapshot

/// The images of the catalogs and the store of their goldens, and the selection a command line makes.
struct GoldenPlan {
    /// The store of `--golden-root`.
    let store: GoldenStore
    /// Every image of the catalogs, sorted by name.
    let all: [PlannedImage]

    /// The plan of `catalogs` with goldens under `goldenRoot` (relative to `workingDirectory`).
    init(catalogs: [Catalog], goldenRoot: String, workingDirectory: String) {
        let root = goldenRoot.hasPrefix("/") ? goldenRoot : workingDirectory + "/" + goldenRoot
        store = GoldenStore(root: root)
        all = catalogs.flatMap { catalog in catalog.images.map { PlannedImage(catalog: catalog.name, image: $0) } }
            .sorted { $0.image.name < $1.image.name }
    }

    /// Refuses a golden root that is a file, or (unless `mayCreate`, as for record) one that does
    /// not exist: a mistyped `--golden-root` would otherwise report every image missing and write
    /// a whole tree of renderings into a new folder. `given` is the path as typed.
    func checkRoot(given: String, mayCreate: Bool) throws(CLIError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: store.root, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            throw .unreadableFile(path: given, reason: "it is a file, not the folder of the goldens (--golden-root)")
        }
        if !exists, !mayCreate {
            throw .unreadableFile(
                path: given,
                reason: "no such folder; record the goldens first ('proof record') or pass their folder "
                    + "with --golden-root")
        }
    }

    /// Every image, in name order.
    var images: [CatalogImage] { all.map(\.image) }

    /// The images `selection` covers, then the `shard`'s part of them. A pattern that selects no
    /// image is a mistake (a typo): `noSuchImage`, with the closest names.
    func select(_ selection: ImageSelection, shard: Shard?) throws(CLIError) -> [PlannedImage] {
        let names = all.map(\.image.name)
        if let pattern = selection.firstUnmatched(in: names) {
            // A prefix is most likely a misspelt folder, a name a misspelt name.
            let candidates = pattern.hasSuffix("/") ? Self.folders(of: names) : names
            throw .noSuchImage(pattern, examples: NameSuggester.byCloseness(to: pattern, in: candidates))
        }
        let selected = all.filter { selection.selects($0.image.name) }
        return shard.map { Array($0.part(of: selected)) } ?? selected
    }

    /// Every folder prefix of `names`, ending in `/` (`ouds/`, `ouds/orange/`, …), sorted.
    static func folders(of names: [String]) -> [String] {
        var folders = Set<String>()
        for name in names {
            var prefix = ""
            for part in name.split(separator: "/").dropLast() {
                prefix += part + "/"
                folders.insert(prefix)
            }
        }
        return folders.sorted()
    }

    /// The images an accept list names, in name order; an unknown name is a mistake.
    func select(accepted list: GoldenAcceptList, path: String) throws(CLIError) -> [PlannedImage] {
        let byName = Dictionary(all.map { ($0.image.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in list.accepted where byName[name] == nil {
            throw .unknownAcceptedImage(
                name, path: path, examples: NameSuggester.byCloseness(to: name, in: all.map(\.image.name)))
        }
        return Set(list.accepted).compactMap { byName[$0] }.sorted { $0.image.name < $1.image.name }
    }

    /// `path` relative to the golden root (full paths elsewhere are kept).
    func relative(_ path: String) -> String {
        path.hasPrefix(store.root + "/") ? String(path.dropFirst(store.root.count + 1)) : path
    }
}
