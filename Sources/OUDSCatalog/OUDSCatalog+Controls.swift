import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the controls family.
    static var controls: [OUDSCatalogEntry] { [] }
}
