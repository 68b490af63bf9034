import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the links family.
    static var links: [OUDSCatalogEntry] { [] }
}
