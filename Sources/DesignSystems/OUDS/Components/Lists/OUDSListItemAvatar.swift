import ProofUI

/// An avatar at the leading or trailing end of a list item (OUDS iOS 3.0): a circle filled with
/// `surfaceInverseHigh` showing an image, initials or the person glyph in `contentInverse`
/// (`actionDisabled` and `contentOnActionDisabled` when disabled), `listItem.sizeAssetMedium`,
/// `sizeAssetLarge` or `sizeAssetXlarge` wide (`sizeAssetSmall` in a small item), with an optional
/// badge at its bottom-trailing corner (extra small, small or medium by size). Hidden from VoiceOver.
///
/// ```swift
/// OUDSListItemAvatar(type: .initials("AB"), size: .large, badgeType: .standard(.positive))
/// ```
public struct OUDSListItemAvatar: View {
    /// The badge on the avatar.
    @frozen public enum BadgeType {
        /// A dot badge of `status`.
        case standard(_ status: OUDSBadgeStandard.Status, accessibilityLabel: String = "")
        /// An icon badge of `status`.
        case icon(_ status: OUDSBadgeIcon.Status, accessibilityLabel: String = "")
    }

    /// What the avatar shows.
    @frozen public enum AvatarType {
        /// A photo, filling the circle.
        case image(Image)
        /// Initials (`labelModerateSmall`, `labelModerateXlarge`, or the extra-large initial tokens).
        case initials(String)
        /// The person glyph (16, 24 or 36; 12 in a small item).
        case icon
    }

    /// The side of the avatar in a standard item.
    @frozen public enum Size: Hashable, Sendable {
        /// `listItem.sizeAssetMedium`.
        case medium
        /// `listItem.sizeAssetLarge`.
        case large
        /// `listItem.sizeAssetXlarge`.
        case extraLarge
    }

    let type: AvatarType
    let size: Size
    let badgeType: BadgeType?
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.oudsListItemSize) private var itemSize
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// An avatar of `type` and `size` with an optional badge.
    public init(type: AvatarType, size: Size, badgeType: BadgeType? = nil) {
        self.type = type
        self.size = size
        self.badgeType = badgeType
    }

    /// The circle, its content and the badge.
    public var body: some View {
        let t = theme.listItem
        let c = theme.colors
        let small = itemSize == .small
        let scale = CGFloat(dynamicTypeSize.scale)
        let raw: CGFloat =
            if small {
                t.sizeAssetSmall
            } else {
                switch size {
                case .medium: t.sizeAssetMedium
                case .large: t.sizeAssetLarge
                case .extraLarge: t.sizeAssetXlarge
                }
            }
        let side = raw * scale
        let circle = RoundedRectangle(cornerRadius: theme.borders.radiusPill, style: .circular)
        let content = isEnabled ? c.contentInverse : c.contentOnActionDisabled
        return ZStack {
            circle.fill(isEnabled ? c.surfaceInverseHigh : c.actionDisabled)
            switch type {
            case .image(let image):
                image.resizable().renderingMode(.original).scaledToFill()
                    .frame(width: side, height: side)
                    .clipShape(circle)
                    .opacity(isEnabled ? theme.opacities.opaque : theme.opacities.disabled)
            case .initials(let initials):
                Text(initials).lineLimit(1).font(initialsFont(small: small)).foregroundColor(content)
            case .icon:
                AvatarPersonShape().fill(content).frame(
                    width: iconSide(small: small) * scale, height: iconSide(small: small) * scale)
            }
        }
        .frame(width: side, height: side)
        .overlay(alignment: .bottomTrailing) { badge(small: small) }
        .accessibilityHidden(true)
    }

    private func initialsFont(small: Bool) -> MultipleFontCompositeSemanticToken {
        let f = theme.fonts
        if small { return f.labelModerateSmall }
        switch size {
        case .medium: return f.labelModerateSmall
        case .large: return f.labelModerateXlarge
        case .extraLarge:
            let t = theme.listItem
            let style = FontCompositeSemanticToken(
                size: t.fontSizeAvatarInitialXlarge, lineHeight: t.fontLineHeightAvatarInitialXlarge,
                weight: f.labelModerateLarge.compact.weight, letterSpacing: t.fontLetterSpacingAvatarInitialXlarge)
            return MultipleFontCompositeSemanticToken(
                compact: style, regular: style, family: f.labelModerateLarge.family)
        }
    }

    private func iconSide(small: Bool) -> CGFloat {
        let s = theme.sizes
        if small { return s.iconWithLabelMediumSizeXsmall }
        switch size {
        case .medium: return s.iconWithLabelMediumSizeSmall
        case .large: return s.iconWithLabelLargeSizeSmall
        case .extraLarge: return s.iconWithLabelLargeSizeXlarge
        }
    }

    @ViewBuilder
    private func badge(small: Bool) -> some View {
        let badgeSize: OUDSBadgeSize =
            small ? .extraSmall : size == .medium ? .extraSmall : size == .large ? .small : .medium
        switch badgeType {
        case .standard(let status, let label):
            OUDSBadgeStandard(accessibilityLabel: label, status: status, size: badgeSize)
        case .icon(let status, let label):
            OUDSBadgeIcon(status: status, accessibilityLabel: label, size: badgeSize)
        case nil:
            EmptyView()
        }
    }
}
