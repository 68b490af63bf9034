/// How `PNGCodec` encodes a `Bitmap`: compression effort and the pixel format written.
///
/// Encoding is deterministic: the same bitmap and options always give the same bytes.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// How hard the encoder works to make the file small.
    public enum Compression: Hashable, Sendable {
        /// libpng's default filtering and zlib level: the smallest files.
        case `default`
        /// libpng's `PNG_IMAGE_FLAG_FAST`: quicker to write and read, larger files.
        case fast
    }

    /// Which PNG pixel format is written.
    public enum Format: Hashable, Sendable {
        /// The smallest lossless format for the pixels: grey when every pixel is opaque grey,
        /// grey + alpha when every pixel is grey, a palette when there are at most 256 distinct
        /// straight RGBA colours, else RGB when every pixel is opaque, else RGBA.
        case automatic
        /// Always 8-bit RGBA.
        case rgba
    }

    /// How hard the encoder works to make the file small; `.default` gives the smallest files.
    public var compression: Compression
    /// Which pixel format is written; `.automatic` picks the smallest lossless one.
    public var format: Format

    /// Creates options; the defaults give the smallest file in the smallest lossless format.
    public init(compression: Compression = .default, format: Format = .automatic) {
        self.compression = compression
        self.format = format
    }

    /// The smallest files, in the smallest lossless format.
    public static let `default` = PNGEncodingOptions()
}
