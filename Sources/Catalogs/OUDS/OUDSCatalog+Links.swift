import OUDSSwiftUI

extension OUDSCatalog {
    /// Link entries: sizes, indicators, images, states.
    static var links: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("link", "default") { OUDSLink(text: "Link", size: .default) {} },
            OUDSCatalogEntry("link", "small") { OUDSLink(text: "Link", size: .small) {} },
            OUDSCatalogEntry("link", "compact-density") {
                VStack(alignment: .leading, spacing: 0) {
                    OUDSLink(text: "Compact link", density: .compact) {}
                    OUDSLink(text: "Small compact link", size: .small, density: .compact) {}
                    OUDSLink(text: "Next", indicator: .next, density: .compact) {}
                }
            },
            OUDSCatalogEntry("link", "back") { OUDSLink(text: "Back", indicator: .back, size: .default) {} },
            OUDSCatalogEntry("link", "next-small") { OUDSLink(text: "Next", indicator: .next, size: .small) {} },
            OUDSCatalogEntry("link", "image") {
                OUDSLink(text: "Link", image: OUDSImage(asset: Image("ic")), size: .default) {}
            },
            OUDSCatalogEntry("link", "image-original") {
                OUDSLink(
                    text: "Link", image: OUDSImage(asset: Image("il_brand"), renderingMode: .original), size: .default
                ) {}
            },
            OUDSCatalogEntry("link", "hover") { OUDSLink(text: "Link", size: .default) {}.interactionState(.hover) },
            OUDSCatalogEntry("link", "pressed") {
                OUDSLink(text: "Link", size: .default) {}.interactionState(.pressed)
            },
            OUDSCatalogEntry("link", "disabled") { OUDSLink(text: "Link", size: .default) {}.disabled(true) },
        ]
    }
}
