import ProofUI

/// The colours of one part of a component (background, content, border) in each interaction state.
public struct OUDSStateColors: Hashable, Sendable {
    /// Enabled, untouched.
    public var enabled: Color
    /// Pointer over it.
    public var hover: Color
    /// Being pressed.
    public var pressed: Color
    /// Loading.
    public var loading: Color
    /// Disabled.
    public var disabled: Color
    /// Focused.
    public var focus: Color

    /// Colours per state.
    public init(enabled: Color, hover: Color, pressed: Color, loading: Color, disabled: Color, focus: Color) {
        self.enabled = enabled
        self.hover = hover
        self.pressed = pressed
        self.loading = loading
        self.disabled = disabled
        self.focus = focus
    }

    /// The same colour in every state.
    public init(all color: Color) {
        self.init(enabled: color, hover: color, pressed: color, loading: color, disabled: color, focus: color)
    }
}
