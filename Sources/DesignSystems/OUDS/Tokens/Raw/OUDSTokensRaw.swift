// Raw tokens and the semantic token types. Re-exports the foundations (and ProofUI) so that granular
// imports of the OUDS documents work without importing ProofUI.
@_exported import OUDSFoundations
