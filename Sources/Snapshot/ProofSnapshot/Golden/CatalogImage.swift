import ProofUI
import Raster
import Testing

/// One golden image of a catalog: how to render it and where its golden lives.
///
/// `goldenPath` is relative to a golden root (`Golden/` in this repository) and uses `/`; `name` is
/// that path without `.png`, so it is unique in a catalog and is what `--only`, test names and
/// reports show (`raster/cap-round`, `ouds/orange/button/strong-enabled-dark`).
public struct CatalogImage: Sendable {
    /// The golden path without `.png`: unique, stable, and what people select images by.
    public let name: String
    /// What the picture shows, for people reviewing it.
    public let summary: String
    /// The golden file, relative to the golden root (`raster/cap-round.png`).
    public let goldenPath: String
    /// Pixels per point of the rendering (2 for every built-in image), for pages that show it at
    /// its size in points.
    public let scale: Double
    private let drawing: Drawing

    /// How an image is made: pixels drawn directly on any thread, or a view laid out on the main
    /// actor (where `body` runs) and drawn from its display list on the caller's thread.
    private enum Drawing: Sendable {
        case pixels(@Sendable () throws -> Bitmap)
        case view(@MainActor @Sendable () throws -> DisplayList)
    }

    /// An image whose golden is at `goldenPath` (`.png` is added when it does not end so) and whose pixels
    /// `render` draws. `render` may throw any layer's error (raster, text, rendering); it runs
    /// afresh on every call, possibly on several threads at once.
    public init(
        goldenPath: String, summary: String = "", scale: Double = 2,
        render: @escaping @Sendable () throws -> Bitmap
    ) {
        self.init(goldenPath: goldenPath, summary: summary, scale: scale, drawing: .pixels(render))
    }

    /// An image of a view: `layOut` returns its display list (on the main actor, afresh on every
    /// call), which is drawn at `scale`.
    public init(
        goldenPath: String, summary: String = "", scale: Double = 2,
        layOut: @escaping @MainActor @Sendable () throws -> DisplayList
    ) {
        self.init(goldenPath: goldenPath, summary: summary, scale: scale, drawing: .view(layOut))
    }

    private init(goldenPath: String, summary: String, scale: Double, drawing: Drawing) {
        self.goldenPath = GoldenStore.pngPath(goldenPath)
        self.name = String(self.goldenPath.dropLast(4))
        self.summary = summary
        self.scale = scale
        self.drawing = drawing
    }

    /// Renders the image. A view's layout waits for the main actor; its drawing, and every other
    /// image, runs on the caller's thread, so many renders can draw at once.
    public func render() async throws -> Bitmap {
        switch drawing {
        case .pixels(let draw): return try draw()
        case .view: return try await prepared().render()
        }
    }

    /// The image with its main-actor work done: a view's layout runs now (on the main actor), and
    /// what is left, drawing its display list, runs wherever the result is rendered, without the
    /// main actor. A layout that throws makes an image whose rendering throws that error.
    ///
    /// Runners that render many images lay the next ones out while others draw: layout is serial
    /// on the main actor, drawing runs on every core.
    /// Isolated to the main actor rather than hopping there inside: a runner calling it from the
    /// main actor then never waits for a pool thread (busy drawing) in between.
    @MainActor public func prepared() -> CatalogImage {
        guard case .view(let layOut) = drawing else { return self }
        let laidOut = Result { try layOut() }
        let scale = scale
        let draw: @Sendable () throws -> Bitmap = {
            try ViewRenderer.render(laidOut.get(), scale: CGFloat(scale)).bitmap
        }
        return CatalogImage(goldenPath: goldenPath, summary: summary, scale: scale, drawing: .pixels(draw))
    }
}

extension CatalogImage: CustomStringConvertible {
    /// The name, so that parameterized tests over images read `raster/cap-round`.
    public var description: String { name }
}

extension CatalogImage: CustomTestStringConvertible {
    /// The name, so that a parameterized golden test lists `raster/cap-round`, not a structure dump.
    public var testDescription: String { name }
}
