import ProofUI

/// The box every tag draws its content in (`theme.tag`): the block padding and the inline paddings
/// of its size (the leading one narrower when a bullet, icon or loader leads), the minimum size, and
/// the filled shape of `radius`. Shared by `OUDSTag` and `OUDSCategoricalTag`.
struct TagBox: ViewModifier {
    let small: Bool
    let hasAsset: Bool
    let radius: CGFloat
    let background: Color
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        let t = theme.tag
        return
            content
            .padding(.vertical, small ? t.spacePaddingBlockSmall : t.spacePaddingBlockDefault)
            .padding(
                .leading,
                hasAsset
                    ? (small ? t.spacePaddingInlineAssetSmall : t.spacePaddingInlineAssetDefault)
                    : (small ? t.spacePaddingInlineSmall : t.spacePaddingInlineDefault)
            )
            .padding(.trailing, small ? t.spacePaddingInlineSmall : t.spacePaddingInlineDefault)
            .frame(
                minWidth: small ? t.sizeMinWidthSmall : t.sizeMinWidthDefault,
                minHeight: small ? t.sizeMinHeightSmall : t.sizeMinHeightDefault
            )
            .background(RoundedRectangle(cornerRadius: radius, style: .circular).fill(background))
            .fixedSize()
    }
}
