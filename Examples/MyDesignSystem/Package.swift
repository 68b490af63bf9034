// swift-tools-version:6.0
import PackageDescription

// A small design system as a team keeps one: SwiftUI components with PreviewProviders, snapshot tests
// written for swift-snapshot-testing, and its own `proof` over its previews. On Linux, `SwiftUI` and
// `SnapshotTesting` come from Proof; on a Mac, from Apple and from pointfreeco (not declared here).
let package = Package(
    name: "MyDesignSystem",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "MyDesignSystem", targets: ["MyDesignSystem"])],
    dependencies: [.package(name: "Proof", path: "../..")],
    targets: []
)

#if os(Linux)
    package.targets += [
        // UIKit is opt-in on Linux: Theme.swift uses a UIKit system colour, so it imports UIKit.
        .target(
            name: "MyDesignSystem",
            dependencies: [.product(name: "SwiftUI", package: "Proof"), .product(name: "UIKit", package: "Proof")]),
        // `swift run myds-proof verify` (or `swift package proof verify`): the goldens of every preview.
        .executableTarget(
            name: "myds-proof",
            dependencies: ["MyDesignSystem", .product(name: "ProofCLICore", package: "Proof")],
            path: "Sources/ProofRunner"),
        .testTarget(
            name: "MyDesignSystemTests",
            dependencies: ["MyDesignSystem", .product(name: "SnapshotTesting", package: "Proof")],
            exclude: ["__Snapshots__"]),
    ]
#else
    package.targets += [.target(name: "MyDesignSystem")]
#endif
