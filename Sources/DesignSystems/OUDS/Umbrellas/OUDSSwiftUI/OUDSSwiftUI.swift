// Umbrella product: every OUDS layer and every theme (Orange, Orange Compact, Sosh, Wireframe), plus
// ProofUI, so that `import OUDSSwiftUI` is the only import a preview needs.
@_exported import OUDSComponents
@_exported import OUDSFoundations
@_exported import OUDSModules
@_exported import OUDSThemesContract
@_exported import OUDSThemesOrange
@_exported import OUDSThemesOrangeCompact
@_exported import OUDSThemesSosh
@_exported import OUDSThemesWireframe
@_exported import OUDSTokensComponent
@_exported import OUDSTokensRaw
@_exported import ProofUI
