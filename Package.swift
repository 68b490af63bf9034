// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Proof",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .executable(name: "proof-gallery", targets: ["RasterGallery"]),
        .executable(name: "proof-bench", targets: ["ProofBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "Raster", dependencies: ["CPNG"]),
        .executableTarget(name: "RasterGallery", dependencies: ["Raster"]),
        .executableTarget(name: "ProofBench", dependencies: ["Raster"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
