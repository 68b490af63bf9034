import ProofUI

/// A flag at the leading or trailing end of a list item (OUDS iOS 3.0): the image in its own colours,
/// `listItem.sizeFlagHeight` high and as wide as its proportions make it, in a box at least
/// `sizeAssetMedium` wide (`sizeAssetSmall` in a small item); at the disabled opacity when disabled.
/// Hidden from VoiceOver (the item's label names the country).
///
/// ```swift
/// OUDSListItemFlag(asset: Image("flag_fr"))
/// ```
public struct OUDSListItemFlag: View {
    let asset: Image
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.oudsListItemSize) private var itemSize
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A flag showing `asset`.
    public init(asset: Image) { self.asset = asset }

    /// The flag.
    public var body: some View {
        let t = theme.listItem
        let scale = CGFloat(dynamicTypeSize.scale)
        let minWidth = (itemSize == .small ? t.sizeAssetSmall : t.sizeAssetMedium) * scale
        return OUDSImage(asset: asset, renderingMode: .original).asset
            .resizable().renderingMode(.original)
            .aspectRatio(contentMode: .fit)
            .frame(height: t.sizeFlagHeight * scale)
            .frame(minWidth: minWidth)
            .opacity(isEnabled ? theme.opacities.opaque : theme.opacities.disabled)
            .accessibilityHidden(true)
    }
}
