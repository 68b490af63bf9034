// The OUDS SwiftUI components. They read the theme with `@Environment(\.theme)` and draw with its
// tokens only (`theme.button`, `theme.colors`, …). Re-exports the contract and the component tokens
// so that `import OUDSComponents` with a theme import is enough, as the documents' granular mode shows.
@_exported import OUDSThemesContract
@_exported import OUDSTokensComponent
