import Foundation
import Raster

/// `proof-bench time <scenes.json> --reps N [--warmup K] [--scene NAME]...`: times each scene and
/// prints `{"proof": {"<scene>": [ms, ...], ...}}` on stdout, the format `bench_driver.py` reads.
///
/// For each scene, on this thread only: the scene is prepared (paths, colours, styles, canvas)
/// outside the timed region, `warmup` untimed repetitions run, then each of `reps` repetitions —
/// clear the canvas to transparent and draw every operation — is timed with `ContinuousClock`.
/// A one-line summary per scene goes to stderr.
struct TimeCommand {
    /// The scene file.
    var scenesPath: String
    /// Timed repetitions per scene (≥ 1).
    var reps: Int
    /// Untimed repetitions before timing (≥ 0).
    var warmup: Int = 1
    /// Only these scenes (all when empty).
    var only: [String] = []

    /// Runs the command.
    func run() throws(CommandError) {
        let scenes = try SceneSelection.select(only, from: SceneFile.read(from: scenesPath).scenes)
        var results: [(name: String, samples: [Double])] = []
        let clock = ContinuousClock()
        for scene in scenes {
            do {
                let prepared = try PreparedScene(scene)
                for _ in 0..<warmup { try prepared.run() }
                var samples: [Double] = []
                samples.reserveCapacity(reps)
                for _ in 0..<reps {
                    let start = clock.now
                    try prepared.run()
                    let end = clock.now
                    samples.append(Self.milliseconds(end - start))
                }
                results.append((scene.name, samples))
                let median = samples.sorted()[samples.count / 2]
                FileHandle.standardError.write(
                    Data("proof-bench: \(scene.name): \(scene.ops.count) ops, median \(Self.format(median)) ms\n".utf8))
            } catch {
                throw .failure("scene \(scene.name): \(error.description)")
            }
        }
        var json = "{\"proof\": {"
        for (i, r) in results.enumerated() {
            if i > 0 { json += ", " }
            json += Self.quoted(r.name) + ": [" + r.samples.map { "\($0)" }.joined(separator: ", ") + "]"
        }
        json += "}}\n"
        FileHandle.standardOutput.write(Data(json.utf8))
    }

    /// A duration in milliseconds.
    private static func milliseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }

    /// `v` with three decimals.
    private static func format(_ v: Double) -> String {
        String(format: "%.3f", v)
    }

    /// `s` as a JSON string literal.
    private static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
