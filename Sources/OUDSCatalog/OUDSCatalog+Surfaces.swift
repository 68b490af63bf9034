import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the surfaces family.
    static var surfaces: [OUDSCatalogEntry] { [] }
}
