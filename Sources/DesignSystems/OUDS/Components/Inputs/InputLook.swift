import ProofUI

/// The colours and border of a text-input family field in one state, from `theme.textInput`
/// (`ouds-components.md` §3.1): a tinted background with only a bottom border by default; a
/// transparent background with a full border when outlined; read-only swaps the two (a full
/// `borderMuted` border on a transparent default field, no border on a tinted outlined one); an
/// error tints the background (default style) and turns border, label and icon negative.
struct InputLook {
    /// Where the border is drawn.
    enum Border: Equatable {
        case none
        case bottom(Color, width: CGFloat)
        case full(Color, width: CGFloat)
    }

    let background: Color?
    let border: Border
    /// The label (floating or in place of the placeholder).
    let label: Color
    /// The typed value.
    let value: Color
    /// Placeholder, prefix, suffix and leading icon.
    let muted: Color
    /// Helper text, or the error message in error.
    let helper: Color
    /// The error icon and the caret in error; nil when not in error.
    let error: Color?
    /// The caret of a focused field.
    let cursor: Color
    let state: InputFieldState

    init(theme: OUDSTheme, state: InputFieldState, isError: Bool, isOutlined: Bool) {
        let t = theme.textInput
        let c = theme.colors
        let error = isError && state != .disabled && state != .readOnly
        self.state = state
        let width = state == .focus ? t.borderWidthFocus : t.borderWidthDefault
        let borderColor = error ? state.color(t.colorBorderError) : state.color(t.colorBorder)
        if isOutlined {
            background = state == .readOnly ? c.actionSupportDisabled : nil
            border = state == .readOnly ? .none : .full(borderColor, width: width)
        } else if state == .readOnly {
            background = nil
            border = .full(t.colorBorderReadOnly, width: t.borderWidthDefault)
        } else {
            background = error ? t.colorBgError : state.color(t.colorBg)
            border = .bottom(borderColor, width: width)
        }
        let disabled = state == .disabled
        muted = disabled ? c.actionDisabled : t.colorContentMuted
        label = error ? state.color(t.colorBorderError) : muted
        value = disabled ? c.actionDisabled : t.colorContentText
        helper = error ? t.colorContentError : muted
        self.error = error ? state.color(t.colorBorderError) : nil
        cursor = error ? t.colorBorderError.focus : t.colorContentText
    }
}
