/// Names of the single-valued border radius and width tokens (`theme.border.<name>`).
public enum BorderSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case radiusNone, radiusDefault, radiusSmall, radiusMedium, radiusLarge, radiusPill, widthNone, widthDefault,
        widthThin, widthMedium, widthThick, widthThicker, widthFocus, widthFocusInset
}
