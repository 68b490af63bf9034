import ProofUI

/// The status of an OUDS alert (inline alert, alert message): two non-functional statuses that may
/// carry a custom icon (none by default), and four functional ones, each with its own icon.
public enum OUDSAlertStatus: Sendable {
    /// Generic information without semantic colour; `icon` is tinted `contentDefault`.
    case neutral(icon: OUDSImage? = nil)
    /// Brand-coloured, non-critical highlight; `icon` is tinted `contentStatusAccent`.
    case accent(icon: OUDSImage? = nil)
    /// A task completed successfully (a tick in a circle).
    case positive
    /// Neutral system information (an "i" in a circle).
    case info
    /// A potential issue (a two-tone triangle with "!").
    case warning
    /// A critical issue (an "!" in a circle).
    case negative
}
