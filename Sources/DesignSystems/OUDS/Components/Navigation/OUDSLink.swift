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

    let text: String
    let image: OUDSImage?
    let indicator: Indicator?
    let size: Size

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.oudsUseMonochrome) private var monochrome

    /// A text link.
    public init(text: String, size: Size = .default, action: @escaping () -> Void) {
        self.text = text
        image = nil
        indicator = nil
        self.size = size
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
    public init(text: String, image: OUDSImage, size: Size = .default, action: @escaping () -> Void) {
        self.text = text
        self.image = image
        indicator = nil
        self.size = size
    }

    /// A navigation link with a back or next chevron.
    public init(text: String, indicator: Indicator, size: Size = .default, action: @escaping () -> Void) {
        self.text = text
        image = nil
        self.indicator = indicator
        self.size = size
    }

    /// `init(text:size:action:)` (or with `image`) with the text looked up as `key` in `tableName` of
    /// `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, image: OUDSImage? = nil,
        size: Size = .default, action: @escaping () -> Void
    ) {
        let text = key.resolved(tableName: tableName, bundle: bundle)
        if let image {
            self.init(text: text, image: image, size: size, action: action)
        } else {
            self.init(text: text, size: size, action: action)
        }
    }

    /// `init(text:indicator:size:action:)` with the text looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, indicator: Indicator,
        size: Size = .default, action: @escaping () -> Void
    ) {
        self.init(
            text: key.resolved(tableName: tableName, bundle: bundle), indicator: indicator, size: size, action: action)
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
        .padding(.vertical, l.spacePaddingBlock)
        .padding(.horizontal, l.spacePaddingInline)
        .frame(
            minWidth: size == .default ? l.sizeMinWidth : l.sizeMinWidthSmall,
            minHeight: size == .default ? l.sizeMinHeight : l.sizeMinHeightSmall
        )
        .accessibilityAddTraits(.isLink)
    }
}
