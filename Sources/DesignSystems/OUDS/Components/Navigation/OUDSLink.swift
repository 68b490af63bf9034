import Foundation
import ProofUI

/// A link: text with an optional leading image or a back/next indicator, in two sizes.
///
/// ```swift
/// OUDSLink(text: "Text", size: .default) {}
/// OUDSLink(text: "Text", indicator: .back, size: .default) {}
/// OUDSLink(text: "Text", image: OUDSImage(asset: Image("ic")), size: .default) {}
/// ```
public struct OUDSLink: View {
    /// Link sizes.
    public enum Size: String, Hashable, Sendable, CaseIterable {
        /// 48 pt touch height, large label.
        case `default`
        /// 44 pt touch height, medium label.
        case small
    }

    /// The chevron of navigation links.
    public enum Indicator: String, Hashable, Sendable, CaseIterable {
        /// A chevron pointing back, before the text.
        case back
        /// A chevron pointing forward, after the text.
        case next
    }

    /// How much room the link takes vertically (OUDS iOS 3): `.compact` for screens with a lot of
    /// content, 32 pt high whatever the size.
    public enum Density: String, Hashable, Sendable, CaseIterable {
        /// The size's minimum height (48, small 44) and block padding.
        case `default`
        /// 32 pt high, with less block padding.
        case compact
    }

    let text: String
    let image: OUDSImage?
    let indicator: Indicator?
    let size: Size
    let density: Density

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.oudsUseMonochrome) private var monochrome

    /// A text link.
    public init(
        text: String, size: Size = .default, density: Density = .default, action: @escaping () -> Void
    ) {
        self.text = text
        image = nil
        indicator = nil
        self.size = size
        self.density = density
    }

    /// OUDS iOS 2.3's deprecated `Image` form: a link with an optional icon before the text.
    @available(*, deprecated, message: "Use OUDSLink(text:image:size:action:) with an OUDSImage instead")
    public init(
        text: String, icon: Image?, renderingMode: Image.TemplateRenderingMode = .template, size: Size = .default,
        action: @escaping () -> Void
    ) {
        if let icon {
            self.init(
                text: text, image: OUDSImage(asset: icon, renderingMode: renderingMode), size: size, action: action)
        } else {
            self.init(text: text, size: size, action: action)
        }
    }

    /// A link with an image before the text.
    public init(
        text: String, image: OUDSImage, size: Size = .default, density: Density = .default,
        action: @escaping () -> Void
    ) {
        self.text = text
        self.image = image
        indicator = nil
        self.size = size
        self.density = density
    }

    /// A navigation link with a back or next chevron.
    public init(
        text: String, indicator: Indicator, size: Size = .default, density: Density = .default,
        action: @escaping () -> Void
    ) {
        self.text = text
        image = nil
        self.indicator = indicator
        self.size = size
        self.density = density
    }

    /// `init(text:size:action:)` (or with `image`) with the text looked up as `key` in `tableName` of
    /// `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, image: OUDSImage? = nil,
        size: Size = .default, density: Density = .default, action: @escaping () -> Void
    ) {
        let text = key.resolved(tableName: tableName, bundle: bundle)
        if let image {
            self.init(text: text, image: image, size: size, density: density, action: action)
        } else {
            self.init(text: text, size: size, density: density, action: action)
        }
    }

    /// `init(text:indicator:size:action:)` with the text looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, indicator: Indicator,
        size: Size = .default, density: Density = .default, action: @escaping () -> Void
    ) {
        self.init(
            text: key.resolved(tableName: tableName, bundle: bundle), indicator: indicator, size: size,
            density: density, action: action)
    }

    /// The link.
    public var body: some View {
        let l = theme.link
        let state = OUDSInteractionState(isEnabled: isEnabled, interaction: interaction)
        // On coloured surfaces text and chevron take the monochrome link colours.
        let color = monochrome ? theme.linkMono.colorContent[state] : l.colorContent[state]
        let iconSize = size == .default ? l.sizeIcon : l.sizeIconSmall
        let chevronColor = monochrome ? color : l.colorChevron[state]
        let font = size == .default ? theme.fonts.labelStrongLarge : theme.fonts.labelStrongMedium
        // The chevrons follow the reading direction.
        let backName = layoutDirection == .rightToLeft ? "chevron.right" : "chevron.left"
        let nextName = layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right"
        return HStack(
            spacing: indicator == nil
                ? (size == .default ? l.spaceColumnGapIcon : l.spaceColumnGapIconSmall) : l.spaceColumnGapChevron
        ) {
            if let image { image.view(size: iconSize).foregroundColor(color) }
            if indicator == .back {
                Image(systemName: backName).resizable().frame(width: iconSize, height: iconSize).foregroundColor(
                    chevronColor)
            }
            Text(text).font(font).underline(indicator == nil).foregroundColor(color)
            if indicator == .next {
                Image(systemName: nextName).resizable().frame(width: iconSize, height: iconSize).foregroundColor(
                    chevronColor)
            }
        }
        .padding(.vertical, blockPadding)
        .padding(.horizontal, l.spacePaddingInline)
        .frame(
            minWidth: size == .default ? l.sizeMinWidth : l.sizeMinWidthSmall,
            minHeight: density == .compact
                ? l.sizeMinHeightCompactDensity : (size == .default ? l.sizeMinHeight : l.sizeMinHeightSmall)
        )
        .accessibilityAddTraits(.isLink)
    }

    private var blockPadding: CGFloat {
        let l = theme.link
        guard density == .compact else { return l.spacePaddingBlock }
        return size == .default ? l.spacePaddingBlockCompactDensity : l.spacePaddingBlockCompactDensitySmall
    }
}
