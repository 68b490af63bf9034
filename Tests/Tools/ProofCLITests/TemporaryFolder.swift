import Foundation

/// A fresh empty folder, removed by `remove()`.
struct TemporaryFolder {
    /// Its absolute path.
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("proof-cli-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns the name.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        return name
    }

    /// The names of the files inside.
    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// The bytes of `name` inside the folder.
    func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
