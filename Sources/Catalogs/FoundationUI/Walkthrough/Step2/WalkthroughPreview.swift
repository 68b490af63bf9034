import ProofUI

/// Step 2's preview (`CustomButtonStylePreview`, as the document writes it) for the catalog.
public struct WalkthroughPreview: View {
    /// The preview.
    public init() {}

    /// The document's preview view.
    public var body: some View { CustomButtonStylePreview() }
}
