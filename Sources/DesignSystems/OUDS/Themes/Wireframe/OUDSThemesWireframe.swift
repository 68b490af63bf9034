// The Wireframe theme, for prototypes. Re-exports the theme contract (and through it the tokens and
// ProofUI); it depends on the Orange theme target as the OUDS documents' product table says.
@_exported import OUDSThemesContract
