/// How an SF Symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`, set with
/// `.symbolRenderingMode(_:)` and read with `@Environment(\.symbolRenderingMode)`.
///
/// Where we differ, honestly: SF Symbols have up to three layers; Proof draws them with
/// Material Design Icons glyphs, which are one layer each (a glyph's outline cannot be split into
/// SF's primary, secondary and tertiary parts). A single-layer symbol is all primary layer, and
/// the primary layer is drawn alike in every mode: in the foreground style (`.monochrome`), at the
/// primary colour's full opacity (`.hierarchical`, whose fainter levels only apply to the
/// secondary and tertiary layers), in the first palette style (`.palette` with
/// `.foregroundStyle(_:_:)`), and in the foreground style for `.multicolor` (a symbol without
/// colours of its own falls back to it, as on iOS). So the four modes give the same pixels; the
/// mode is kept in the environment for components that read it.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at decreasing opacities per layer.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")

    /// The mode's name.
    public var description: String { name }
}
