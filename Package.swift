// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Proof",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "RasterGallery", targets: ["RasterGallery"]),
        .executable(name: "proof-gallery", targets: ["ProofGallery"]),
        .executable(name: "proof-bench", targets: ["ProofBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "Raster", dependencies: ["CPNG"]),
        .target(name: "RasterGallery", dependencies: ["Raster"]),
        .executableTarget(name: "ProofGallery", dependencies: ["RasterGallery"]),
        .executableTarget(name: "ProofBench", dependencies: ["Raster"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterGallery"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
