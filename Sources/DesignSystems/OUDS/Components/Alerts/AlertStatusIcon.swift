import ProofUI

/// The leading icon of an alert in `status`, `size` points square: the functional glyphs (tick, "i",
/// "!" in a circle, the two-tone warning triangle) in the status colours, a custom icon for neutral
/// (`contentDefault`) and accent (`contentStatusAccent`), or nothing without one.
struct AlertStatusIcon: View {
    let status: OUDSAlertStatus
    let size: CGFloat
    @Environment(\.theme) private var theme

    var body: some View {
        let c = theme.colors
        switch status {
        case .neutral(let icon?): icon.view(size: size).foregroundColor(c.contentDefault)
        case .accent(let icon?): icon.view(size: size).foregroundColor(c.contentStatusAccent)
        case .neutral(nil), .accent(nil): EmptyView()
        case .positive: glyph(StatusGlyph(glyph: .tick, fillsBox: false, tint: c.contentStatusPositive))
        case .info: glyph(StatusGlyph(glyph: .info, fillsBox: false, tint: c.contentStatusInfo))
        case .negative: glyph(StatusGlyph(glyph: .important, fillsBox: false, tint: c.contentStatusNegative))
        case .warning:
            glyph(
                StatusGlyph(
                    glyph: .warning, fillsBox: false, tint: theme.icon.colorContentStatusWarningExternalShape,
                    markTint: theme.icon.colorContentStatusWarningInternalShape))
        }
    }

    private func glyph(_ glyph: StatusGlyph) -> some View { glyph.frame(width: size, height: size) }
}
