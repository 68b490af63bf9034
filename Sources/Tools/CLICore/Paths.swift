import Foundation

/// Resolution of the paths a command line names.
enum Paths {
    /// `path`, relative to `workingDirectory` unless absolute (kept as given when that is the
    /// process's own, so that messages show the path the user typed).
    static func resolve(_ path: String, in workingDirectory: String) -> String {
        if path.hasPrefix("/") || workingDirectory == FileManager.default.currentDirectoryPath { return path }
        return workingDirectory + "/" + path
    }
}
