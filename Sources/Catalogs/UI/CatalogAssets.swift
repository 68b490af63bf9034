import ProofUI
import Raster

extension UICatalog {
    /// Registers the catalog's image assets, made in code so the catalog needs no files: a 24×24 pt
    /// PNG-like bitmap at 2x (`proof-swatch`) and a template SVG icon (`proof-icon`).
    public static func registerAssets() {
        var pixels: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<48 {
                let checker = ((x / 12) + (y / 12)) % 2 == 0
                pixels += checker ? [0xFF, 0x79, 0x00, 0xFF] : [0x27, 0x27, 0x27, 0xFF]
            }
        }
        if let bitmap = try? Bitmap(width: 48, height: 48, straightRGBA: pixels) {
            ImageAssets.shared.register("proof-swatch", .bitmap(bitmap, scale: 2))
        }
        // A rounded square with a check mark cut out (even-odd by construction of two contours).
        try? ImageAssets.shared.registerIcon(
            "proof-icon",
            svgPathData:
                "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
                + " M10 16.4L18 8.4 16.6 7 10 13.6 7.4 11 6 12.4z",
            viewBox: CGSize(width: 24, height: 24), isTemplate: true, color: Color(hex: 0x1E88E5))
    }
}
