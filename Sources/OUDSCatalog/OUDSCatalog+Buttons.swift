import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the buttons family.
    static var buttons: [OUDSCatalogEntry] { [] }
}
