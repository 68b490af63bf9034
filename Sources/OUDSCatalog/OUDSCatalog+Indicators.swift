import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the indicators family.
    static var indicators: [OUDSCatalogEntry] { [] }
}
