// Umbrella product for Orange apps: every OUDS layer with the Orange and Orange Compact themes, plus
// ProofUI.
@_exported import OUDSComponents
@_exported import OUDSFoundations
@_exported import OUDSModules
@_exported import OUDSThemesContract
@_exported import OUDSThemesOrange
@_exported import OUDSThemesOrangeCompact
@_exported import OUDSTokensComponent
@_exported import OUDSTokensRaw
@_exported import ProofUI
