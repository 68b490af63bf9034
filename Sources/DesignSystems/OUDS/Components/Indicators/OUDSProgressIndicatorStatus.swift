/// The status of a progress indicator: the colour of its arc or bar (`theme.progressIndicator.colorIndicator`).
/// On a monochrome coloured surface the status is ignored and `contentDefault` is used.
public enum OUDSProgressIndicatorStatus: Hashable, Sendable, CaseIterable {
    /// `contentDefault`, the default.
    case neutral
    /// `contentStatusAccent`.
    case accent
    /// `contentStatusPositive`.
    case positive
    /// `contentStatusInfo`.
    case info
    /// `contentStatusWarning`.
    case warning
    /// `contentStatusNegative`.
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
