import Foundation
import Raster

/// `proof-bench render <scenes.json> <outdir> [--scene NAME]...`: draws each scene once and writes
/// `<outdir>/<scene>.png`, for comparison with `bench_reference.py --dump-dir`.
struct RenderCommand {
    /// The scene file.
    var scenesPath: String
    /// Directory for the PNGs (created when missing).
    var outputDirectory: String
    /// Only these scenes (all when empty).
    var only: [String] = []

    /// Runs the command.
    func run() throws(CommandError) {
        let scenes = try SceneSelection.select(only, from: SceneFile.read(from: scenesPath).scenes)
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .failure("cannot create directory \(outputDirectory): \(error.localizedDescription)")
        }
        for scene in scenes {
            let file = (outputDirectory as NSString).appendingPathComponent("\(scene.name).png")
            do {
                let prepared = try PreparedScene(scene)
                try prepared.run()
                try PNGCodec.write(prepared.canvas.bitmap, to: file)
            } catch {
                throw .failure("scene \(scene.name): \(error.description)")
            }
            FileHandle.standardError.write(Data("proof-bench: wrote \(file)\n".utf8))
        }
    }
}
