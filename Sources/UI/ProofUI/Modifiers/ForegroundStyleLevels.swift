/// `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)`: explicit styles for the hierarchical
/// levels (`.secondary`, `.tertiary`) below the primary foreground.
///
/// Text and shapes drawn in `.secondary` or `.tertiary` take the given style instead of the
/// primary one faded. On SF Symbols, SwiftUI paints the second and third layers with them in the
/// palette rendering mode; Proof's symbols are single-layer Material Design Icons glyphs, so a
/// symbol draws in the primary style only, whatever the mode (see `SymbolRenderingMode`).
nonisolated extension View {
    /// Primary and secondary styles of text, shapes and symbols inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                let levels = [AnyShapeStyle(ForegroundStyleLevels.fixed(secondary, in: env))]
                env.foregroundStyle = AnyShapeStyle(ForegroundStyleLevels.fixed(primary, in: env))
                env.foregroundStyleLevels = levels
            })
    }
    /// Primary, secondary and tertiary styles of text, shapes and symbols inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                let levels = [
                    AnyShapeStyle(ForegroundStyleLevels.fixed(secondary, in: env)),
                    AnyShapeStyle(ForegroundStyleLevels.fixed(tertiary, in: env)),
                ]
                env.foregroundStyle = AnyShapeStyle(ForegroundStyleLevels.fixed(primary, in: env))
                env.foregroundStyleLevels = levels
            })
    }
}

/// The explicit secondary and tertiary foreground styles of the environment.
enum ForegroundStyleLevels {
    /// `style`, with a hierarchical style resolved against the enclosing foreground now (as the
    /// one-style `.foregroundStyle(_:)` does).
    static func fixed<S: ShapeStyle>(_ style: S, in env: EnvironmentValues) -> any ShapeStyle {
        style is HierarchicalShapeStyle ? PaintStyle(paint: style._resolvePaint(in: env, bounds: .zero)) : style
    }
}

private struct ForegroundStyleLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The styles of the secondary and tertiary levels set by `.foregroundStyle(_:_:)`; empty
    /// when the levels are the primary style faded.
    var foregroundStyleLevels: [AnyShapeStyle] {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }
}
