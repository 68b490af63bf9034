import ProofUI

/// A named set of things Proof renders, handed to the tools as a value: the previews that
/// `proof list` and `proof render` show, and the golden images that `proof-gallery` writes and the
/// golden tests verify through `GoldenStore`.
///
/// Built-in catalogs (`RasterCatalog.catalog`, `TextCatalog.catalog`, `UICatalog.catalog`,
/// `OUDSCatalog.catalog`) and a team's own are alike: nothing in the tools knows a catalog by name.
public struct Catalog: Sendable {
    /// Short identifier (`raster`, `ouds`), used in messages and reports.
    public let name: String
    /// One line saying what the catalog holds.
    public let summary: String
    /// The previews, in catalog order (names unique within the catalog).
    public let previews: [Preview]
    /// The golden images, in catalog order (names unique within the catalog).
    public let images: [CatalogImage]
    private let preparation: @Sendable () -> Void

    /// A catalog of `previews` and `images`. `prepare` registers what rendering them needs, such
    /// as image assets; it may run more than once and must be idempotent.
    public init(
        name: String, summary: String, previews: [Preview] = [], images: [CatalogImage],
        prepare: @escaping @Sendable () -> Void = {}
    ) {
        self.name = name
        self.summary = summary
        self.previews = previews
        self.images = images
        self.preparation = prepare
    }

    /// A catalog whose golden images are its previews: each rendered with its own configuration
    /// once, or once per mode: per scheme of `schemes` (a preview with a `preferredColorScheme` in its
    /// own scheme only), per layout direction of `directions` and per Dynamic Type size of
    /// `dynamicTypeSizes` (every combination). Each `/`-separated part of a preview's name is made
    /// file-name safe as snapshot names are (`SnapshotLocation.sanitize`: `Order row/Long title` →
    /// `Order-row/Long-title`). The golden of preview `p` is `<goldenFolder>/<p.name>.png`, with
    /// `-<scheme>` per scheme, `-rtl` right to left and `-<size>` per Dynamic Type size before `.png`
    /// (no folder prefix when `goldenFolder` is empty).
    public init(
        name: String, summary: String, previews: [Preview], goldenFolder: String, schemes: [ColorScheme]? = nil,
        directions: [LayoutDirection] = [.leftToRight], dynamicTypeSizes: [DynamicTypeSize] = [],
        prepare: @escaping @Sendable () -> Void = {}
    ) {
        let prefix = goldenFolder.isEmpty ? "" : goldenFolder + "/"
        let images = previews.flatMap { preview -> [CatalogImage] in
            let name = Self.fileSafe(preview.name)
            let own = preview.preferredColorScheme.map { [$0] }
            let schemeModes: [ColorScheme?] = schemes.map { own ?? $0 } ?? [nil]
            let sizeModes: [DynamicTypeSize?] = dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes
            var images: [CatalogImage] = []
            for scheme in schemeModes {
                for direction in directions {
                    for size in sizeModes {
                        let suffix =
                            (scheme.map { "-\($0.rawValue)" } ?? "") + (direction == .rightToLeft ? "-rtl" : "")
                            + (size.map { "-\($0.rawValue)" } ?? "")
                        images.append(
                            CatalogImage(
                                goldenPath: "\(prefix)\(name)\(suffix).png", scale: Double(preview.configuration.scale)
                            ) {
                                prepare()
                                return try preview.displayList { configuration in
                                    if let scheme { configuration.colorScheme = scheme }
                                    if direction == .rightToLeft { configuration.layoutDirection = .rightToLeft }
                                    if let size { configuration.dynamicTypeSize = size }
                                }
                            })
                    }
                }
            }
            return images
        }
        self.init(name: name, summary: summary, previews: previews, images: images, prepare: prepare)
    }

    /// `name` with each `/`-separated part made file-name safe.
    ///
    /// Each part is at most `maxPartBytes` bytes of UTF-8, so a golden's file name (the last part with
    /// `-<scheme>.png`) stays within 100 bytes: a longer part keeps its start and ends with the hash of
    /// the whole part (stable, and distinct names stay distinct).
    static func fileSafe(_ name: String) -> String {
        name.split(separator: "/", omittingEmptySubsequences: false).map {
            shortened(SnapshotLocation.sanitize(String($0)))
        }
        .joined(separator: "/")
    }

    /// The longest part of a golden path, in bytes (100 less the longest `-<scheme>.png` suffix).
    static let maxPartBytes = 88

    /// `part` when it fits in `maxPartBytes`, else its first scalars, a dash and its 16-digit XXH64.
    static func shortened(_ part: String) -> String {
        guard part.utf8.count > maxPartBytes else { return part }
        let hash = GoldenHash.hex(GoldenHash.xxh64(Array(part.utf8)))
        var kept = ""
        for scalar in part.unicodeScalars {
            guard kept.utf8.count + String(scalar).utf8.count <= maxPartBytes - hash.utf8.count - 1 else { break }
            kept.unicodeScalars.append(scalar)
        }
        return kept + "-" + hash
    }

    /// Registers what rendering the catalog needs (image assets, …). Call it before rendering a
    /// preview of the catalog yourself; catalog images prepare themselves.
    public func prepare() { preparation() }

    /// The preview named `name`, or nil.
    public func preview(named name: String) -> Preview? { previews.first { $0.name == name } }

    /// The image named `name` (its golden path without `.png`), or nil.
    public func image(named name: String) -> CatalogImage? { images.first { $0.name == name } }
}
