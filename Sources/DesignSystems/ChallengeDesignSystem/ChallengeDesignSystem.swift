// The atomic design system of the documents (`ChallengeDesignSystem`, vjr2005/Challenge) on ProofUI.
// This version holds its theme: the eight contracts, the default theme and its environment.
@_exported import ProofUI
