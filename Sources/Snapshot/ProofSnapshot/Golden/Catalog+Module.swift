import ProofUI

extension Catalog {
    /// The catalog of a module's previews, found at run time (`PreviewDiscovery`): every
    /// `PreviewProvider` declared in `module`, each preview rendered in `schemes` (a preview that
    /// asks for a scheme in its own), with its golden at
    /// `<goldenFolder>/<provider>/<preview>-<scheme>.png` (and `-rtl`, `-<size>` for the other
    /// `directions` and `dynamicTypeSizes` asked for: every combination). This is the one line a
    /// team's own `proof` needs: `try Catalog.previews(ofModule: "MyDesignSystem")`.
    ///
    /// Throws the first provider's error (an unknown `previewDevice`, say); a module without providers
    /// gives an empty catalog.
    @MainActor public static func previews(
        ofModule module: String, goldenFolder: String? = nil, schemes: [ColorScheme] = [.light, .dark],
        directions: [LayoutDirection] = [.leftToRight], dynamicTypeSizes: [DynamicTypeSize] = []
    ) throws(PreviewError) -> Catalog {
        let previews = try PreviewDiscovery.previews(inModule: module)
        return Catalog(
            name: module, summary: "the previews of \(module)", previews: previews,
            goldenFolder: goldenFolder ?? module, schemes: schemes, directions: directions,
            dynamicTypeSizes: dynamicTypeSizes)
    }
}
