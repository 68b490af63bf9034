/// A modifier that records a preview trait; it changes nothing when rendered except the colour
/// scheme of `preferredColorScheme(_:)`.
nonisolated struct PreviewTraitModifier: NodeModifier {
    let write: @Sendable (inout PreviewTraits) -> Void
    var colorScheme: ColorScheme?

    func apply(to environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
    }
}
