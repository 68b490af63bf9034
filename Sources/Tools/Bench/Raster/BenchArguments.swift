import ProofArguments

/// The command line of `proof-bench`, each argument declared once.
enum BenchArguments {
    /// `emit-scenes <file>`.
    static let sceneFileOut = Positional.required(
        "<file>", help: "where the scene file goes (replaced atomically)",
        parser: .nonEmpty("a file path", empty: "needs a file path"))
    /// `<scenes.json>` of `time` and `render`.
    static let sceneFile = Positional.required(
        "<scenes.json>", help: "a scene file written by emit-scenes",
        parser: .nonEmpty("a scene file", empty: "needs a file path"))
    /// `<outdir>` of `render`.
    static let outputDirectory = Positional.required(
        "<outdir>", help: "the folder for the PNGs (created when missing)",
        parser: .nonEmpty("a folder", empty: "needs a folder path"))
    /// `--reps`.
    static let reps = Option.required(
        "--reps", valueName: "<N>", help: "timed repetitions per scene", parser: .integer(atLeast: 1))
    /// `--warmup`.
    static let warmup = Option(
        "--warmup", valueName: "<K>", help: "untimed repetitions before timing", parser: .integer(atLeast: 0),
        default: 1)
    /// `--scene`.
    static let scene = RepeatableOption(
        "--scene", valueName: "<name>", help: "only this scene (all when absent)",
        parser: .nonEmpty("a scene name", empty: "needs a scene name"))

    /// `emit-scenes`.
    static let emitScenes = Command(
        "emit-scenes", abstract: "write the benchmark scenes as JSON (for Scripts/bench_reference.py)",
        positionals: [sceneFileOut])
    /// `time`.
    static let time = Command(
        "time",
        abstract:
            "time N repetitions per scene after K warm-ups; prints {\"proof\": {\"<scene>\": [ms, ...]}} on stdout",
        options: [reps, warmup, scene], positionals: [sceneFile])
    /// `render`.
    static let render = Command(
        "render", abstract: "draw each scene once into <outdir>/<scene>.png", options: [scene],
        positionals: [sceneFile, outputDirectory])

    /// `proof-bench`.
    static let command = Command(
        "proof-bench", abstract: "Proof's side of the rasterizer benchmark (Scripts/bench drives it)",
        subcommands: [emitScenes, time, render], version: ProofVersion.current)
}
