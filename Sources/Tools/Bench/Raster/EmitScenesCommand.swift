import Foundation

/// `proof-bench emit-scenes <file>`: writes the scene catalogue as the JSON scene file.
struct EmitScenesCommand {
    /// Where the file goes (replaced atomically).
    var outputPath: String

    /// Runs the command.
    func run() throws(CommandError) {
        let scenes = SceneCatalog.all()
        try SceneFile(scenes: scenes).write(to: outputPath)
        let ops = scenes.reduce(0) { $0 + $1.ops.count }
        FileHandle.standardError.write(
            Data("proof-bench: wrote \(scenes.count) scenes (\(ops) ops) to \(outputPath)\n".utf8))
    }
}
