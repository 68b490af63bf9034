import ProofUI

/// The colours of a `DSTheme`: backgrounds, surfaces, text, statuses, the accent, and separators.
public protocol DSColorPaletteContract: Sendable {
    /// The screen background.
    var backgroundPrimary: Color { get }
    /// A grouped-screen background.
    var backgroundSecondary: Color { get }
    /// A background over the secondary one.
    var backgroundTertiary: Color { get }
    /// A card's surface.
    var surfacePrimary: Color { get }
    /// A surface over a card.
    var surfaceSecondary: Color { get }
    /// Primary text.
    var textPrimary: Color { get }
    /// Secondary text.
    var textSecondary: Color { get }
    /// Tertiary text (placeholders, captions).
    var textTertiary: Color { get }
    /// Text on the accent.
    var textInverted: Color { get }
    /// Success status.
    var statusSuccess: Color { get }
    /// Error status.
    var statusError: Color { get }
    /// Warning status.
    var statusWarning: Color { get }
    /// Neutral status.
    var statusNeutral: Color { get }
    /// The brand accent (buttons, selection, badges).
    var accent: Color { get }
    /// The accent at low opacity (tertiary buttons).
    var accentSubtle: Color { get }
    /// Disabled content.
    var disabled: Color { get }
    /// A translucent separator.
    var separator: Color { get }
    /// An opaque separator.
    var separatorOpaque: Color { get }
}
