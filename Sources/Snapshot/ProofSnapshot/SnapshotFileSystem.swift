import Foundation

/// The file operations of snapshot testing, on POSIX calls so that failures carry the system's
/// reason. Writes are atomic: a temporary file beside the target, flushed, then renamed.
enum SnapshotFileSystem {
    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The whole file at `path`.
    static func read(_ path: String) throws(SnapshotError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotRead(path: path, reason: systemReason(errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .cannotRead(path: path, reason: systemReason(code))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder that is flushed and
    /// renamed into place, then flushes the folder, so `path` never holds a half-written file and
    /// the new one survives a power cut; creates missing folders.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        let (directory, name) = split(path)
        try createDirectories(directory)
        let nonce = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid())-\(nonce).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw .cannotWrite(path: path, reason: "cannot create a temporary file beside it: " + systemReason(errno))
        }
        var failure: String? = nil
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    failure = systemReason(code)
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = "cannot flush to disk: " + systemReason(errno) }
        if close(fd) != 0, failure == nil { failure = systemReason(errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = "cannot rename into place: " + systemReason(errno) }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
        // The rename is durable only once the folder's entry is on disk too (after a power cut the
        // folder would otherwise still name the old file, or none). A folder that cannot be opened
        // for this is no error: the file itself is complete and in place.
        let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Creates `path` and its missing parents, like `mkdir -p`.
    static func createDirectories(_ path: String) throws(SnapshotError) {
        guard !path.isEmpty else { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 {
                let code = errno
                var info = stat()
                guard code == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                    let reason = code == EEXIST ? "\(prefix) exists and is not a folder" : systemReason(code)
                    throw .cannotCreateDirectory(path: path, reason: reason)
                }
            }
            prefix += "/"
        }
    }

    /// Deletes the regular files in `directory` named exactly `name` or starting with `prefix`;
    /// ignores a missing folder and files that cannot be deleted.
    static func removeFiles(in directory: String, named name: String, orStartingWith prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for candidate in names where candidate == name || candidate.hasPrefix(prefix) {
            unlink(directory + "/" + candidate)
        }
    }

    /// The folder part (without the trailing slash, empty for none) and the file name of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Whether two folder paths name the same folder: compared after resolving symbolic links,
    /// `.` and `..` when they exist, else as written without trailing slashes.
    static func sameFolder(_ a: String, _ b: String) -> Bool {
        func canonical(_ path: String) -> String {
            if let resolved = realpath(path, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            var trimmed = path
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
            return trimmed
        }
        return canonical(a) == canonical(b)
    }

    /// `read(2)`, named apart from `read(_:)` above.
    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
            return Musl.read(fd, buffer, count)
        #else
            return Darwin.read(fd, buffer, count)
        #endif
    }

    /// The system's text for an `errno` value.
    static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
