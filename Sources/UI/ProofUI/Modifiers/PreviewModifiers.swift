nonisolated extension View {
    /// The size a preview shows this view at (read by `PreviewTraits`; no effect on rendering).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier { $0.layout = value })
    }
    /// The name of this preview (read by `PreviewTraits`; no effect on rendering).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitModifier { $0.displayName = value })
    }
    /// The device a preview shows this view on (read by `PreviewTraits`; no effect on rendering).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier { $0.device = value })
    }
    /// The colour scheme of this view and its descendants; a preview records it as its scheme.
    ///
    /// Where we differ: on iOS the preference reaches the enclosing presentation (the window); a
    /// still render has no window, so it sets the scheme of this view, and `PreviewTraits` reads it
    /// for the render configuration (whose background follows the scheme).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreviewTraitModifier(write: { $0.colorScheme = colorScheme }, colorScheme: colorScheme))
    }
}
