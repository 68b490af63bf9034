import Foundation
import Glibc

/// The scene file shared with `Scripts/bench_reference.py`: `{"scenes": [scene, ...]}`.
///
/// `write(to:)` is what `proof-bench emit-scenes` produces; `read(from:)` is what `time` and
/// `render` consume, with errors that name the offending element (e.g. `scenes[3].ops[12].path[4]`).
struct SceneFile: Sendable {
    /// The scenes, in the order they are run and reported.
    var scenes: [BenchScene]

    /// Reads and validates a scene file.
    static func read(from path: String) throws(CommandError) -> SceneFile {
        let data = try readFile(path)
        do {
            return try JSONDecoder().decode(SceneFile.self, from: data)
        } catch let error as DecodingError {
            throw .failure("invalid scene file \(path): \(Self.describe(error, data: data))")
        } catch {
            throw .failure("invalid scene file \(path): \(error)")
        }
    }

    /// Writes the file through a temporary file in the same directory renamed into place, so
    /// `path` never holds a half-written file (the Python side may read it right after).
    func write(to path: String) throws(CommandError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            data = try encoder.encode(self) + Data("\n".utf8)
        } catch {
            throw .failure("cannot encode the scenes as JSON: \(error)")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let base = (path as NSString).lastPathComponent
        let temp = (directory.isEmpty ? "" : directory + "/") + ".\(base).tmp-\(getpid())"
        func fail(_ step: String, _ code: Int32) -> CommandError {
            unlink(temp)
            return .failure("cannot \(step): \(String(cString: strerror(code)))")
        }
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .failure("cannot create \(temp): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure != 0 {
            close(fd)
            throw fail("write \(temp)", failure)
        }
        guard close(fd) == 0 else { throw fail("close \(temp)", errno) }
        guard rename(temp, path) == 0 else { throw fail("rename \(temp) to \(path)", errno) }
    }

    /// The whole file at `path`, with the system's reason when it cannot be read.
    private static func readFile(_ path: String) throws(CommandError) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .failure("cannot read scene file \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n == 0 { return data }
            if n < 0 {
                if errno == EINTR { continue }
                throw .failure("cannot read scene file \(path): \(String(cString: strerror(errno)))")
            }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// "scenes[3].ops[12].path[4]: message" for a decoding error.
    private static func describe(_ error: DecodingError, data: Data) -> String {
        func location(_ path: [any CodingKey]) -> String {
            var s = ""
            for key in path {
                if let i = key.intValue { s += "[\(i)]" } else { s += (s.isEmpty ? "" : ".") + key.stringValue }
            }
            return s.isEmpty ? "top level" : s
        }
        switch error {
        case .keyNotFound(let key, let ctx):
            return "\(location(ctx.codingPath)): missing key \"\(key.stringValue)\""
        case .valueNotFound(_, let ctx), .typeMismatch(_, let ctx):
            return "\(location(ctx.codingPath)): \(ctx.debugDescription)"
        case .dataCorrupted(let ctx):
            if ctx.codingPath.isEmpty {
                // Probably not JSON at all: JSONSerialization says where it stopped.
                do {
                    _ = try JSONSerialization.jsonObject(with: data)
                } catch {
                    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                    return "not valid JSON" + (detail.map { ": \($0)" } ?? "")
                }
            }
            var message = "\(location(ctx.codingPath)): \(ctx.debugDescription)"
            if let underlying = ctx.underlyingError { message += " (\(underlying))" }
            return message
        @unknown default:
            return "\(error)"
        }
    }
}

extension SceneFile: Codable {
    private enum CodingKeys: String, CodingKey {
        case scenes
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        scenes = try c.decode([BenchScene].self, forKey: .scenes)
        var seen = Set<String>()
        for s in scenes where !seen.insert(s.name).inserted {
            throw DecodingError.dataCorruptedError(
                forKey: .scenes, in: c, debugDescription: "scene name \"\(s.name)\" appears more than once")
        }
    }
}
