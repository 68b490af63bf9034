import ProofUI

/// The OUDS button: text, icon, or both, in one of five appearances, with the theme's tokens for
/// every state (enabled, hover, pressed, focused, loading, disabled).
///
/// ```swift
/// OUDSButton(text: "Label", appearance: .default) {}
/// OUDSButton(text: "Label", appearance: .default, style: .loading) {}
/// OUDSButton(text: "Label", image: OUDSImage(asset: Image("ic")), appearance: .default) {}
/// OUDSButton(image: OUDSImage(asset: Image("ic")), accessibilityLabel: "Label") {}
/// ```
/// Hover, pressed and focus come from `\.interactionState`, disabled from `.disabled(true)`. On an
/// `OUDSColoredSurface` the default and strong appearances use the monochrome tokens.
public struct OUDSButton: View {
    /// The visual weight of a button.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Outlined.
        case `default`
        /// Filled, the main action.
        case strong
        /// Filled with the brand colour.
        case brand
        /// Text only, a tinted background when interacted with.
        case minimal
        /// Filled, a destructive action.
        case negative
    }

    /// Whether the button shows its content or a loader.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The content.
        case `default`
        /// A loader in place of the content (which keeps its size).
        case loading
    }

    enum Content {
        case text(String)
        case textAndIcon(String, OUDSImage, flipped: Bool)
        case icon(OUDSImage, accessibilityLabel: String)
    }

    let content: Content
    let appearance: Appearance
    let style: Style
    let isFullWidth: Bool

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction
    @Environment(\.oudsUseMonochrome) private var monochrome

    /// A text button; with `image`, the icon is before the text (after it with `flipIcon`).
    public init(
        text: String, image: OUDSImage? = nil, flipIcon: Bool = false, appearance: Appearance = .default,
        style: Style = .default,
        isFullWidth: Bool = false, action: @escaping () -> Void
    ) {
        content = image.map { .textAndIcon(text, $0, flipped: flipIcon) } ?? .text(text)
        self.appearance = appearance
        self.style = style
        self.isFullWidth = isFullWidth
    }

    /// An icon-only button; `accessibilityLabel` says what it does.
    public init(
        image: OUDSImage, accessibilityLabel: String, appearance: Appearance = .default, style: Style = .default,
        isFullWidth: Bool = false,
        action: @escaping () -> Void
    ) {
        content = .icon(image, accessibilityLabel: accessibilityLabel)
        self.appearance = appearance
        self.style = style
        self.isFullWidth = isFullWidth
    }

    /// Older API: an icon-only button from a bare `Image`.
    @available(*, deprecated, renamed: "init(image:accessibilityLabel:appearance:style:isFullWidth:action:)")
    public init(
        icon: Image, accessibilityLabel: String, appearance: Appearance = .default, style: Style = .default,
        action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon), accessibilityLabel: accessibilityLabel, appearance: appearance, style: style,
            action: action)
    }

    /// Older API: a text and icon button from a bare `Image`.
    @available(*, deprecated, renamed: "init(text:image:flipIcon:appearance:style:isFullWidth:action:)")
    public init(
        icon: Image, text: String, flipIcon: Bool = false, appearance: Appearance = .default, style: Style = .default,
        action: @escaping () -> Void
    ) {
        self.init(
            text: text, image: OUDSImage(asset: icon), flipIcon: flipIcon, appearance: appearance, style: style,
            action: action)
    }

    private var state: OUDSInteractionState {
        OUDSInteractionState(isEnabled: isEnabled, interaction: interaction, isLoading: style == .loading)
    }

    /// Background, content and border colours of the appearance (monochrome on coloured surfaces).
    private var palette: (background: OUDSStateColors, content: OUDSStateColors, border: OUDSStateColors?) {
        let b = theme.button
        if monochrome {
            let m = theme.buttonMono
            switch appearance {
            case .default, .minimal:
                return (
                    appearance == .default ? m.colorBgDefault : b.colorBgMinimal, m.colorContentDefault,
                    appearance == .default ? m.colorBorderDefault : nil
                )
            case .strong, .brand, .negative: return (m.colorBgStrong, m.colorContentStrong, nil)
            }
        }
        switch appearance {
        case .default: return (b.colorBgDefault, b.colorContentDefault, b.colorBorderDefault)
        case .strong: return (b.colorBgStrong, b.colorContentStrong, nil)
        case .brand: return (b.colorBgBrand, b.colorContentBrand, nil)
        case .minimal: return (b.colorBgMinimal, b.colorContentMinimal, nil)
        case .negative: return (b.colorBgNegative, b.colorContentNegative, nil)
        }
    }

    /// The button.
    public var body: some View {
        let b = theme.button
        let colors = palette
        let contentColor = colors.content[state]
        let radius = b.borderRadius(rounded: theme.tuning.hasRoundedButtons)
        let shape = RoundedRectangle(cornerRadius: radius, style: .circular)
        let borderWidth =
            [.enabled, .disabled].contains(state) ? b.borderWidthDefault : b.borderWidthDefaultInteraction
        return label(contentColor: contentColor)
            .opacity(state == .loading ? 0 : 1)
            .overlay {
                if state == .loading {
                    OUDSLoader(color: contentColor, size: b.sizeLoader)
                }
            }
            .frame(minWidth: b.sizeMinWidth, maxWidth: isFullWidth ? .infinity : nil, minHeight: b.sizeMinHeight)
            .background(colors.background[state], in: shape)
            .overlay {
                if let border = colors.border { shape.strokeBorder(border[state], lineWidth: borderWidth) }
            }
            .clipShape(shape)
            .oudsFocusRing(state == .focused, cornerRadius: radius)
            .accessibilityAddTraits(.isButton)
    }

    @ViewBuilder private func label(contentColor: Color) -> some View {
        let b = theme.button
        switch content {
        case .text(let text):
            Text(text)
                .font(theme.fonts.labelStrongLarge)
                .multilineTextAlignment(.center)
                .foregroundColor(contentColor)
                .padding(.horizontal, b.spacePaddingInlineIconNone)
                .padding(.vertical, b.spacePaddingBlock)
        case .textAndIcon(let text, let image, let flipped):
            HStack(spacing: b.spaceColumnGapIcon) {
                if !flipped { image.view(size: b.sizeIcon).foregroundColor(contentColor) }
                Text(text).font(theme.fonts.labelStrongLarge).multilineTextAlignment(.center).foregroundColor(
                    contentColor)
                if flipped { image.view(size: b.sizeIcon).foregroundColor(contentColor) }
            }
            .padding(.leading, flipped ? b.spacePaddingInlineStartIconEnd : b.spacePaddingInlineIconStart)
            .padding(.trailing, flipped ? b.spacePaddingInlineIconEnd : b.spacePaddingInlineEndIconStart)
            .padding(.vertical, b.spacePaddingBlock)
        case .icon(let image, let accessibilityLabel):
            image.view(size: b.sizeIconOnly)
                .foregroundColor(contentColor)
                .padding(b.spaceInsetIconOnly)
                .accessibilityLabel(accessibilityLabel)
        }
    }
}
