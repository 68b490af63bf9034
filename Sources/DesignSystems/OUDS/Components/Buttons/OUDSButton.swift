import Foundation
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

    /// Whether the button shows its content or a loader: `.default`, `.loading` (the spinner) or
    /// `.loading(progress:)` (0–1: an arc from twelve o'clock sweeping that fraction of the circle).
    ///
    /// Where we differ: OUDS iOS 3 declares `case loading(progress: Double? = nil)`, which its 2.x
    /// spelling `.loading` (used by the documents) no longer matches; a value type with both a
    /// `loading` constant and a `loading(progress:)` function accepts both spellings.
    public struct Style: Hashable, Sendable {
        /// Whether a loader replaces the content.
        let isLoading: Bool
        /// The loading progress (0–1) of a determinate loader, or nil.
        let progress: Double?

        /// The content.
        public static let `default` = Style(isLoading: false, progress: nil)
        /// A spinner in place of the content (which keeps its size).
        public static let loading = Style(isLoading: true, progress: nil)
        /// A loader in place of the content: the spinner, or with `progress` the arc of that fraction.
        public static func loading(progress: Double? = nil) -> Style {
            Style(isLoading: true, progress: progress.map(ProgressFraction.clamped))
        }
    }

    /// The size of a button: the default 48 pt touch area, or small (40, `labelStrongMedium`).
    public enum Size: String, Hashable, Sendable, CaseIterable {
        /// 48 pt high (Orange Compact 40), `labelStrongLarge`.
        case `default`
        /// 40 pt high (Orange Compact 36), `labelStrongMedium`, smaller icons and paddings.
        case small
    }

    enum Content {
        case text(String)
        case textAndIcon(String, OUDSImage, flipped: Bool)
        case icon(OUDSImage, accessibilityLabel: String)
    }

    let content: Content
    let appearance: Appearance
    let style: Style
    let size: Size
    let isFullWidth: Bool

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction
    @Environment(\.oudsUseMonochrome) private var monochrome

    /// A text button; with `image`, the icon is before the text (after it with `flipIcon`).
    public init(
        text: String, image: OUDSImage? = nil, flipIcon: Bool = false, appearance: Appearance = .default,
        style: Style = .default, size: Size = .default, isFullWidth: Bool = false, action: @escaping () -> Void
    ) {
        content = image.map { .textAndIcon(text, $0, flipped: flipIcon) } ?? .text(text)
        self.appearance = appearance
        self.style = style
        self.size = size
        self.isFullWidth = isFullWidth
    }

    /// A text button whose text is looked up as `key` in `tableName` of `bundle`; with `image`, the
    /// icon is before the text.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, image: OUDSImage? = nil,
        appearance: Appearance = .default, style: Style = .default, size: Size = .default, isFullWidth: Bool = false,
        action: @escaping () -> Void
    ) {
        self.init(
            text: key.resolved(tableName: tableName, bundle: bundle), image: image, appearance: appearance,
            style: style, size: size, isFullWidth: isFullWidth, action: action)
    }

    /// An icon-only button; `accessibilityLabel` says what it does.
    public init(
        image: OUDSImage, accessibilityLabel: String, appearance: Appearance = .default, style: Style = .default,
        size: Size = .default, isFullWidth: Bool = false, action: @escaping () -> Void
    ) {
        content = .icon(image, accessibilityLabel: accessibilityLabel)
        self.appearance = appearance
        self.style = style
        self.size = size
        self.isFullWidth = isFullWidth
    }

    /// An icon-only button that says what it does with the image's own accessibility label (OUDS
    /// iOS's spelling: `OUDSButton(image: OUDSImage(asset: …, accessibilityLabel: "Add"))`).
    public init(
        image: OUDSImage, appearance: Appearance = .default, style: Style = .default, size: Size = .default,
        isFullWidth: Bool = false, action: @escaping () -> Void
    ) {
        self.init(
            image: image, accessibilityLabel: image.accessibilityLabel ?? "", appearance: appearance, style: style,
            size: size, isFullWidth: isFullWidth, action: action)
    }

    /// Older API: an icon-only button from a bare `Image`.
    @available(*, deprecated, renamed: "init(image:accessibilityLabel:appearance:style:size:isFullWidth:action:)")
    public init(
        icon: Image, accessibilityLabel: String, appearance: Appearance = .default, style: Style = .default,
        action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon), accessibilityLabel: accessibilityLabel, appearance: appearance, style: style,
            action: action)
    }

    /// Older API: a text and icon button from a bare `Image`.
    @available(*, deprecated, renamed: "init(text:image:flipIcon:appearance:style:size:isFullWidth:action:)")
    public init(
        icon: Image, text: String, flipIcon: Bool = false, appearance: Appearance = .default, style: Style = .default,
        action: @escaping () -> Void
    ) {
        self.init(
            text: text, image: OUDSImage(asset: icon), flipIcon: flipIcon, appearance: appearance, style: style,
            action: action)
    }

    private var state: OUDSInteractionState {
        OUDSInteractionState(isEnabled: isEnabled, interaction: interaction, isLoading: style.isLoading)
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
        let small = size == .small
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
                    loader(color: contentColor, size: small ? b.sizeLoaderSmall : b.sizeLoader)
                }
            }
            .frame(
                minWidth: small ? b.sizeMinWidthSmall : b.sizeMinWidth, maxWidth: isFullWidth ? .infinity : nil,
                minHeight: small ? b.sizeMinHeightSmall : b.sizeMinHeight
            )
            .background(colors.background[state], in: shape)
            .overlay {
                if let border = colors.border { shape.strokeBorder(border[state], lineWidth: borderWidth) }
            }
            .clipShape(shape)
            .oudsFocusRing(state == .focused, cornerRadius: radius)
            .accessibilityAddTraits(.isButton)
            .modifier(ProgressValue(value: progressValue))
    }

    /// The loader: the spinner, or the determinate arc of a loading progress.
    @ViewBuilder private func loader(color: Color, size: CGFloat) -> some View {
        if let progress = style.progress {
            // From twelve o'clock, clockwise, with the spinner's stroke.
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: OUDSLoader.lineWidth, lineCap: .butt))
                .rotationEffect(.degrees(-90))
                .frame(width: size, height: size)
        } else {
            OUDSLoader(color: color, size: size)
        }
    }

    /// "NN%" for a loading progress, read after the label as the button's value.
    private var progressValue: String? { style.progress.map(ProgressFraction.percent) }

    @ViewBuilder private func label(contentColor: Color) -> some View {
        let b = theme.button
        let small = size == .small
        let font = small ? theme.fonts.labelStrongMedium : theme.fonts.labelStrongLarge
        let block = small ? b.spacePaddingBlockSmall : b.spacePaddingBlock
        let icon = small ? b.sizeIconSmall : b.sizeIcon
        switch content {
        case .text(let text):
            Text(text)
                .font(font)
                .multilineTextAlignment(.center)
                .foregroundColor(contentColor)
                .padding(.horizontal, small ? b.spacePaddingInlineIconNoneSmall : b.spacePaddingInlineIconNone)
                .padding(.vertical, block)
        case .textAndIcon(let text, let image, let flipped):
            HStack(spacing: small ? b.spaceColumnGapIconSmall : b.spaceColumnGapIcon) {
                if !flipped { image.view(size: icon).foregroundColor(contentColor) }
                Text(text).font(font).multilineTextAlignment(.center).foregroundColor(contentColor)
                if flipped { image.view(size: icon).foregroundColor(contentColor) }
            }
            .padding(.leading, leadingPadding(flipped: flipped))
            .padding(.trailing, trailingPadding(flipped: flipped))
            .padding(.vertical, block)
        case .icon(let image, let accessibilityLabel):
            image.view(size: small ? b.sizeIconOnlySmall : b.sizeIconOnly)
                .foregroundColor(contentColor)
                .padding(small ? b.spaceInsetIconOnlySmall : b.spaceInsetIconOnly)
                .accessibilityLabel(accessibilityLabel)
        }
    }

    private func leadingPadding(flipped: Bool) -> CGFloat {
        let b = theme.button
        switch (size, flipped) {
        case (.default, false): return b.spacePaddingInlineIconStart
        case (.default, true): return b.spacePaddingInlineStartIconEnd
        case (.small, false): return b.spacePaddingInlineIconStartSmall
        case (.small, true): return b.spacePaddingInlineStartIconEndSmall
        }
    }

    private func trailingPadding(flipped: Bool) -> CGFloat {
        let b = theme.button
        switch (size, flipped) {
        case (.default, false): return b.spacePaddingInlineEndIconStart
        case (.default, true): return b.spacePaddingInlineIconEnd
        case (.small, false): return b.spacePaddingInlineEndIconStartSmall
        case (.small, true): return b.spacePaddingInlineIconEndSmall
        }
    }
}

/// The accessibility value of a loading progress, when there is one.
private struct ProgressValue: ViewModifier {
    let value: String?

    func body(content: Content) -> some View {
        if let value { content.accessibilityValue(value) } else { content }
    }
}
