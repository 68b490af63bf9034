import Raster

/// The images of one image set of an asset catalog: a file per scale and appearance, chosen when
/// the image is drawn, as UIKit picks the variant of the trait collection.
public struct AssetImageSet: Sendable {
    /// One file of the set.
    public struct Variant: Sendable {
        /// The scale the file was drawn for (1, 2 or 3), or nil for a single-scale vector.
        public let scale: CGFloat?
        /// The appearance the file is for: nil for any, or a colour scheme.
        public let colorScheme: ColorScheme?
        /// The decoded image.
        public let asset: ImageAssets.Asset
    }

    /// Every variant, as listed in `Contents.json`.
    public let variants: [Variant]
    /// `template-rendering-intent` of the set: true for template, false for original, nil when
    /// unspecified (bitmaps then draw as they are and SVGs as templates, as `ImageAssets` does).
    public let isTemplate: Bool?

    /// The variant to draw at `scale` in `colorScheme`: the scheme's own variants first (else the
    /// "any" ones), then the exact scale, else the smallest larger scale, else the largest; a
    /// single-scale vector wins over bitmaps.
    public func variant(scale: CGFloat, colorScheme: ColorScheme) -> Variant? {
        let own = variants.filter { $0.colorScheme == colorScheme }
        let candidates = own.isEmpty ? variants.filter { $0.colorScheme == nil } : own
        if let vector = candidates.first(where: { $0.scale == nil }) { return vector }
        let scaled = candidates.sorted { ($0.scale ?? 0) < ($1.scale ?? 0) }
        return scaled.first { $0.scale == scale } ?? scaled.first { ($0.scale ?? 0) > scale } ?? scaled.last
    }
}
