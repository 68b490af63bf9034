// The Sosh theme. Re-exports the theme contract (and through it the tokens and ProofUI).
@_exported import OUDSThemesContract
