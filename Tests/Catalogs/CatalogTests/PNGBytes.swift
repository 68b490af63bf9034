import ProofSnapshot
import Raster

/// The encoded PNG of a catalog image, for byte-for-byte determinism checks.
enum PNGBytes {
    /// Renders `image` and encodes it as Proof writes goldens.
    static func of(_ image: CatalogImage) async throws -> [UInt8] { try PNGCodec.encode(await image.render()) }
}
