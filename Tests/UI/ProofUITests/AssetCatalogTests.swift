import Foundation
import ProofUI
import Testing

import struct Raster.Bitmap
import enum Raster.PNGCodec

/// Asset catalogs (`Assets.xcassets`) as Xcode writes them: colour sets with dark and
/// high-contrast appearances in every component notation, image sets with a PNG per scale and a
/// dark variant, SVG sets with their template intent, namespaces, bundles, and clear errors.
@MainActor
@Suite("UI: asset catalogs")
struct AssetCatalogTests {
    /// Writes a catalog into a fresh folder and returns the `.xcassets` path.
    static func makeCatalog(_ files: [String: String], pngs: [String: (UInt8, UInt8, UInt8, Int)] = [:]) throws
        -> String
    {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalogTests-\(UUID())").path
        let catalog = root + "/Assets.xcassets"
        for (path, text) in files {
            let full = catalog + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        for (path, (r, g, b, side)) in pngs {
            let pixels = [UInt8]((0..<(side * side)).flatMap { _ in [r, g, b, 255] })
            try PNGCodec.write(try Bitmap(width: side, height: side, straightRGBA: pixels), to: catalog + "/" + path)
        }
        return catalog
    }

    nonisolated static let brandColor = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb",
            "components": {"red": "1.000", "green": "0.475", "blue": "0.000", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
            "color": {"color-space": "srgb",
              "components": {"red": "255", "green": "0x90", "blue": "51", "alpha": "1"}}},
          {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
            "color": {"color-space": "srgb", "components": {"red": "0.800", "green": "0.300", "blue": "0.000"}}},
          {"idiom": "mac", "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """

    nonisolated static let scaledImage = """
        {"images": [
          {"idiom": "universal", "filename": "dot.png", "scale": "1x"},
          {"idiom": "universal", "filename": "dot@2x.png", "scale": "2x"},
          {"idiom": "universal", "filename": "dot@3x.png", "scale": "3x"},
          {"idiom": "universal", "filename": "dot-dark@2x.png", "scale": "2x",
           "appearances": [{"appearance": "luminosity", "value": "dark"}]}
        ], "info": {"author": "xcode", "version": 1}}
        """

    static func svgSet(intent: String?) -> String {
        let properties = intent.map { #", "properties": {"template-rendering-intent": "\#($0)"}"# } ?? ""
        return #"{"images": [{"idiom": "universal", "filename": "icon.svg"}]\#(properties)}"#
    }

    nonisolated static let square = #"<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>"#

    static func hex(_ c: Color.Resolved) -> String {
        func byte(_ v: Double) -> String { String(format: "%02X", Int((min(1, max(0, v)) * 255).rounded())) }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }

    static func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.bitmap.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func colourSetsResolveAnyDarkAndHighContrastInEveryComponentNotation() throws {
        let path = try Self.makeCatalog(["Brand.colorset/Contents.json": Self.brandColor])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let catalog = try AssetCatalog(contentsOf: path)
        let brand = try #require(catalog.colors["Brand"])
        var environment = EnvironmentValues()
        #expect(Self.hex(brand.resolve(in: environment)) == "#FF7900")
        environment.colorScheme = .dark
        #expect(Self.hex(brand.resolve(in: environment)) == "#FF9033", "8-bit integers and hex")
        environment.colorScheme = .light
        environment.colorSchemeContrast = .increased
        #expect(Self.hex(brand.resolve(in: environment)) == "#CC4D00", "the mac idiom is not read")
    }

    @Test func colourSetsAreWhatColorNamedDraws() throws {
        let path = try Self.makeCatalog(["Brand.colorset/Contents.json": Self.brandColor])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try AssetCatalog(contentsOf: path).register()
        for (scheme, expected) in [(ColorScheme.light, [255, 121, 0, 255]), (.dark, [255, 144, 51, 255])] {
            let image = try ViewRenderer.render(
                Color("Brand").frame(width: 4, height: 4), configuration: RenderConfiguration(colorScheme: scheme))
            #expect(Self.pixel(image, 1, 1) == expected.map(UInt8.init), "\(scheme)")
        }
    }

    @Test func imageSetsPickTheScaleAndTheAppearanceOfTheRender() throws {
        let path = try Self.makeCatalog(
            [
                "Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
                "Icons/dot.imageset/Contents.json": Self.scaledImage,
            ],
            pngs: [
                "Icons/dot.imageset/dot.png": (255, 0, 0, 10), "Icons/dot.imageset/dot@2x.png": (0, 255, 0, 20),
                "Icons/dot.imageset/dot@3x.png": (0, 0, 255, 30), "Icons/dot.imageset/dot-dark@2x.png": (9, 9, 9, 20),
            ])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let catalog = try AssetCatalog(contentsOf: path)
        #expect(Array(catalog.images.keys) == ["Icons/dot"], "a namespace folder prefixes its names")
        catalog.register()
        let cases: [(CGFloat, ColorScheme, [UInt8])] = [
            (1, .light, [255, 0, 0, 255]), (2, .light, [0, 255, 0, 255]), (3, .light, [0, 0, 255, 255]),
            (2, .dark, [9, 9, 9, 255]), (3, .dark, [9, 9, 9, 255]),
        ]
        for (scale, scheme, expected) in cases {
            let image = try ViewRenderer.render(
                Image("Icons/dot"), configuration: RenderConfiguration(scale: scale, colorScheme: scheme))
            #expect(image.size == CGSize(width: 10, height: 10), "every variant is 10 pt")
            #expect(Self.pixel(image, 5, 5) == expected, "scale \(scale), \(scheme)")
        }
    }

    @Test func svgSetsAreTemplatesUnlessTheirIntentIsOriginal() throws {
        let path = try Self.makeCatalog([
            "plain.imageset/Contents.json": Self.svgSet(intent: nil), "plain.imageset/icon.svg": Self.square,
            "original.imageset/Contents.json": Self.svgSet(intent: "original"),
            "original.imageset/icon.svg": Self.square,
        ])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try AssetCatalog(contentsOf: path).register()
        let tinted = try ViewRenderer.render(Image("plain").foregroundStyle(Color.red))
        #expect(Self.pixel(tinted, 12, 12) == [255, 59, 48, 255])
        let original = try ViewRenderer.render(Image("original").foregroundStyle(Color.red))
        #expect(Self.pixel(original, 12, 12) == [0, 0, 0, 255], "drawn in its own colour (black)")
    }

    @Test func aBundlesCatalogsResolveImageAndColorNamedInIt() throws {
        let path = try Self.makeCatalog(
            [
                "BundleBrand.colorset/Contents.json": Self.brandColor,
                "bundled.imageset/Contents.json":
                    #"{"images": [{"idiom": "universal", "filename": "b.png", "scale": "1x"}]}"#,
            ],
            pngs: ["bundled.imageset/b.png": (1, 2, 3, 6)])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let bundle = try #require(Bundle(path: (path as NSString).deletingLastPathComponent))
        let view = HStack(spacing: 0) {
            Image("bundled", bundle: bundle)
            Color("BundleBrand", bundle: bundle).frame(width: 6, height: 6)
        }
        let image = try ViewRenderer.render(view)
        #expect(Self.pixel(image, 2, 2) == [1, 2, 3, 255])
        #expect(Self.pixel(image, 8, 2) == [255, 121, 0, 255])
        #expect(AssetCatalog.problems(in: bundle).isEmpty)
    }

    @Test func theAssetsFolderOptionReadsCatalogs() throws {
        let path = try Self.makeCatalog(
            [
                "FolderBrand.colorset/Contents.json": Self.brandColor,
                "folder-dot.imageset/Contents.json": #"{"images": [{"filename": "d.png", "scale": "2x"}]}"#,
            ],
            pngs: ["folder-dot.imageset/d.png": (7, 7, 7, 8)])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let names = try ImageAssets.shared.registerFolder((path as NSString).deletingLastPathComponent)
        #expect(names == ["FolderBrand", "folder-dot"])
        #expect(try ViewRenderer.render(Image("folder-dot")).size == CGSize(width: 4, height: 4))
    }

    /// A broken catalog and the error it must give.
    struct BrokenCatalog: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let files: [String: String]
        let matches: @Sendable (AssetCatalogError) -> Bool
    }

    nonisolated static let brokenCatalogs: [BrokenCatalog] = [
        BrokenCatalog(
            testDescription: "a PDF image asks for SVG",
            files: [
                "logo.imageset/Contents.json": #"{"images": [{"filename": "logo.pdf"}]}"#,
                "logo.imageset/logo.pdf": "%PDF-1.4",
            ]
        ) {
            if case .pdfNotSupported = $0 { $0.description.contains("export the image as SVG") } else { false }
        },
        BrokenCatalog(
            testDescription: "a file named but missing",
            files: ["gone.imageset/Contents.json": #"{"images": [{"filename": "gone.png", "scale": "1x"}]}"#]
        ) {
            if case .missingFile(_, "gone.png") = $0 { true } else { false }
        },
        BrokenCatalog(
            testDescription: "Contents.json that is not JSON",
            files: ["bad.colorset/Contents.json": "{colors: ["]
        ) {
            if case .invalidContents = $0 { $0.description.contains("not valid JSON") } else { false }
        },
        BrokenCatalog(
            testDescription: "a component out of range",
            files: [
                "over.colorset/Contents.json":
                    #"{"colors": [{"color": {"components": {"red": "1.5", "green": "0.0", "blue": "0.0"}}}]}"#
            ]
        ) {
            if case .invalidColor = $0 { $0.description.contains("\"red\" is 1.5") } else { false }
        },
        BrokenCatalog(
            testDescription: "an unknown system colour reference",
            files: ["ref.colorset/Contents.json": #"{"colors": [{"color": {"reference": "systemMauveColor"}}]}"#]
        ) {
            if case .invalidColor = $0 { $0.description.contains("systemMauveColor") } else { false }
        },
    ]

    @Test(arguments: brokenCatalogs)
    func brokenCatalogsAreTypedErrorsThatSayWhatToDo(_ broken: BrokenCatalog) throws {
        let path = try Self.makeCatalog(broken.files)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do {
            _ = try AssetCatalog(contentsOf: path)
            Issue.record("expected an error")
        } catch {
            #expect(broken.matches(error), "\(error)")
        }
    }

    @Test func aPathThatIsNotAFolderIsAnError() {
        #expect(throws: AssetCatalogError.notAFolder(path: "/nonexistent/Assets.xcassets")) {
            try AssetCatalog(contentsOf: "/nonexistent/Assets.xcassets")
        }
    }
}
