import OUDSSwiftUI

extension OUDSCatalog {
    /// Inline alert entries: every status, neutral and accent with and without a custom icon, and a
    /// label that wraps beside its icon.
    static var alerts: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("inline-alert", "neutral") { OUDSInlineAlert(label: "Label") },
            OUDSCatalogEntry("inline-alert", "neutral-icon") {
                OUDSInlineAlert(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic_heart"))))
            },
            OUDSCatalogEntry("inline-alert", "accent-icon") {
                OUDSInlineAlert(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic_heart"))))
            },
            OUDSCatalogEntry("inline-alert", "positive") { OUDSInlineAlert(label: "Saved", status: .positive) },
            OUDSCatalogEntry("inline-alert", "info") { OUDSInlineAlert(label: "Information", status: .info) },
            OUDSCatalogEntry("inline-alert", "warning") { OUDSInlineAlert(label: "Warning", status: .warning) },
            OUDSCatalogEntry("inline-alert", "negative") { OUDSInlineAlert(label: "Error", status: .negative) },
            OUDSCatalogEntry("inline-alert", "wrapped") {
                OUDSInlineAlert(
                    label: "Your plan renews tomorrow; the new price applies from the next bill.", status: .info
                )
                .frame(width: 240)
            },
        ]
    }
}
