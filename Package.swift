// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Proof",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "RasterGallery", targets: ["RasterGallery"]),
        .library(name: "ProofText", targets: ["ProofText"]),
        .library(name: "ProofUI", targets: ["ProofUI"]),
        .library(name: "ProofSnapshot", targets: ["ProofSnapshot"]),
        .executable(name: "proof", targets: ["ProofCLI"]),
        .executable(name: "proof-gallery", targets: ["ProofGallery"]),
        .executable(name: "proof-bench", targets: ["ProofBench"]),
        .executable(name: "proof-text-bench", targets: ["ProofTextBench"]),
        .executable(name: "proof-ui-bench", targets: ["ProofUIBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        .systemLibrary(
            name: "CUnibreak",
            pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]
        ),
        .target(name: "Raster", dependencies: ["CPNG"]),
        .target(name: "ProofText", dependencies: ["Raster", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak"]),
        .target(name: "ProofUI", dependencies: ["Raster", "ProofText"]),
        .target(name: "ProofSnapshot", dependencies: ["Raster", "ProofUI"]),
        .target(name: "UICatalog", dependencies: ["ProofUI", "Raster"]),
        .target(name: "RasterGallery", dependencies: ["Raster"]),
        .target(name: "RasterReference", dependencies: ["Raster"]),
        .target(name: "TextGallery", dependencies: ["Raster", "ProofText", "RasterGallery"]),
        .target(name: "ProofCLICore", dependencies: ["ProofUI", "UICatalog", "OUDSCatalog", "Raster", "ProofText"]),
        .executableTarget(name: "ProofCLI", dependencies: ["ProofCLICore"]),
        .executableTarget(name: "ProofGallery", dependencies: ["RasterGallery", "TextGallery", "ProofUI", "UICatalog", "OUDSCatalog"]),
        .executableTarget(name: "ProofBench", dependencies: ["Raster"]),
        .executableTarget(name: "ProofTextBench", dependencies: ["Raster", "ProofText"]),
        .executableTarget(name: "ProofUIBench", dependencies: ["ProofUI", "OUDSCatalog", "Raster"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterGallery", "RasterReference"], exclude: ["Fixtures"]),
        .testTarget(name: "ProofSnapshotTests", dependencies: ["ProofSnapshot", "Raster", "ProofUI"]),
        .testTarget(name: "ProofCLITests", dependencies: ["ProofCLICore", "ProofUI"]),
        .testTarget(name: "ProofUITests", dependencies: ["ProofUI", "ProofText", "Raster", "RasterGallery", "UICatalog"]),
        .testTarget(name: "ProofTextTests", dependencies: ["ProofText", "Raster", "RasterGallery", "RasterReference", "TextGallery", "CFreeType"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: OUDS (Orange Unified Design System) on ProofUI: see Sources/OUDS*.

let oudsThemes = ["OUDSThemesOrange", "OUDSThemesOrangeCompact", "OUDSThemesSosh", "OUDSThemesWireframe"]
let oudsLayers = ["OUDSFoundations", "OUDSTokensRaw", "OUDSTokensComponent", "OUDSThemesContract", "OUDSComponents", "OUDSModules"]
let oudsUmbrellas: [(name: String, themes: [String])] = [
    ("OUDSSwiftUI", oudsThemes),
    ("OUDSSwiftUIOrange", ["OUDSThemesOrange", "OUDSThemesOrangeCompact"]),
    ("OUDSSwiftUIOrangeSosh", ["OUDSThemesOrange", "OUDSThemesSosh"]),
    ("OUDSSwiftUIWireframe", ["OUDSThemesWireframe"]),
]
package.products += (oudsLayers + oudsThemes + oudsUmbrellas.map(\.name)).map { .library(name: $0, targets: [$0]) }
package.targets += [
    .target(name: "OUDSFoundations", dependencies: ["ProofUI"]),
    .target(name: "OUDSTokensRaw", dependencies: ["OUDSFoundations"]),
    .target(name: "OUDSTokensComponent", dependencies: ["OUDSTokensRaw"]),
    .target(name: "OUDSThemesContract", dependencies: ["OUDSTokensComponent"]),
    .target(name: "OUDSThemesOrange", dependencies: ["OUDSThemesContract"]),
    .target(name: "OUDSThemesOrangeCompact", dependencies: ["OUDSThemesOrange"]),
    .target(name: "OUDSThemesSosh", dependencies: ["OUDSThemesContract"]),
    .target(name: "OUDSThemesWireframe", dependencies: ["OUDSThemesContract", "OUDSThemesOrange"]),
    .target(name: "OUDSComponents", dependencies: ["OUDSThemesContract", "OUDSTokensComponent"]),
    .target(name: "OUDSModules", dependencies: ["OUDSComponents"]),
    .target(name: "OUDSCatalog", dependencies: ["OUDSSwiftUI", "RasterGallery"]),
    .testTarget(
        name: "OUDSTests",
        dependencies: ["OUDSSwiftUI", "OUDSSwiftUIOrange", "OUDSSwiftUIOrangeSosh", "OUDSSwiftUIWireframe", "OUDSComponents", "OUDSCatalog", "Raster", "RasterGallery"]),
]
package.targets += oudsUmbrellas.map { umbrella in
    .target(name: umbrella.name, dependencies: (oudsLayers + umbrella.themes + ["ProofUI"]).map { .target(name: $0) })
}
