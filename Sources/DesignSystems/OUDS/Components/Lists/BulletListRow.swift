import ProofUI

/// One row of an `OUDSBulletList`: the marker column (end-aligned marker, as high as the first
/// line), an 8 pt gap and the text, indented by level (4, 36, 68) with 6 pt above and below.
struct BulletListRow: View {
    let text: TextualContent
    let type: OUDSBulletList.`Type`
    let textStyle: OUDSBulletList.TextStyle
    let isBold: Bool
    let level: Int
    /// How many unordered lists enclose this row's list (the bullet shape follows it).
    let unorderedDepth: Int
    let index: Int
    /// The look inside another component, or nil for the bullet-list tokens.
    let appearance: BulletListAppearance?
    @Environment(\.theme) private var theme
    @Environment(\.self) private var environment

    /// The rows of `items` at `level`, depth-first; items deeper than level 2 are left out.
    static func rows(
        of items: [OUDSBulletList.Item], type: OUDSBulletList.`Type`, textStyle: OUDSBulletList.TextStyle,
        isBold: Bool, appearance: BulletListAppearance? = nil, level: Int = 0, unorderedDepth: Int = 0
    ) -> [BulletListRow] {
        guard level <= OUDSBulletList.maxLevel else { return [] }
        var rows: [BulletListRow] = []
        for (index, item) in items.enumerated() {
            rows.append(
                BulletListRow(
                    text: item.text, type: type, textStyle: textStyle, isBold: isBold, level: level,
                    unorderedDepth: unorderedDepth, index: index, appearance: appearance))
            let isUnordered = if case .unordered = type { true } else { false }
            rows += Self.rows(
                of: item.subItems, type: item.subListType ?? type, textStyle: item.subListTextStyle ?? textStyle,
                isBold: item.subListHasBoldText ?? isBold, appearance: appearance, level: level + 1,
                unorderedDepth: unorderedDepth + (isUnordered ? 1 : 0))
        }
        return rows
    }

    var body: some View {
        let large = textStyle == .bodyLarge
        let font =
            appearance?.font
            ?? (large
                ? (isBold ? theme.fonts.bodyStrongLarge : theme.fonts.bodyDefaultLarge)
                : (isBold ? theme.fonts.bodyStrongMedium : theme.fonts.bodyDefaultMedium))
        let lineHeight = font.lineHeight(in: environment)
        let s = theme.sizes
        let box =
            appearance?.markerBoxWidth
            ?? (large ? s.iconWithBodyLargeSizeMedium : s.iconWithBodyMediumSizeMedium).value(in: environment)
        let marker =
            appearance?.markerSize
            ?? (large ? s.iconWithBodyLargeSizeSmall : s.iconWithBodyMediumSizeSmall).value(in: environment)
        let t = theme.bulletList
        return HStack(alignment: .top, spacing: appearance?.columnGap ?? t.spaceColumnGap) {
            markerView(font: font, marker: marker)
                .frame(minWidth: box, alignment: .trailing)
                .frame(height: lineHeight)
            text.text
                .foregroundColor(appearance?.color ?? theme.colors.contentDefault)
                .font(font)
                .frame(maxWidth: appearance?.maxTextWidth ?? t.sizeMaxWidth, alignment: .leading)
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(
            .leading,
            (appearance?.paddingInlineStart ?? t.spacePaddingInlineStart) + t.spaceIndentPerLevel * CGFloat(level)
        )
        .padding(.vertical, appearance?.paddingBlock ?? t.spacePaddingBlock)
    }

    @ViewBuilder private func markerView(font: MultipleFontCompositeSemanticToken, marker: CGFloat) -> some View {
        switch type {
        case .bare:
            EmptyView()
        case .ordered:
            Text(Self.ordinal(index, level: level))
                .font(font)
                .foregroundColor(theme.colors.contentDefault)
                .fixedSize()
        case .unordered(let icon, let isBranded):
            let color =
                appearance?.color ?? (isBranded ? theme.colors.contentBrandPrimary : theme.colors.contentDefault)
            switch icon {
            case .bullet:
                BulletGlyph(style: theme.bulletList.bulletShape, depth: unorderedDepth)
                    .fill(color, style: FillStyle(eoFill: true))
                    .frame(width: marker, height: marker)
            case .tick:
                ControlMark(kind: .checkmark).fill(color).frame(width: marker, height: marker)
            case .free(let image, let label):
                image.resizable().renderingMode(.template).scaledToFit()
                    .foregroundColor(color)
                    .frame(width: marker, height: marker)
                    .accessibilityLabel(label ?? "")
            }
        }
    }

    /// "1." at level 0, "A." at level 1, "a." at level 2 (letters wrap every 26).
    static func ordinal(_ index: Int, level: Int) -> String {
        switch level {
        case 0: return "\(index + 1)."
        default:
            let base = level == 1 ? UnicodeScalar("A").value : UnicodeScalar("a").value
            let letter = Character(UnicodeScalar(base + UInt32(index % 26))!)
            return "\(letter)."
        }
    }
}
