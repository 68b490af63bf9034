nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }
    /// Changes environment values for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }
    /// The colour of text and shapes inside.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.foregroundStyle = color.map(AnyShapeStyle.init)
                $0.foregroundStyleLevels = []
            })
    }
    /// The style of text and shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                // Hierarchical styles resolve against the enclosing foreground (and its levels), so
                // resolve them now (erased ones too: `AnyShapeStyle(.primary)` would otherwise resolve
                // against itself); the levels set by `.foregroundStyle(_:_:)` end here.
                if style is HierarchicalShapeStyle || (style as? AnyShapeStyle)?.base is HierarchicalShapeStyle {
                    let paint = style._resolvePaint(in: env, bounds: .zero)
                    env.foregroundStyle = AnyShapeStyle(PaintStyle(paint: paint))
                } else {
                    env.foregroundStyle = AnyShapeStyle(style)
                }
                env.foregroundStyleLevels = []
            })
    }
    /// The accent colour of controls inside.
    public func tint(_ tint: Color?) -> some View { modifier(EnvironmentWritingModifier { $0.tint = tint }) }
    /// The accent colour of controls inside (deprecated SwiftUI name).
    public func accentColor(_ color: Color?) -> some View { tint(color) }
    /// The font of text inside.
    public func font(_ font: Font?) -> some View { modifier(EnvironmentWritingModifier { $0.font = font }) }
    /// The weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.weight = weight })
    }
    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// Extra space after each character, in points.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.kerning = kerning })
    }
    /// Extra space between characters, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.tracking = tracking })
    }
    /// Extra space between lines, in points.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.lineSpacing = spacing })
    }
    /// The smallest fraction of its size text may shrink to, to fit its width and line limit
    /// without truncation (clamped to 0.01…1; 1, the default, never shrinks). Text shrinks
    /// uniformly to the largest scale that fits (found to 1/1024), and is truncated at `factor` if
    /// even that does not fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.minimumScaleFactor = min(1, max(0.01, factor)) })
    }
    /// The most lines text may take (nil = unlimited).
    public func lineLimit(_ limit: Int?) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.lineLimit = limit })
    }
    /// Alignment of the lines of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.alignment = alignment })
    }
    /// Where truncated text shows its ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.truncation = mode })
    }
    /// Monospaced text inside.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.monospaced = isActive })
    }
    /// Underlined text inside.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.underline = isActive ? .some(color) : nil })
    }
    /// Struck-through text inside.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.strikethrough = isActive ? .some(color) : nil })
    }
    /// Line height of the text boxes inside, in points (the font's natural height is centred in it,
    /// as design-system typography tokens specify). Proof extension.
    public func lineHeight(_ height: CGFloat?) -> some View {
        modifier(EnvironmentWritingModifier { $0.text.lineHeight = height })
    }
    /// Disables controls inside.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
    /// The Dynamic Type size of this view and its descendants.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Forces hover, pressed or focus appearance (Proof extension: SwiftUI cannot force them).
    public func interactionState(_ state: InteractionState) -> some View { environment(\.interactionState, state) }
}
