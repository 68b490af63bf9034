import ProofUI

/// The status of an OUDS alert (inline alert, alert message): two non-functional statuses that may
/// carry a custom image (none by default), and four functional ones, each with its own icon.
///
/// OUDS iOS 3 labels the custom image `image:`; the 1.x–2.x `icon:` label stays as a deprecated
/// static function, so `.neutral(icon: …)` still compiles.
public enum OUDSAlertStatus: Sendable {
    /// Generic information without semantic colour; `image` is tinted `contentDefault` (unless its
    /// rendering mode is `.original`).
    case neutral(image: OUDSImage? = nil)
    /// Brand-coloured, non-critical highlight; `image` is tinted `contentStatusAccent` (unless its
    /// rendering mode is `.original`).
    case accent(image: OUDSImage? = nil)
    /// A task completed successfully (a tick in a circle).
    case positive
    /// Neutral system information (an "i" in a circle).
    case info
    /// A potential issue (a two-tone triangle with "!").
    case warning
    /// A critical issue (an "!" in a circle).
    case negative

    /// The OUDS 1.x–2.x spelling of `neutral(image:)`.
    @available(*, deprecated, renamed: "neutral(image:)")
    @_disfavoredOverload
    public static func neutral(icon: OUDSImage?) -> OUDSAlertStatus { .neutral(image: icon) }

    /// The OUDS 1.x–2.x spelling of `accent(image:)`.
    @available(*, deprecated, renamed: "accent(image:)")
    @_disfavoredOverload
    public static func accent(icon: OUDSImage?) -> OUDSAlertStatus { .accent(image: icon) }
}
