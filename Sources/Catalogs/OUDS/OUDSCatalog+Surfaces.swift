import OUDSSwiftUI

extension OUDSCatalog {
    /// Coloured-surface entries: text and a link on the brand and status surfaces.
    static var surfaces: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("colored-surface", "brand-primary") { SurfaceSample(token: \.onBrandPrimary) },
            OUDSCatalogEntry("colored-surface", "status-positive-emphasized") {
                SurfaceSample(token: \.onStatusPositiveEmphasized)
            },
            OUDSCatalogEntry("colored-surface", "status-negative-emphasized") {
                SurfaceSample(token: \.onStatusNegativeEmphasized)
            },
            OUDSCatalogEntry("colored-surface", "status-info-muted") { SurfaceSample(token: \.onStatusInfoMuted) },
        ]
    }
}

/// Body text and a link on the surface `token` names.
struct SurfaceSample: View {
    @Environment(\.theme) private var theme
    let token: KeyPath<ColorModeSemanticTokens, MultipleColorModeSemanticToken>
    var body: some View {
        OUDSColoredSurface(color: theme.colorModes[keyPath: token]) {
            SurfaceText().padding(theme.spaces.fixedMedium)
        }
    }
}

/// Text reading the surface's colour scheme through the theme's content colour.
struct SurfaceText: View {
    @Environment(\.theme) private var theme
    var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedXsmall) {
            Text("On a coloured surface").font(theme.fonts.bodyStrongLarge).foregroundColor(theme.colors.contentDefault)
            OUDSLink(text: "Link", size: .small) {}
        }
    }
}
