import ProofUI

/// An icon at the leading or trailing end of a list item (OUDS iOS 3.0): a neutral image (tinted with
/// `contentDefault`, optionally with a negative dot badge at its top-trailing corner) or a status glyph
/// (positive tick, info, two-tone warning, negative "!") in its status colour; `actionDisabled` when
/// disabled. Medium (`listItem.sizeAssetMedium`) or large (`sizeAssetLarge`); in a small item always
/// `sizeAssetSmall`. Sizes follow Dynamic Type.
///
/// ```swift
/// OUDSListItemIcon(status: .neutral(asset: Image("ic_heart")), description: "Favourite")
/// OUDSListItemIcon(status: .warning, description: "Warning", size: .large)
/// ```
public struct OUDSListItemIcon: View {
    /// What the icon shows.
    @frozen public enum IconStatus {
        /// `asset`, tinted with `contentDefault`, with a negative dot badge when `badge`.
        case neutral(asset: Image, badge: Bool = false)
        /// The tick in a circle, `contentStatusPositive`.
        case positive
        /// The "i" in a circle, `contentStatusInfo`.
        case info
        /// The two-tone warning triangle (`theme.icon` warning shapes).
        case warning
        /// The "!" in a circle, `contentStatusNegative`.
        case negative
    }

    /// The first OUDS iOS 3.0 name of `IconStatus`.
    @available(*, deprecated, renamed: "IconStatus")
    public typealias IconType = IconStatus

    /// The size of the icon in a standard item.
    @frozen public enum Size: Hashable, Sendable {
        /// `listItem.sizeAssetMedium`, the default.
        case medium
        /// `listItem.sizeAssetLarge`.
        case large
    }

    let status: IconStatus
    let description: String?
    let size: Size
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.oudsListItemSize) private var itemSize
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// An icon of `status` in `size` (medium by default), read as `description`.
    public init(status: IconStatus, description: String, size: Size = .medium) {
        self.status = status
        self.description = description
        self.size = size
    }

    /// The first OUDS iOS 3.0 spelling, without description (the icon is decorative).
    @available(*, deprecated, message: "Use init(status:description:size:)")
    @_disfavoredOverload
    public init(type: IconType, size: Size = .medium) {
        status = type
        description = nil
        self.size = size
    }

    /// The icon, scaled with Dynamic Type.
    public var body: some View {
        let t = theme.listItem
        let raw =
            itemSize == .small ? t.sizeAssetSmall : size == .medium ? t.sizeAssetMedium : t.sizeAssetLarge
        let side = raw * CGFloat(dynamicTypeSize.scale)
        let c = theme.colors
        let disabled = c.actionDisabled
        return Group {
            switch status {
            case .neutral(let asset, let badge):
                OUDSImage(asset: asset).view(size: side)
                    .foregroundColor(isEnabled ? c.contentDefault : disabled)
                    .overlay(alignment: .topTrailing) {
                        if badge { self.badge(large: size == .large && itemSize != .small) }
                    }
            case .positive:
                StatusGlyph(glyph: .tick, fillsBox: false, tint: isEnabled ? c.contentStatusPositive : disabled)
                    .frame(width: side, height: side)
            case .info:
                StatusGlyph(glyph: .info, fillsBox: false, tint: isEnabled ? c.contentStatusInfo : disabled)
                    .frame(width: side, height: side)
            case .negative:
                StatusGlyph(glyph: .important, fillsBox: false, tint: isEnabled ? c.contentStatusNegative : disabled)
                    .frame(width: side, height: side)
            case .warning:
                StatusGlyph(
                    glyph: .warning, fillsBox: false,
                    tint: isEnabled ? theme.icon.colorContentStatusWarningExternalShape : disabled,
                    // Disabled, the "!" stays cut out rather than painted in the same grey as the triangle.
                    markTint: isEnabled ? theme.icon.colorContentStatusWarningInternalShape : nil
                )
                .frame(width: side, height: side)
            }
        }
        .accessibilityLabel(description ?? "")
        .accessibilityHidden(description == nil)
    }

    /// The negative dot (extra small, small on a large icon) in a thin ring of the safety-area colour.
    private func badge(large: Bool) -> some View {
        OUDSBadgeStandard(accessibilityLabel: "", status: .negative, size: large ? .small : .extraSmall)
            .padding(theme.borders.widthThin)
            .background(
                RoundedRectangle(cornerRadius: theme.borders.radiusPill, style: .circular)
                    .fill(theme.listItem.colorBgBadgeSafetyArea))
    }
}
