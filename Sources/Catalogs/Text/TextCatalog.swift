import Foundation
import ProofSnapshot
import ProofText
import Raster

/// The text gallery: a pangram per bundled family and weight, wrapping and truncation, bidi, OUDS
/// typography tokens on a baseline grid, and rich text. Rendered by `proof-gallery` and verified
/// byte-exact against `Golden/text/` by the test suite.
public enum TextCatalog {
    /// Every scene, in a stable order with unique names.
    public static let scenes: [CanvasScene] = pangramScenes + layoutScenes

    /// The catalog the tools take: every scene as a golden image under `text/`.
    public static let catalog = Catalog(
        name: "text", summary: "fonts, shaping, wrapping, truncation, bidi, typography tokens, rich text",
        images: scenes.map(\.image))

    /// The scene with `name`, or nil.
    public static func scene(named name: String) -> CanvasScene? { scenes.first { $0.name == name } }

    static let ink = Color(hex: 0x1F2A44)
    static let faint = Color(hex: 0xD8DCE6)
    static let guide = Color(hex: 0xE03C31)
    static let orange = Color(hex: 0xFF7900)

    /// Lays out and draws `text` with its top-left at (`x`, `y`); returns the layout.
    @discardableResult
    static func draw(
        _ c: Canvas, _ text: AttributedText, _ options: TextLayoutOptions = TextLayoutOptions(), x: Double, y: Double,
        color: Color = ink
    ) throws -> TextLayout {
        let layout = try Typesetter().layout(text, options: options)
        try c.draw(layout, at: Point(x: x, y: y), paint: .solid(color))
        return layout
    }

    /// A file-name-safe form of a family name ("Noto Sans Display" → "noto-sans-display").
    static func slug(_ s: String) -> String {
        s.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}
