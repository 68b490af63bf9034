import ProofUI

/// An image at the leading or trailing end of a list item (OUDS iOS 3.0): `listItem.sizeAssetMedium`,
/// `sizeAssetLarge` or `sizeAssetXlarge` high (`sizeAssetSmall` in a small item), square or 16:9 wide,
/// its corners `borderRadiusMedia` (`borderRadiusMediaRounded` with `oudsListItemRoundedMedia(true)`),
/// at the disabled opacity when disabled. Drawn in its own colours.
///
/// ```swift
/// OUDSListItemImage(asset: Image("il_brand"), description: "Brand", size: .large, ratio: .widescreen)
/// ```
///
/// Where we differ: OUDS iOS also takes an `OUDSAsyncImage` (`init(asyncImage:…)`); Proof renders no
/// remote images, so only `Image` assets exist.
public struct OUDSListItemImage: View {
    /// The height of the image in a standard item.
    @frozen public enum Size: Hashable, Sendable {
        /// `listItem.sizeAssetMedium`, the default.
        case medium
        /// `listItem.sizeAssetLarge`.
        case large
        /// `listItem.sizeAssetXlarge`.
        case extraLarge
    }

    /// The width of the image relative to its height.
    @frozen public enum Ratio: Hashable, Sendable {
        /// As wide as high, the default.
        case square
        /// 16:9.
        case widescreen

        /// Width over height.
        var value: CGFloat {
            switch self {
            case .square: 1
            case .widescreen: 16 / 9
            }
        }
    }

    /// The kind of image (OUDS iOS also has `asyncImage`, which Proof does not render).
    @frozen public enum ImageType {
        /// An image asset.
        case asset(Image)
    }

    let type: ImageType
    let description: String?
    let size: Size
    let ratio: Ratio
    let contentMode: ContentMode
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.oudsListItemSize) private var itemSize
    @Environment(\.oudsListItemRoundedMedia) private var roundedMedia
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// `asset` in `size` (medium) and `ratio` (square), fitted (or filled) with `contentMode`, read as
    /// `description` (decorative when nil).
    public init(
        asset: Image, description: String? = nil, size: Size = .medium, ratio: Ratio = .square,
        contentMode: ContentMode = .fit
    ) {
        type = .asset(asset)
        self.description = description
        self.size = size
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// The image in its frame, clipped to its corners.
    public var body: some View {
        let t = theme.listItem
        let raw: CGFloat =
            if itemSize == .small {
                t.sizeAssetSmall
            } else {
                switch size {
                case .medium: t.sizeAssetMedium
                case .large: t.sizeAssetLarge
                case .extraLarge: t.sizeAssetXlarge
                }
            }
        let height = raw * CGFloat(dynamicTypeSize.scale)
        let radius = roundedMedia ? t.borderRadiusMediaRounded : t.borderRadiusMedia
        let image: Image =
            switch type {
            case .asset(let asset): asset
            }
        return image.resizable().renderingMode(.original)
            .aspectRatio(contentMode: contentMode)
            .frame(width: height * ratio.value, height: height)
            .clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
            .opacity(isEnabled ? theme.opacities.opaque : theme.opacities.disabled)
            .accessibilityLabel(description ?? "")
            .accessibilityHidden(description == nil)
    }
}
