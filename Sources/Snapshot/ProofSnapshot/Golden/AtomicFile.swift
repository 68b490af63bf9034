/// Atomic writes for the files the golden tools produce beside goldens (reports, accept lists,
/// diff images): the bytes go to a temporary file in the same folder, are flushed, then renamed
/// over the target, so a reader never sees a half-written file.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically, creating missing folders.
    public static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        try SnapshotFileSystem.writeAtomically(bytes, to: path)
    }

    /// Writes `text` as UTF-8 to `path` atomically, creating missing folders.
    public static func write(_ text: String, to path: String) throws(SnapshotError) {
        try SnapshotFileSystem.writeAtomically(Array(text.utf8), to: path)
    }

    /// The whole file at `path`, or the reason it cannot be read.
    public static func read(_ path: String) throws(SnapshotError) -> [UInt8] { try SnapshotFileSystem.read(path) }
}
