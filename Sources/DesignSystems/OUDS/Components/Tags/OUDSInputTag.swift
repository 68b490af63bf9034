import ProofUI

/// An input tag: a removable tag, one button whose label is followed by a thin "×" (`theme.inputTag`).
/// Pill, min height 32 centred in a 48 touch area, 1 pt border (2 pt when hovered, pressed or focused),
/// colours by interaction state (`interactionState`, `.disabled(true)`); focus adds the focus ring.
///
/// ```swift
/// OUDSInputTag("Label") { /* remove action */ }
/// ```
public struct OUDSInputTag: View {
    private let label: String
    private let action: () -> Void

    /// A tag showing `label`; `action` runs when it is tapped (to remove it).
    public init(_ label: String, action: @escaping () -> Void) {
        self.label = label
        self.action = action
    }

    /// The older spelling of `init(_:action:)`.
    @available(*, deprecated, renamed: "init(_:action:)")
    public init(label: String, action: @escaping () -> Void) { self.init(label, action: action) }

    /// The tag as a button.
    public var body: some View {
        Button(action: action) { InputTagContent(label: label) }
            .buttonStyle(InputTagButtonStyle())
            .accessibilityHint("Removes the tag")
    }
}

/// Draws the label as is: the tag's look comes from `InputTagContent`.
private struct InputTagButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label, the "×" and the border of an input tag in the current interaction state.
private struct InputTagContent: View {
    let label: String
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState

    var body: some View {
        let t = theme.inputTag
        let interacting = isEnabled && interactionState != .idle
        let borderWidth = interacting ? t.borderWidthInteraction : t.borderWidthDefault
        let focused = isEnabled && interactionState == .focused
        let shape = RoundedRectangle(cornerRadius: t.borderRadius, style: .circular)
        return HStack(spacing: t.spaceColumnGap) {
            Text(label)
                .lineLimit(1)
                .font(theme.fonts.labelModerateMedium)
                .foregroundColor(state(t.colorContent))
            InputTagCrossShape().fill(state(t.colorContent)).frame(width: t.sizeIcon, height: t.sizeIcon)
        }
        .padding(.vertical, t.spacePaddingBlock)
        .padding(.leading, t.spacePaddingInlineStart)
        .padding(.trailing, t.spacePaddingInlineEnd)
        .frame(minWidth: t.sizeMinWidth, minHeight: t.sizeMinHeight)
        .background(shape.fill(state(t.colorBg)))
        .overlay(shape.strokeBorder(state(t.colorBorder), lineWidth: borderWidth))
        .oudsFocusRing(focused, cornerRadius: t.borderRadius)
        .frame(minHeight: t.sizeMinHeightInteractiveArea)
        .fixedSize()
    }

    private func state(_ colors: OUDSStateColors) -> Color {
        guard isEnabled else { return colors.disabled }
        switch interactionState {
        case .idle: return colors.enabled
        case .hover: return colors.hover
        case .pressed: return colors.pressed
        case .focused: return colors.focus
        }
    }
}
