/// How an SF Symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`, set with
/// `.symbolRenderingMode(_:)` and read with `@Environment(\.symbolRenderingMode)`.
///
/// Where we differ: Proof's symbols are single-layer icons, so every mode draws them as
/// `.monochrome` does (in the foreground style); the mode is kept in the environment.
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
