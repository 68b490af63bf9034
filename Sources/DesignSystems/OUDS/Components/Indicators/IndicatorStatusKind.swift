import ProofUI

/// The six OUDS statuses the indicators share (badges, tags, progress indicators), used to pick a
/// colour from an `OUDSStatusColors` token.
enum IndicatorStatusKind: Hashable, Sendable {
    case neutral, accent, positive, info, warning, negative

    /// Whether the status has its own functional glyph (tick, "i", "!", "×").
    var isFunctional: Bool {
        switch self {
        case .neutral, .accent: false
        case .positive, .info, .warning, .negative: true
        }
    }
}

extension OUDSStatusColors {
    /// The colour of `status`, or the disabled colour when `enabled` is false.
    func color(_ status: IndicatorStatusKind, enabled: Bool = true) -> Color {
        guard enabled else { return disabled }
        switch status {
        case .neutral: return neutral
        case .accent: return accent
        case .positive: return positive
        case .info: return info
        case .warning: return warning
        case .negative: return negative
        }
    }
}
