import ProofUI

/// The layout shared by the checkbox, radio and switch items (`ouds-tokens.md` §5 ControlItem): a row
/// of indicator, texts and image (or the error icon) with the item paddings, gap and minimum height,
/// the state background, an optional divider, and the error or helper text under the row.
struct ControlItem<Indicator: View>: View {
    let component: String
    let content: ControlItemContent
    let accessibilityValue: String
    let indicator: (ControlInteraction) -> Indicator
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState
    @Environment(\.self) private var environment

    var body: some View {
        ControlInteraction.validate(
            component: component, isError: content.isError, isReadOnly: content.isReadOnly, isEnabled: isEnabled,
            in: environment)
        let interaction = ControlInteraction(
            isEnabled: isEnabled, isReadOnly: content.isReadOnly, interaction: interactionState)
        let tokens = theme.controlItem
        let radius = tokens.borderRadius(rounded: theme.tuning.hasRoundedListItems)
        return VStack(alignment: .leading, spacing: tokens.spaceRowGap) {
            HStack(alignment: .center, spacing: tokens.spaceColumnGap) {
                if content.isIndicatorTrailing {
                    icon(interaction, tokens)
                    texts(interaction, tokens)
                    indicator(interaction)
                } else {
                    indicator(interaction)
                    texts(interaction, tokens)
                    icon(interaction, tokens)
                }
            }
            .padding(.vertical, tokens.spacePaddingBlock)
            .padding(.horizontal, tokens.spacePaddingInline)
            .frame(minHeight: tokens.sizeMinHeight)
            .background {
                if interaction.isInteracting {
                    RoundedRectangle(cornerRadius: radius, style: .circular).fill(interaction.color(tokens.colorBg))
                }
            }
            .oudsFocusRing(interaction == .focus, cornerRadius: radius)
            .overlay(alignment: .bottom) {
                if content.hasDivider {
                    Rectangle().fill(tokens.colorDivider).frame(height: theme.divider.borderWidth)
                }
            }
            bottomText(interaction, tokens)
        }
        .frame(
            minWidth: tokens.sizeMinWidth, maxWidth: content.constrainedMaxWidth ? tokens.sizeMaxWidth : .infinity,
            alignment: .leading
        )
        .accessibilityLabel(content.accessibilityLabel)
        .accessibilityValue(accessibilityValue)
        .accessibilityAddTraits(.isToggle)
    }

    private func texts(_ interaction: ControlInteraction, _ tokens: ControlItemComponentTokens) -> some View {
        let labelColor =
            content.isError
            ? interaction.color(tokens.colorContentLabelError)
            : interaction == .disabled ? tokens.colorContentDisabled : tokens.colorContentLabel
        return VStack(alignment: .leading, spacing: tokens.spaceRowGap) {
            content.label
                .font(theme.fonts.labelDefaultLarge)
                .foregroundColor(labelColor)
                .multilineTextAlignment(.leading)
            if let description = content.description {
                description
                    .font(theme.fonts.labelDefaultMedium)
                    .foregroundColor(
                        interaction == .disabled ? tokens.colorContentDisabled : tokens.colorContentDescription
                    )
                    .multilineTextAlignment(.leading)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    private func icon(_ interaction: ControlInteraction, _ tokens: ControlItemComponentTokens) -> some View {
        if content.isError {
            ControlMark(kind: .important)
                .fill(interaction.color(tokens.colorContentLabelError), style: FillStyle(eoFill: true))
                .frame(width: tokens.sizeErrorIcon, height: tokens.sizeErrorIcon)
                .padding(.horizontal, tokens.spacePaddingInlineErrorIcon)
                .accessibilityHidden(true)
        } else if let image = content.image {
            image.view(size: tokens.sizeIcon)
                .foregroundColor(interaction == .disabled ? tokens.colorContentDisabled : tokens.colorContentLabel)
                .accessibilityHidden(true)
        }
    }

    @ViewBuilder
    private func bottomText(_ interaction: ControlInteraction, _ tokens: ControlItemComponentTokens) -> some View {
        if content.isError, let errorText = content.errorText {
            errorText
                .font(theme.fonts.labelDefaultMedium)
                .foregroundColor(tokens.colorContentError)
                .padding(.top, tokens.spacePaddingBlockTopHelperText)
                .padding(.horizontal, tokens.spacePaddingInline)
        } else if !content.isError, let helperText = content.helperText {
            helperText
                .font(theme.fonts.labelDefaultMedium)
                .foregroundColor(
                    interaction == .disabled ? tokens.colorContentDisabled : tokens.colorContentDescription
                )
                .padding(.top, tokens.spacePaddingBlockTopHelperText)
                .padding(.horizontal, tokens.spacePaddingInline)
        }
    }
}
