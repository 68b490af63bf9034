/// Names of the single-valued effect tokens (`theme.effect.<name>`).
public enum EffectSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case blurDrag
}
