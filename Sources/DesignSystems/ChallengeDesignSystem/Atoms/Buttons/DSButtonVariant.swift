/// The look of a `DSButton`: filled, outlined or on a subtle tint. The design system has no size
/// variants.
public enum DSButtonVariant: Hashable, Sendable, CaseIterable {
    /// The main action: inverted text on the accent, as wide as offered.
    case primary
    /// An outlined action: accent text and a thin accent border, as wide as its label.
    case secondary
    /// A quiet action: accent text on the subtle accent tint, as wide as its label.
    case tertiary
}
