import ProofUI

/// How an `OUDSToolBarItem` is drawn before iOS 26 (no Liquid Glass), as OUDS iOS's toolbar items:
/// a label is 17 pt text in the theme's family (medium when emphasized, regular otherwise) padded
/// 4; an icon is its image as a 26 × 26 template, with the OUDS badge at its top trailing corner;
/// back is the 24 pt chevron followed by the optional label; close is the 24 pt cross in its
/// 34 pt circle. Colours: `button.colorContentMinimal` (pressed while pressed, disabled without an
/// action); the close glyph has its own colour.
struct ToolBarItemView: View {
    let kind: OUDSToolBarItem.Kind
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.self) private var environment

    /// The size of action icons.
    static var iconSize: CGFloat { 26 }
    /// The size of the navigation glyphs.
    static var navigationIconSize: CGFloat { 24 }
    /// The circle behind the close glyph.
    static var closeCircleSize: CGFloat { 34 }
    /// The size of label text.
    static var labelSize: CGFloat { 17 }

    var body: some View {
        switch kind {
        case .action(let type, _): action(type)
        case .navigation(let type): navigation(type)
        case .custom(let view): view
        }
    }

    /// The item's content colour for `enabled`.
    private func color(enabled: Bool) -> Color {
        let colors = theme.button.colorContentMinimal
        if !enabled || !isEnabled { return colors.disabled }
        return interactionState == .pressed ? colors.pressed : colors.enabled
    }

    @ViewBuilder private func action(_ type: OUDSToolBarItem.ActionType) -> some View {
        switch type {
        case .label(let string, let emphasized, let hint, let action):
            let _ = validate(label: string)
            Button {
                action?()
            } label: {
                Text(string)
                    .font(BarFonts.font(theme, size: Self.labelSize, weight: emphasized ? .medium : .regular))
                    .foregroundColor(color(enabled: action != nil))
                    .fixedSize()
                    .padding(4)
            }
            .buttonStyle(.plain)
            .disabled(action == nil)
            .modifier(OptionalHint(hint: hint))
        case .icon(let asset, let label, let hint, let badge, let action):
            Button {
                action?()
            } label: {
                asset.renderingMode(.template).resizable()
                    .frame(width: Self.iconSize, height: Self.iconSize)
                    .foregroundColor(color(enabled: action != nil))
                    .modifier(ToolBarItemBadge(badge: badge))
            }
            .buttonStyle(.plain)
            .disabled(action == nil)
            .accessibilityLabel(label)
            .modifier(OptionalHint(hint: hint))
        }
    }

    @ViewBuilder private func navigation(_ type: OUDSToolBarItem.NavigationType) -> some View {
        switch type {
        case .back(let label, let accessibilityLabel, let action):
            Button {
                action?()
            } label: {
                HStack(spacing: 0) {
                    ToolBarNavigationGlyph(kind: .back)
                        .stroke(color(enabled: true), style: glyphStroke(.back))
                        .frame(width: Self.navigationIconSize, height: Self.navigationIconSize)
                        .scaleEffect(x: layoutDirection == .rightToLeft ? -1 : 1, y: 1)
                    if let label {
                        Text(label)
                            .font(BarFonts.font(theme, size: Self.labelSize, weight: .regular))
                            .foregroundColor(color(enabled: true))
                            .lineLimit(1)
                    }
                }
            }
            .buttonStyle(.plain)
            .accessibilityLabel(accessibilityLabel)
        case .close:
            Button {
            } label: {
                ZStack {
                    Circle().fill(theme.bar.colorBgNavigationClose)
                    ToolBarNavigationGlyph(kind: .close)
                        .stroke(theme.bar.colorContentNavigationClose, style: glyphStroke(.close))
                        .frame(width: Self.navigationIconSize, height: Self.navigationIconSize)
                }
                .frame(width: Self.closeCircleSize, height: Self.closeCircleSize)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Close")
        }
    }

    private func glyphStroke(_ kind: ToolBarNavigationGlyph.Kind) -> StrokeStyle {
        StrokeStyle(
            lineWidth: ToolBarNavigationGlyph.lineWidth(kind, in: Self.navigationIconSize),
            lineCap: kind == .close ? .round : .butt, lineJoin: .miter)
    }

    /// OUDS iOS stops on an empty label (a fatal log); Proof reports it.
    private func validate(label: String) {
        if label.isEmpty {
            environment.reportInvalidConfiguration(
                component: "OUDSToolBarItem", reason: "the label of a text action must not be empty")
        }
    }
}

/// `.accessibilityHint` when there is one.
private struct OptionalHint: ViewModifier {
    let hint: String?
    func body(content: Content) -> some View {
        if let hint { content.accessibilityHint(hint) } else { content }
    }
}

/// The OUDS badge of an icon item, in a `ZStack` aligned top trailing: a small standard badge at
/// the corner, or a medium count badge moved 3 right and 3 up (always the negative status). Proof
/// draws the look before iOS 26, where both toolbars use the OUDS badge.
struct ToolBarItemBadge: ViewModifier {
    let badge: OUDSToolBarItem.BadgeType?

    /// How far the count badge is moved out of the corner (right and up).
    static var countOffset: CGFloat { 3 }

    func body(content: Content) -> some View {
        switch badge {
        case nil: content
        case .standard:
            ZStack(alignment: .topTrailing) {
                content
                OUDSBadgeStandard(accessibilityLabel: "", status: .negative, size: .small)
            }
        case .number(let count):
            ZStack(alignment: .topTrailing) {
                content
                OUDSBadgeCount(count, accessibilityLabel: String(count), status: .negative, size: .medium)
                    .offset(x: Self.countOffset, y: -Self.countOffset)
            }
        }
    }
}
