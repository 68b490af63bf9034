/// Why an asset catalog (`Assets.xcassets`) could not be read. Each message names the file and
/// says what to change.
public enum AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is missing or is not a folder.
    case notAFolder(path: String)
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// A `Contents.json` is not valid JSON or not shaped as Xcode writes it.
    case invalidContents(path: String, reason: String)
    /// An image set names a file that is not there.
    case missingFile(set: String, filename: String)
    /// An image set holds a PDF, which Proof does not rasterize.
    case pdfNotSupported(path: String)
    /// An image file is not a PNG or SVG that decodes.
    case invalidImage(path: String, reason: String)
    /// A colour set's colour cannot be read.
    case invalidColor(path: String, reason: String)
    /// A file is larger than `AssetCatalog.maxFileBytes`.
    case fileTooLarge(path: String, bytes: Int, limit: Int)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .notAFolder(let path):
            return "\(path) is not an asset catalog folder (an .xcassets folder holding Contents.json files)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalidContents(let path, let reason):
            return "\(path): \(reason)"
        case .missingFile(let set, let filename):
            return "\(set)/Contents.json names \(filename), which is not in the image set: add the file or remove "
                + "its entry"
        case .pdfNotSupported(let path):
            return "\(path) is a PDF: Proof draws PNG and SVG assets only; export the image as SVG (or PNG at "
                + "@2x/@3x) and reference that file in Contents.json"
        case .invalidImage(let path, let reason):
            return "\(path) does not decode: \(reason)"
        case .invalidColor(let path, let reason):
            return "\(path): \(reason)"
        case .fileTooLarge(let path, let bytes, let limit):
            return "\(path) is \(bytes) bytes, more than the limit of \(limit) (64 MiB) for an asset catalog file: "
                + "export it smaller"
        }
    }
}
