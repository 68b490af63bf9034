// Umbrella product for prototypes: every OUDS layer with the Wireframe theme, plus ProofUI.
@_exported import OUDSComponents
@_exported import OUDSFoundations
@_exported import OUDSModules
@_exported import OUDSThemesContract
@_exported import OUDSThemesWireframe
@_exported import OUDSTokensComponent
@_exported import OUDSTokensRaw
@_exported import ProofUI
