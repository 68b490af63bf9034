import ProofUI

/// The gap between the indicator and its track.
public enum OUDSProgressIndicatorGapSize: Hashable, Sendable, CaseIterable {
    /// Circular: 14° of arc; linear: 4 pt (`spaceLinearGapDefault`).
    case `default`
    /// Circular: 1 pt at a 48 pt diameter, scaled with it; linear: 1 pt (`spaceLinearGapSmall`).
    case small

    /// The gap of a circular indicator as a fraction of the full turn (independent of the diameter).
    func circularFraction(_ tokens: ProgressIndicatorComponentTokens) -> Double {
        switch self {
        case .default: tokens.circularGapDefaultDegrees / 360
        case .small: Double(tokens.sizeCircularGapSmall) / (Double.pi * Double(tokens.sizeCircularDefault))
        }
    }

    /// The gap of a linear indicator in points.
    func linearGap(_ tokens: ProgressIndicatorComponentTokens) -> CGFloat {
        switch self {
        case .default: tokens.spaceLinearGapDefault
        case .small: tokens.spaceLinearGapSmall
        }
    }
}
