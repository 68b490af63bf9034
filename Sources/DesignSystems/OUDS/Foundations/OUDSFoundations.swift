// The lowest OUDS layer. It re-exports ProofUI (and through it ProofText), so that every OUDS module
// and the documents' code see the SwiftUI-shaped API without importing it, and it defines the
// documents' font API — `PSFNMK`, `registerFont(postScript:forCombination:)`,
// `kApplePostScriptFontNames`, `CTFontManagerRegisterFontsForURL` — on ProofText's font registry.
@_exported import ProofUI
