import ProofUI

/// The layout shared by the static and navigation list items (OUDS iOS 3.0 `ListItemContent`): a row
/// of [previous chevron | leading element], texts, trailing element and [next | external indicator],
/// with the bottom slot under it, padded (`listItem.spacePaddingInline`, block paddings by size and
/// alignment), at least `sizeMinHeightDefault` (`sizeMinHeightSmall`) high; the style's background,
/// border or divider and the focus ring around it; the helper text under it.
struct ListItemContent: View {
    let data: OUDSListItemData
    let indicator: OUDSNavigationListItemIndicatorType?
    let leading: OUDSListItemLeading?
    let trailing: OUDSListItemTrailing?
    /// Whether the item follows the environment's interaction state (navigation items); static items are
    /// only enabled or disabled.
    let isInteractive: Bool

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.oudsListItemContentStyle) private var style
    @Environment(\.oudsListItemSize) private var size
    @Environment(\.oudsListItemContainersAlignment) private var alignment

    var body: some View {
        let t = theme.listItem
        let state = ControlInteraction(
            isEnabled: isEnabled, isReadOnly: false, interaction: isInteractive ? interactionState : .idle)
        let small = size == .small
        let top = alignment == .top
        let radius = style.isCard ? t.borderRadius(rounded: theme.tuning.hasRoundedListItems) : t.borderRadiusItemOnly
        let shape = RoundedRectangle(cornerRadius: radius, style: .circular)
        let topPadding =
            small
            ? (top ? t.spacePaddingBlockTopAlignmentTopCounterweightSmall : t.spacePaddingBlockSmall)
            : (top ? t.spacePaddingBlockTopAlignmentTopCounterweightDefault : t.spacePaddingBlockDefault)
        return VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: top ? .top : .center, spacing: t.spaceColumnGap) {
                    if indicator == .previous {
                        indicatorView(.previous, state)
                    } else if let leading, !(small && leading.isCustom) {
                        leadingView(leading)
                    }
                    texts(state)
                    if let trailing { trailingView(trailing, state) }
                    if let indicator, indicator != .previous { indicatorView(indicator, state) }
                }
                if !small, let bottomSlot = data.bottomSlot {
                    bottomSlot.content.padding(.top, t.spacePaddingBlockBottomSlotListItemContainer)
                }
            }
            .padding(.top, topPadding)
            .padding(.bottom, small ? t.spacePaddingBlockSmall : t.spacePaddingBlockDefault)
            .padding(.horizontal, t.spacePaddingInline)
            .frame(
                maxWidth: .infinity, minHeight: small ? t.sizeMinHeightSmall : t.sizeMinHeightDefault,
                alignment: Alignment(horizontal: .leading, vertical: top ? .top : .center)
            )
            .background { background(state, shape) }
            .overlay { outline(state, shape) }
            .overlay(alignment: .bottom) {
                if style.hasDivider && !(style.isCard && radius > 0) { OUDSHorizontalDivider(color: .muted) }
            }
            .oudsFocusRing(state == .focus, cornerRadius: radius)
            if let helperText = data.helperText {
                Text(helperText)
                    .font(theme.fonts.labelDefaultMedium)
                    .foregroundColor(state == .disabled ? theme.colors.actionDisabled : theme.colors.contentMuted)
                    .multilineTextAlignment(.leading)
                    .padding(.top, t.spacePaddingBlockTopHelperText)
                    .padding(.horizontal, t.spacePaddingInline)
            }
        }
        .frame(minWidth: t.sizeMinWidth)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(data.accessibilityText(small: small))
        .accessibilityHint(data.helperText ?? "")
    }

    // MARK: Texts

    private func texts(_ state: ControlInteraction) -> some View {
        let t = theme.listItem
        let f = theme.fonts
        let c = theme.colors
        let small = size == .small
        let disabled = state == .disabled
        let main = disabled ? c.contentDisabled : c.contentDefault
        let muted = disabled ? c.contentDisabled : c.contentMuted
        let scale = CGFloat(dynamicTypeSize.scale)
        let top = alignment == .top
        return VStack(alignment: .leading, spacing: t.spaceRowGap) {
            if !small, let overline = data.overline {
                overline.text.font(f.labelModerateSmall).foregroundColor(muted)
            }
            switch data.label {
            case .text(let label, let isBold):
                Text(label).font(isBold ? f.labelStrongLarge : f.labelDefaultLarge).foregroundColor(main)
            case .custom(let view, _):
                view.padding(.vertical, t.spacePaddingBlockSlotTextContainer)
            }
            if !small, let extraLabel = data.extraLabel {
                Text(extraLabel).font(f.labelStrongMedium).foregroundColor(main)
            }
            if let description = data.description {
                Text(description).font(f.labelDefaultMedium).foregroundColor(muted)
            }
            if let textSlot = data.textSlot {
                textSlot.content.padding(.vertical, t.spacePaddingBlockSlotTextContainer)
            }
        }
        .multilineTextAlignment(.leading)
        .frame(
            maxWidth: small ? theme.sizes.maxWidthLabel.compact : theme.sizes.maxWidthBody.compact, alignment: .leading
        )
        .frame(
            minHeight: (small ? t.sizeAssetSmall : t.sizeAssetMedium) * scale,
            alignment: top ? .topLeading : .leading
        )
        .padding(
            .top,
            top
                ? (small
                    ? t.spacePaddingBlockTopAlignmentTopTextContainerSmall
                    : t.spacePaddingBlockTopAlignmentTopTextContainerDefault) : 0
        )
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    // MARK: Leading and trailing

    @ViewBuilder
    private func leadingView(_ leading: OUDSListItemLeading) -> some View {
        switch leading {
        case .icon(let icon): icon
        case .image(let image): image
        case .flag(let flag): flag
        case .avatar(let avatar): avatar
        case .customView(let view): slot(view)
        }
    }

    @ViewBuilder
    private func trailingView(_ trailing: OUDSListItemTrailing, _ state: ControlInteraction) -> some View {
        switch trailing {
        case .text(let text): trailingText(text, state)
        case .badge(.standard(let badge)): badge
        case .badge(.count(let badge)): badge
        case .tag(let tag): tag
        case .icon(let icon): icon
        case .image(let image): image
        case .flag(let flag): flag
        case .avatar(let avatar): avatar
        case .slot(let view): slot(view)
        }
    }

    private func slot(_ view: AnyView) -> some View {
        let side = theme.listItem.sizeMaxSizeLeadingTrailingSlot
        // At its ideal size, capped: a flexible frame alone would widen the slot to its cap.
        return view.frame(maxWidth: side, maxHeight: side).fixedSize()
    }

    private func trailingText(_ text: OUDSListItemTrailing.TextType, _ state: ControlInteraction) -> some View {
        let f = theme.fonts
        let c = theme.colors
        let disabled = state == .disabled
        let main = disabled ? c.contentDisabled : c.contentDefault
        return VStack(alignment: .trailing, spacing: theme.listItem.spaceRowGap) {
            switch text {
            case .label(let label):
                Text(label).font(f.labelDefaultLarge).foregroundColor(main)
            case .labelMuted(let label):
                Text(label).font(f.labelDefaultLarge).foregroundColor(disabled ? c.contentDisabled : c.contentMuted)
            case .labelStrong(let label):
                Text(label).font(f.labelStrongLarge).foregroundColor(main)
            case .labelAndExtraLabel(let label, let extraLabel):
                Text(label).font(f.labelDefaultLarge).foregroundColor(main)
                if size != .small { Text(extraLabel).font(f.labelStrongMedium).foregroundColor(main) }
            }
        }
        .multilineTextAlignment(.trailing)
    }

    // MARK: Indicator

    private func indicatorView(_ type: OUDSNavigationListItemIndicatorType, _ state: ControlInteraction) -> some View {
        let t = theme.listItem
        let scale = CGFloat(dynamicTypeSize.scale)
        let side = t.sizeAssetSmall * scale
        let rtl = layoutDirection == .rightToLeft
        let shape =
            switch type {
            case .next: ListItemIndicatorShape(glyph: .chevron, pointsRight: !rtl)
            case .previous: ListItemIndicatorShape(glyph: .chevron, pointsRight: rtl)
            case .external: ListItemIndicatorShape(glyph: .external, pointsRight: !rtl)
            }
        let width = t.chevronStroke * side / 24 * (type == .external ? 2.0 / 3.0 : 1)
        return shape.stroke(state.color(theme.link.colorChevron), style: StrokeStyle(lineWidth: width))
            .frame(width: side, height: side)
            .frame(minHeight: (size == .small ? t.sizeAssetSmall : t.sizeAssetMedium) * scale)
            .accessibilityHidden(true)
    }

    // MARK: Decoration

    @ViewBuilder
    private func background(_ state: ControlInteraction, _ shape: RoundedRectangle) -> some View {
        let t = theme.listItem
        let c = theme.colors
        if case .card(.outlined) = style {
            EmptyView()
        } else {
            let color: Color? =
                switch state {
                case .hover: t.colorBgHover
                case .pressed: t.colorBgPressed
                case .focus: t.colorBgFocus
                case .enabled, .readOnly: style.hasBackground ? c.actionSupportEnabled : nil
                case .disabled: style.hasBackground ? c.actionSupportDisabled : nil
                }
            // A rounded card has no divider line: the raised elevation lifts it instead.
            let raised = style.isCard && style.hasDivider && theme.tuning.hasRoundedListItems
            if raised {
                // The shadow needs an opaque shape: the page background, under the state colour.
                ZStack {
                    shape.fill(c.bgPrimary).shadow(theme.elevations.raised)
                    if let color { shape.fill(color) }
                }
            } else if let color {
                shape.fill(color)
            }
        }
    }

    @ViewBuilder
    private func outline(_ state: ControlInteraction, _ shape: RoundedRectangle) -> some View {
        if case .card(.outlined(let onlyOnInteraction)) = style,
            !(onlyOnInteraction && (state == .enabled || state == .hover))
        {
            let c = theme.colors
            let color =
                switch state {
                case .enabled, .readOnly: c.borderDefault
                case .hover: c.actionHover
                case .pressed: c.actionPressed
                case .focus: c.actionFocus
                case .disabled: c.actionDisabled
                }
            shape.strokeBorder(color, lineWidth: theme.listItem.borderWidthDefault)
        }
    }
}
