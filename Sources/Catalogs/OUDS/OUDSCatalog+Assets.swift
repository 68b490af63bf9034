import OUDSSwiftUI
import OUDSTestAssets

extension OUDSCatalog {
    /// Registers the images the OUDS documents and the catalog name (`OUDSTestAssets.register()`): template
    /// icons `ic`, `ic_1`, `ic_2`, `ic_share`, `ic_heart`, `ic_settings`, `ic_delete`, `ic_bell`, `ic_mail`,
    /// `ic_cross`, `ic_brand`, and the two-colour illustration `il_brand` (drawn `.original`).
    public static func registerAssets() { OUDSTestAssets.register() }
}
