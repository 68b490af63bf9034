import Foundation
import Raster
import SwiftUI
import Testing
import UIKit

/// `UIImage(named:in:with:)` and `UIColor(named:in:compatibleWith:)` read the bundle's asset
/// catalogs, as `Image(_:bundle:)` and `Color(_:bundle:)` do.
@MainActor
@Suite("UIKit: named assets in a bundle")
struct UIKitBundleAssetTests {
    @Test func namedImagesAndColoursComeFromTheBundlesCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("UIKitBundle-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/Assets.xcassets"
        let files = [
            "UIKitBrand.colorset/Contents.json":
                #"{"colors": [{"color": {"components": {"red": "0.000", "green": "0.500", "blue": "1.000"}}}]}"#,
            "uikit-dot.imageset/Contents.json": #"{"images": [{"filename": "d.png", "scale": "2x"}]}"#,
        ]
        for (path, text) in files {
            let full = catalog + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let pixels = [UInt8](repeating: 255, count: 6 * 6 * 4)
        try PNGCodec.write(
            try Bitmap(width: 6, height: 6, straightRGBA: pixels), to: catalog + "/uikit-dot.imageset/d.png")
        let bundle = try #require(Bundle(path: root))

        #expect(UIImage(named: "uikit-dot") == nil, "not read before a view or initialiser names the bundle")
        let image = try #require(UIImage(named: "uikit-dot", in: bundle, with: nil))
        #expect(image.size == CGSize(width: 3, height: 3), "the 2x variant of a 6-pixel image is 3 pt")
        #expect(image.scale == 2)
        let color = try #require(UIColor(named: "UIKitBrand", in: bundle, compatibleWith: nil))
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var red: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0 && abs(green - 0.5) < 0.01 && blue == 1 && alpha == 1)
    }
}
