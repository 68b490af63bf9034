// The part of the Challenge app's Core library its design system needs: the image loader contract,
// its default (offline) loader and its environment value.
import ProofUI
