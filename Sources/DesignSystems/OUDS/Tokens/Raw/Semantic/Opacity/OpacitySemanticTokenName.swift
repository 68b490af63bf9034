/// Names of the single-valued opacity tokens (`theme.opacity.<name>`).
public enum OpacitySemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case invisible, weakest, weaker, weak, medium, strong, disabled, opaque
}
