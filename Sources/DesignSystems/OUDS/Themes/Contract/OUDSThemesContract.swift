// The theme contract: `OUDSTheme`, `Tuning`, `OUDSThemeableView`, `@Environment(\.theme)` and the
// token view modifiers. Re-exports the token layers so that the documents' granular imports
// (`import OUDSThemesContract`) see tokens and the SwiftUI-shaped API.
@_exported import OUDSTokensComponent
