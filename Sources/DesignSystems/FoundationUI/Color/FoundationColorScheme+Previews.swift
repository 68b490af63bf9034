/// Previews of one view in the four schemes, for a team's catalog of FoundationUI components.
extension FoundationColorScheme {
    /// A preview of `content` per scheme, named `<name>-light`, `-dark`, `-lightAccessible` and
    /// `-darkAccessible`, at `scale`:
    ///
    /// ```swift
    /// let catalog = Catalog(name: "components", summary: "our buttons",
    ///                       previews: FoundationColorScheme.previews("buttons/primary") { PrimaryButton() },
    ///                       goldenFolder: "components")
    /// ```
    public static func previews<V: View>(
        _ name: String, scale: CGFloat = 2, @ViewBuilder content: @escaping @MainActor () -> V
    ) -> [Preview] {
        allCases.map { scheme in
            var configuration = RenderConfiguration(scale: scale, colorScheme: scheme.colorScheme)
            configuration.colorSchemeContrast = scheme.colorSchemeContrast
            return Preview("\(name)-\(scheme.rawValue)", configuration: configuration, content: content)
        }
    }
}
