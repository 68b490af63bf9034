import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the tags family.
    static var tags: [OUDSCatalogEntry] { [] }
}
