import Raster

/// A scene ready to draw: every path, colour, stroke style and shadow is built once, before any
/// timing, together with a canvas of the scene's size that each repetition reuses.
final class PreparedScene {
    /// The scene's name.
    let name: String
    /// Number of operations (for progress messages).
    let opCount: Int
    /// The canvas drawn on; cleared at the start of every repetition.
    let canvas: Canvas
    private let commands: [DrawCommand]

    /// Prepares `scene`; throws when its size is not a valid canvas size.
    init(_ scene: BenchScene) throws(RasterError) {
        name = scene.name
        opCount = scene.ops.count
        canvas = try Canvas(width: scene.width, height: scene.height)
        commands = scene.ops.map(DrawCommand.init)
    }

    /// One repetition: clear the canvas to transparent, then draw every operation in order.
    func run() throws(RasterError) {
        canvas.clear()
        for command in commands {
            try command.draw(on: canvas)
        }
    }
}
