import ProofUI

/// A status a `DSStatusIndicator` shows: alive, dead or unknown. Not a view: its colour comes from a
/// palette with `color(in:)`.
///
/// ```swift
/// let status = DSStatus.from(character.status)     // "Alive", "dead", "UNKNOWN", anything else
/// let color = status.color(in: theme.colors)
/// ```
public enum DSStatus: String, CaseIterable, Sendable {
    /// Alive, active, succeeded: the palette's `statusSuccess`.
    case alive
    /// Dead, inactive, failed: the palette's `statusError`.
    case dead
    /// Neither or not known: the palette's `statusNeutral`.
    case unknown

    /// The status whose raw value equals `value` ignoring case; `.unknown` for any other string.
    public static func from(_ value: String) -> Self {
        Self(rawValue: value.lowercased()) ?? .unknown
    }

    /// This status's colour in `palette`.
    public func color(in palette: DSColorPaletteContract) -> Color {
        switch self {
        case .alive: palette.statusSuccess
        case .dead: palette.statusError
        case .unknown: palette.statusNeutral
        }
    }
}
