import ProofSnapshot

/// A catalog image with the name of the catalog it comes from (reports group by catalog).
struct PlannedImage: Sendable {
    /// The catalog's name.
    let catalog: String
    /// The image.
    let image: CatalogImage

    /// The same image with its layout done (`CatalogImage.prepared()`), on the main actor.
    @MainActor func prepared() -> PlannedImage {
        PlannedImage(catalog: catalog, image: image.prepared())
    }
}
