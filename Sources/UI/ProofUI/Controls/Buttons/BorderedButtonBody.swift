/// What `.bordered` and `.borderedProminent` draw: the label in the size's font, padded to the
/// size's height (`BorderedButtonMetrics`) on the border shape, tinted by the role and the
/// environment's tint, grey when disabled, dimmed while pressed.
nonisolated struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.isEnabled) private var isEnabled

    @MainActor var body: some View {
        let tint: Color = configuration.role == .destructive ? .red : .accentColor
        let foreground: Color
        let fill: Color
        if !isEnabled {
            // Disabled, both styles: the tertiary label on the tertiary fill (observed on iOS 17).
            (foreground, fill) = (ControlColors.tertiaryLabel, ControlColors.tertiarySystemFill)
        } else if isProminent {
            (foreground, fill) = (.white, tint)
        } else {
            (foreground, fill) = (tint, tint.opacity(ControlColors.borderedTintOpacity))
        }
        return BorderedControlChrome(label: configuration.label, foreground: foreground, fill: fill)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// The bordered look's geometry, shared by bordered buttons and `ButtonToggleStyle`: `label` in
/// the size's font (a `.font` set around it wins), padded to the size's height
/// (`BorderedButtonMetrics`) on the border shape filled with `fill`. A circle makes the control
/// square: equal padding on every side, as wide as it is tall.
nonisolated struct BorderedControlChrome<Label: View>: View {
    let label: Label
    let foreground: Color
    let fill: Color
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.font) private var font

    @MainActor var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        let isCircle = shape.kind == .circle
        return
            label
            .font(font ?? metrics.font)
            .foregroundStyle(foreground)
            .padding(.horizontal, isCircle ? metrics.verticalPadding : metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
            .frame(minWidth: isCircle ? metrics.height : nil, minHeight: metrics.height)
            .background(fill, in: SizedBorderShape(shape: shape, controlSize: controlSize))
    }
}

/// A border shape with the radius its control size gives `.automatic` and `.roundedRectangle`.
nonisolated struct SizedBorderShape: Shape {
    let shape: ButtonBorderShape
    let controlSize: ControlSize
    func path(in rect: CGRect) -> Path { shape.path(in: rect, controlSize: controlSize) }
}
