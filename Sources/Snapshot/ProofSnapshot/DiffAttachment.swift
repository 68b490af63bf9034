/// A file that explains a failed comparison, such as a difference image; written beside the
/// actual snapshot in the artifacts folder and attached to the test report.
public struct DiffAttachment: Hashable, Sendable {
    /// A short name that becomes part of the file name (`diff` → `<snapshot>.diff.png`).
    public var name: String
    /// The file extension without the dot, or nil for none.
    public var pathExtension: String?
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates an attachment.
    public init(name: String, pathExtension: String?, bytes: [UInt8]) {
        self.name = name
        self.pathExtension = pathExtension
        self.bytes = bytes
    }
}
