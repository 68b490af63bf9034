// Component tokens: the sizes, spaces, borders and colours each OUDS component is drawn with,
// defined from a theme's semantic tokens. Re-exports the raw and semantic token layer.
@_exported import OUDSTokensRaw
