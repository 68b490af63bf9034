import ProofUI

/// The look shared by `OUDSSuggestionChip` and `OUDSFilterChip` (`theme.chip`, `ouds-components.md`
/// §2): a pill (Wireframe 12 pt corners) at least 52 × 32, centred in a 48 pt touch area, holding
/// `[tick] [icon] [label]` (or `[tick] [label] [icon]`), its colours and border width following
/// selection and the interaction state (`\.interactionState`, `.disabled(true)`); focus adds the
/// focus ring.
struct Chip: View {
    /// What a chip shows.
    enum Layout {
        /// A label.
        case text(String)
        /// An icon alone; the label is for accessibility.
        case icon(OUDSImage, accessibilityLabel: String)
        /// A label with an icon before or after it.
        case textAndIcon(String, OUDSImage, iconPosition: IconPosition)

        /// What VoiceOver reads.
        var accessibilityLabel: String {
            switch self {
            case .text(let text), .icon(_, let text), .textAndIcon(let text, _, _): text
            }
        }
    }

    /// Where the icon of a text and icon chip sits.
    enum IconPosition {
        /// Before the label (suggestion chip).
        case leading
        /// After the label (filter chip).
        case trailing
    }

    let layout: Layout
    let selected: Bool
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction

    private var state: OUDSInteractionState { OUDSInteractionState(isEnabled: isEnabled, interaction: interaction) }

    var body: some View {
        let t = theme.chip
        let state = self.state
        let content = (selected ? t.colorContentSelected : t.colorContentUnselected)[state]
        let shape = RoundedRectangle(cornerRadius: t.borderRadius, style: .circular)
        let borderWidth = borderWidth(state)
        let borderColor = (selected ? t.colorBorderSelected : t.colorBorderUnselected)[state]
        return HStack(alignment: .center, spacing: t.spaceColumnGapIcon) {
            if selected {
                ChipTickShape()
                    .stroke(
                        t.colorContentSelectedTick[state],
                        style: StrokeStyle(
                            lineWidth: ChipTickShape.lineWidth(size: t.sizeIcon), lineCap: .round, lineJoin: .round)
                    )
                    .frame(width: t.sizeIcon, height: t.sizeIcon)
                    .accessibilityHidden(true)
            }
            ChipLabel(layout: layout, color: content)
        }
        .padding(.vertical, hasLabel ? t.spacePaddingBlock : t.spacePaddingBlockIconOnly)
        .padding(.leading, leadingPadding)
        .padding(.trailing, trailingPadding)
        .frame(minWidth: t.sizeMinWidth, minHeight: t.sizeMinHeight)
        .background(shape.fill((selected ? t.colorBgSelected : t.colorBgUnselected)[state]))
        .overlay {
            // A width of 0 draws no border at all (`ouds-components.md` §0).
            if borderWidth > 0 { shape.strokeBorder(borderColor, lineWidth: borderWidth) }
        }
        .oudsFocusRing(state == .focused, cornerRadius: t.borderRadius)
        .frame(minHeight: t.sizeMinHeightInteractiveArea)
        .fixedSize()
    }

    /// Selected: the selected width in every state; unselected: the interaction width when hovered,
    /// pressed or focused.
    private func borderWidth(_ state: OUDSInteractionState) -> CGFloat {
        let t = theme.chip
        if selected { return t.borderWidthSelected }
        return [.hover, .pressed, .focused].contains(state)
            ? t.borderWidthUnselectedInteraction : t.borderWidthUnselected
    }

    private var hasLabel: Bool {
        if case .icon = layout { return false }
        return true
    }

    /// The icon-side padding when the tick or an icon starts the chip, else the label-side one.
    private var leadingPadding: CGFloat {
        let t = theme.chip
        if selected { return t.spacePaddingInlineIcon }
        switch layout {
        case .icon, .textAndIcon(_, _, .leading): return t.spacePaddingInlineIcon
        case .text, .textAndIcon(_, _, .trailing): return t.spacePaddingInlineIconNone
        }
    }

    /// The icon-side padding when an icon ends the chip, else the label-side one.
    private var trailingPadding: CGFloat {
        let t = theme.chip
        switch layout {
        case .icon, .textAndIcon(_, _, .trailing): return t.spacePaddingInlineIcon
        case .text, .textAndIcon(_, _, .leading): return t.spacePaddingInlineIconNone
        }
    }
}

/// The label, icon or both of a chip in `color` (a raw `.original` image keeps its own colours).
private struct ChipLabel: View {
    let layout: Chip.Layout
    let color: Color
    @Environment(\.theme) private var theme

    var body: some View {
        let t = theme.chip
        switch layout {
        case .text(let text):
            label(text)
        case .icon(let image, _):
            ChipScaledIcon(image: image, size: t.sizeIcon).foregroundColor(color)
        case .textAndIcon(let text, let image, let position):
            HStack(alignment: .center, spacing: t.spaceColumnGapIcon) {
                if position == .leading { image.view(size: t.sizeIcon).foregroundColor(color) }
                label(text)
                if position == .trailing { image.view(size: t.sizeIcon).foregroundColor(color) }
            }
        }
    }

    private func label(_ text: String) -> some View {
        Text(text).font(theme.fonts.labelModerateMedium).multilineTextAlignment(.center).foregroundColor(color)
    }
}

/// The icon of an icon-only chip: `size` points at the default text size, scaled with Dynamic Type.
///
/// Where we differ: OUDS iOS uses `OUDSScaledIcon`, which here tints with the image's own colour;
/// the chip tints with its content colour, so it scales the image itself.
private struct ChipScaledIcon: View {
    let image: OUDSImage
    @ScaledMetric private var size: CGFloat

    init(image: OUDSImage, size: CGFloat) {
        self.image = image
        _size = ScaledMetric(wrappedValue: size)
    }

    var body: some View { image.view(size: size) }
}

/// Draws the label as is: a chip's look comes from `Chip`, its state from the environment.
struct ChipButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}
