import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the dividers family.
    static var dividers: [OUDSCatalogEntry] { [] }
}
