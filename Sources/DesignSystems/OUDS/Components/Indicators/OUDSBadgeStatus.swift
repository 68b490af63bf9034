/// The status of a standard or count badge: the meaning its colour carries.
public enum OUDSBadgeStatus: Hashable, Sendable, CaseIterable {
    /// General information without specific emphasis (`surfaceInverseHigh`).
    case neutral
    /// Discovery or exploration (`surfaceStatusAccentEmphasized`).
    case accent
    /// Success, completion or approval.
    case positive
    /// Informational context without urgency.
    case info
    /// Potential risk or caution.
    case warning
    /// Important or critical information, errors.
    case negative

    var kind: IndicatorStatusKind {
        switch self {
        case .neutral: .neutral
        case .accent: .accent
        case .positive: .positive
        case .info: .info
        case .warning: .warning
        case .negative: .negative
        }
    }
}
