// The atomic design system of the documents (`ChallengeDesignSystem`, vjr2005/Challenge) on ProofUI:
// the theme (eight contracts, the default theme, its environment), atoms, molecules and organisms.
@_exported import ProofUI
