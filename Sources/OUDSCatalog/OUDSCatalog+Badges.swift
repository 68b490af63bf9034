import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the badges family.
    static var badges: [OUDSCatalogEntry] { [] }
}
