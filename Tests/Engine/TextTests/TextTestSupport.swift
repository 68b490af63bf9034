import Foundation
import ProofText
import Raster

/// Shared fixtures: the bundled registry, a typesetter over it, and small helpers.
enum TextFixtures {
    static let registry = FontRegistry.shared
    static let typesetter = Typesetter(registry: registry)
    static let uiFamily = registry.defaultFamily ?? ""

    /// A layout of `string` with default options except those given.
    static func layout(_ string: String, size: Double = 17, options: TextLayoutOptions = TextLayoutOptions()) throws
        -> TextLayout
    {
        try typesetter.layout(AttributedText(string, attributes: TextAttributes(size: size)), options: options)
    }

    /// All glyph runs of a layout in visual order.
    static func runs(_ l: TextLayout) -> [GlyphRun] { l.lines.flatMap(\.runs) }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "proof-text-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Path of a bundled font file.
    static func bundledPath(_ relative: String) -> String {
        (BundledFonts.directory as NSString).appendingPathComponent(relative)
    }

    /// Renders a layout on a white canvas at `scale`.
    static func render(_ layout: TextLayout, scale: Double = 2, padding: Double = 4) throws -> Bitmap {
        let w = Int(((layout.size.width + 2 * padding) * scale).rounded(.up))
        let h = Int(((layout.size.height + 2 * padding) * scale).rounded(.up))
        let canvas = try Canvas(width: max(1, w), height: max(1, h))
        canvas.clear(.white)
        canvas.transform = .scale(scale, scale)
        try canvas.draw(layout, at: Point(x: padding, y: padding), paint: .solid(.black))
        return canvas.bitmap
    }
}
