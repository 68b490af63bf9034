// The lowest OUDS layer. It re-exports ProofUI (and through it ProofText), so that every OUDS module
// and the documents' code see the SwiftUI-shaped API, `PSFNMK`, `kApplePostScriptFontNames` and
// `registerFont(postScript:forCombination:)` without importing them.
@_exported import ProofUI
