// swift-tools-version:6.2
import PackageDescription

import class Foundation.ProcessInfo

// The tree is grouped by role (see ARCHITECTURE.md): Sources/Engine (Raster, ProofText and the C
// libraries they bind), Sources/UI (ProofUI), Sources/Snapshot (ProofSnapshot),
// Sources/DesignSystems (OUDS, …), Sources/Catalogs (previews and golden scenes), Sources/Tools
// (the executables and their cores) and Sources/TestSupport. Module names do not depend on the
// folders, so every `import` is the same wherever a target lives.

// The engine is compiled with optimisation in debug builds too: `swift test` and debug builds of a
// team's snapshot tests spend their time in its scan converter and blitter, which run about ten times
// slower at -Onone. Same bytes either way (the engine's arithmetic has no fast-math: no reassociation,
// no contraction). Unsafe flags in a dependency need swift-tools-version 6.2. `PROOF_ENGINE_ONONE=1`
// builds it unoptimised, to step through it in a debugger; the engine's code then takes the paths
// written for -Onone (`#if PROOF_ENGINE_ONONE`).
let engineSwiftSettings: [SwiftSetting] =
    ProcessInfo.processInfo.environment["PROOF_ENGINE_ONONE"] == nil
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))]
    : [.define("PROOF_ENGINE_ONONE", .when(configuration: .debug))]

let package = Package(
    name: "Proof",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "ProofText", targets: ["ProofText"]),
        .library(name: "ProofUI", targets: ["ProofUI"]),
        .library(name: "ProofSnapshot", targets: ["ProofSnapshot"]),
        .library(name: "ProofViewFormat", targets: ["ProofViewFormat"]),
        .library(name: "ProofArguments", targets: ["ProofArguments"]),
        .library(name: "ProofCLICore", targets: ["ProofCLICore"]),
        .executable(name: "proof", targets: ["ProofCLI"]),
        .executable(name: "proof-gallery", targets: ["ProofGallery"]),
        .executable(name: "proof-fuzz", targets: ["ProofFuzz"]),
        .executable(name: "proof-bench", targets: ["ProofBench"]),
        .executable(name: "proof-text-bench", targets: ["ProofTextBench"]),
        .executable(name: "proof-ui-bench", targets: ["ProofUIBench"]),
        .plugin(name: "ProofPlugin", targets: ["ProofPlugin"]),
    ],
    targets: [
        // MARK: Engine
        .systemLibrary(
            name: "CPNG", path: "Sources/Engine/CLibraries/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/Engine/CLibraries/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/Engine/CLibraries/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/Engine/CLibraries/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(
            name: "CUnibreak", path: "Sources/Engine/CLibraries/CUnibreak", pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]),
        // Fills of 32-bit words through libc, which stores as wide as the CPU allows (`MemoryFill`).
        .target(name: "CMemoryFill", path: "Sources/Engine/CLibraries/CMemoryFill"),
        .target(
            name: "Raster", dependencies: ["CPNG", "CMemoryFill", "ProofLocking"], path: "Sources/Engine/Raster",
            swiftSettings: engineSwiftSettings),
        // A lock ThreadSanitizer can see (Synchronization.Mutex's futex calls are invisible to it on Linux).
        .target(name: "ProofLocking", path: "Sources/Engine/Locking"),
        .target(
            name: "ProofText",
            dependencies: ["Raster", "ProofLocking", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak"],
            path: "Sources/Engine/Text"),
        // MARK: UI and snapshots
        .target(name: "ProofUI", dependencies: ["Raster", "ProofText", "ProofLocking"], path: "Sources/UI/ProofUI"),
        .target(name: "ProofSnapshot", dependencies: ["Raster", "ProofUI"], path: "Sources/Snapshot/ProofSnapshot"),
        .target(
            name: "ProofViewFormat", dependencies: ["ProofUI", "ProofArguments"], path: "Sources/Tools/ViewFormat"),
        // MARK: Catalogs
        .target(name: "RasterCatalog", dependencies: ["Raster", "ProofSnapshot"], path: "Sources/Catalogs/Raster"),
        .target(
            name: "TextCatalog", dependencies: ["Raster", "ProofText", "ProofSnapshot"], path: "Sources/Catalogs/Text"),
        .target(name: "UICatalog", dependencies: ["ProofUI", "ProofSnapshot", "Raster"], path: "Sources/Catalogs/UI"),
        // MARK: Tools
        .target(name: "ProofArguments", path: "Sources/Tools/Arguments"),
        .target(
            name: "ProofCLICore",
            dependencies: ["ProofArguments", "ProofUI", "ProofViewFormat", "ProofSnapshot", "ProofLocking"],
            path: "Sources/Tools/CLICore"),
        .target(
            name: "BuiltInCatalogs",
            dependencies: ["ProofSnapshot", "UICatalog", "OUDSCatalog", "FoundationUICatalog"],
            path: "Sources/Catalogs/BuiltIn"),
        .executableTarget(
            name: "ProofCLI", dependencies: ["ProofCLICore", "BuiltInCatalogs"], path: "Sources/Tools/CLI"),
        .executableTarget(
            name: "ProofGallery",
            dependencies: [
                "ProofArguments", "ProofSnapshot", "Raster", "RasterCatalog", "TextCatalog", "UICatalog", "OUDSCatalog",
                "FoundationUICatalog",
            ],
            path: "Sources/Tools/Gallery"),
        // The parsers on arbitrary bytes: replays files in a normal build, libFuzzer's target in
        // `Scripts/fuzz`'s build (-sanitize=fuzzer,address -DPROOF_FUZZING).
        .executableTarget(
            name: "ProofFuzz",
            dependencies: ["ProofCLICore", "ProofSnapshot", "ProofText", "ProofUI", "ProofViewFormat", "Raster"],
            path: "Sources/Tools/Fuzz"),
        .executableTarget(
            name: "ProofBench", dependencies: ["ProofArguments", "Raster"], path: "Sources/Tools/Bench/Raster"),
        .executableTarget(
            name: "ProofTextBench", dependencies: ["ProofArguments", "Raster", "ProofText"],
            path: "Sources/Tools/Bench/Text"),
        .executableTarget(
            name: "ProofUIBench",
            dependencies: [
                "ProofArguments", "ProofUI", "ProofSnapshot", "OUDSCatalog", "Raster", "ProofCLICore",
                "BuiltInCatalogs",
            ],
            path: "Sources/Tools/Bench/UI"),
        // `swift package proof …` in a consumer package: builds and runs its own proof executable.
        .plugin(
            name: "ProofPlugin",
            capability: .command(
                intent: .custom(
                    verb: "proof", description: "record, verify, prune or diff the goldens of your previews"),
                permissions: [
                    .writeToPackageDirectory(reason: "proof record, verify and prune write goldens and artifacts")
                ]
            ),
            path: "Plugins/ProofPlugin"),
        // MARK: Test support
        .target(name: "RasterReference", dependencies: ["Raster"], path: "Sources/TestSupport/RasterReference"),
        // MARK: Tests
        .testTarget(
            name: "RasterTests", dependencies: ["Raster", "RasterReference"],
            path: "Tests/Engine/RasterTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "ProofTextTests",
            dependencies: ["ProofText", "Raster", "RasterReference", "CFreeType"],
            path: "Tests/Engine/TextTests"),
        .testTarget(
            name: "ProofUITests", dependencies: ["ProofUI", "ProofText", "Raster"],
            path: "Tests/UI/ProofUITests"),
        .testTarget(
            name: "ProofSnapshotTests", dependencies: ["ProofSnapshot", "Raster", "ProofUI"],
            path: "Tests/Snapshot/ProofSnapshotTests"),
        .testTarget(
            name: "ProofViewFormatTests", dependencies: ["ProofViewFormat", "ProofUI"],
            path: "Tests/Tools/ViewFormatTests"
        ),
        .testTarget(name: "ProofArgumentsTests", dependencies: ["ProofArguments"], path: "Tests/Tools/ArgumentsTests"),
        .testTarget(
            name: "ProofCLITests",
            dependencies: [
                "ProofCLICore", "ProofArguments", "ProofSnapshot", "ProofUI", "ProofViewFormat", "Raster",
                "ProofLocking",
            ],
            path: "Tests/Tools/ProofCLITests"),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: UI: `import SwiftUI` on platforms without Apple's SwiftUI.

// The `SwiftUI` product re-exports ProofUI so a team's files compile with `import SwiftUI` unchanged.
// A manifest's `#if` is evaluated on the machine that builds, and products have no platform
// conditions, so the product is declared only when the building host has no Darwin: on a Mac the
// name stays Apple's (a Mac builds for its own platforms, where the real SwiftUI exists).
#if !canImport(Darwin)
    package.products += [
        .library(name: "SwiftUI", targets: ["SwiftUI"]), .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    ]
    package.targets += [
        .target(name: "SwiftUI", dependencies: ["ProofUI"], path: "Sources/UI/SwiftUI"),
        // Opt-in: only a target that depends on UIKit can import it (see README, "Compiling your SwiftUI code").
        .target(name: "UIKit", dependencies: ["ProofUI", "Raster", "_Testing_UIKit"], path: "Sources/UI/UIKit"),
        // Empty: the module swift-testing's cross-import overlay for UIKit names (see the file).
        .target(name: "_Testing_UIKit", path: "Sources/UI/TestingUIKitOverlay"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "SwiftUI", "Raster"], path: "Tests/UI/UIKitTests"),
        .testTarget(
            name: "SwiftUICompatibilityTests", dependencies: ["SwiftUI", "ProofSnapshot"],
            path: "Tests/UI/SwiftUICompatibilityTests"),
        // swift-snapshot-testing's API on Proof's engine: a team's existing snapshot tests compile
        // unchanged (the real library's name, so only where Apple's platforms are absent).
        .target(
            name: "SnapshotTesting", dependencies: ["ProofSnapshot", "ProofUI", "UIKit", "Raster", "ProofLocking"],
            path: "Sources/Snapshot/SnapshotTesting"),
        .testTarget(
            name: "SnapshotTestingTests",
            dependencies: ["SnapshotTesting", "SwiftUI", "UIKit", "Raster", "ProofSnapshot"],
            path: "Tests/Snapshot/SnapshotTestingTests", exclude: ["__Snapshots__"]),
    ]
#endif

// MARK: OUDS (Orange Unified Design System) on ProofUI: Sources/DesignSystems/OUDS.

let oudsRoot = "Sources/DesignSystems/OUDS"
let oudsThemes = ["Orange", "OrangeCompact", "Sosh", "Wireframe"]
let oudsLayers: [(name: String, path: String, dependencies: [String])] = [
    ("OUDSFoundations", "Foundations", ["ProofUI", "ProofLocking"]),
    ("OUDSTokensRaw", "Tokens/Raw", ["OUDSFoundations"]),
    ("OUDSTokensComponent", "Tokens/Component", ["OUDSTokensRaw"]),
    ("OUDSThemesContract", "Themes/Contract", ["OUDSTokensComponent", "ProofLocking"]),
    ("OUDSThemesOrange", "Themes/Orange", ["OUDSThemesContract"]),
    ("OUDSThemesOrangeCompact", "Themes/OrangeCompact", ["OUDSThemesOrange"]),
    ("OUDSThemesSosh", "Themes/Sosh", ["OUDSThemesContract"]),
    ("OUDSThemesWireframe", "Themes/Wireframe", ["OUDSThemesContract", "OUDSThemesOrange"]),
    ("OUDSComponents", "Components", ["OUDSThemesContract", "OUDSTokensComponent"]),
    ("OUDSModules", "Modules", ["OUDSComponents"]),
]
let oudsCore = [
    "OUDSFoundations", "OUDSTokensRaw", "OUDSTokensComponent", "OUDSThemesContract", "OUDSComponents", "OUDSModules",
]
let oudsUmbrellas: [(name: String, themes: [String])] = [
    ("OUDSSwiftUI", oudsThemes),
    ("OUDSSwiftUIOrange", ["Orange", "OrangeCompact"]),
    ("OUDSSwiftUIOrangeSosh", ["Orange", "Sosh"]),
    ("OUDSSwiftUIWireframe", ["Wireframe"]),
]
package.products += (oudsLayers.map(\.name) + oudsUmbrellas.map(\.name)).map { .library(name: $0, targets: [$0]) }
package.targets += oudsLayers.map { layer in
    .target(
        name: layer.name, dependencies: layer.dependencies.map { .target(name: $0) }, path: "\(oudsRoot)/\(layer.path)")
}
package.targets += oudsUmbrellas.map { umbrella in
    .target(
        name: umbrella.name,
        dependencies: (oudsCore + umbrella.themes.map { "OUDSThemes\($0)" } + ["ProofUI"]).map { .target(name: $0) },
        path: "\(oudsRoot)/Umbrellas/\(umbrella.name)")
}
package.targets += [
    // The icons the OUDS documents name, for tests and the catalog: test support that is not a catalog.
    .target(name: "OUDSTestAssets", dependencies: ["ProofUI"], path: "Sources/TestSupport/OUDSTestAssets"),
    .target(
        name: "OUDSCatalog", dependencies: ["OUDSSwiftUI", "OUDSTestAssets", "ProofSnapshot"],
        path: "Sources/Catalogs/OUDS"),
    .testTarget(
        name: "OUDSTests",
        dependencies: [
            "OUDSSwiftUI", "OUDSSwiftUIOrange", "OUDSSwiftUIOrangeSosh", "OUDSSwiftUIWireframe", "OUDSComponents",
            "OUDSTestAssets", "Raster",
        ],
        path: "Tests/DesignSystems/OUDSTests", exclude: ["Fixtures"]),
    // Golden suites of every catalog and tests of catalog content; the only test target that
    // depends on catalogs.
    .testTarget(
        name: "CatalogTests",
        dependencies: [
            "ProofSnapshot", "ProofUI", "Raster", "RasterCatalog", "TextCatalog", "UICatalog", "OUDSCatalog",
            "OUDSSwiftUI", "FoundationUICatalog",
        ],
        path: "Tests/Catalogs/CatalogTests"),
]

#if !canImport(Darwin)
    // Realistic OUDS screens (login, settings, checkout, a tab-bar app) written as apps write them and
    // snapshot with swift-snapshot-testing's API in every theme (the API exists where SwiftUI does not).
    package.targets.append(
        .testTarget(
            name: "OUDSScreensTests",
            dependencies: ["OUDSSwiftUI", "OUDSTestAssets", "SnapshotTesting", "SwiftUI", "UIKit"],
            path: "Tests/DesignSystems/OUDSScreensTests", exclude: ["__Snapshots__"]))
#endif

// MARK: FoundationUI (artlasovsky/foundation-ui's API) on ProofUI: Sources/DesignSystems/FoundationUI.

package.products.append(.library(name: "FoundationUI", targets: ["FoundationUI"]))
package.targets += [
    .target(name: "FoundationUI", dependencies: ["ProofUI"], path: "Sources/DesignSystems/FoundationUI"),
    // The README walkthrough's three steps, each its own module because each step redefines the
    // same types (as the document writes them), and the catalog of their previews and the tokens.
    .target(
        name: "FoundationUIWalkthroughStep1", dependencies: ["ProofUI"],
        path: "Sources/Catalogs/FoundationUI/Walkthrough/Step1"),
    .target(
        name: "FoundationUIWalkthroughStep2", dependencies: ["FoundationUI"],
        path: "Sources/Catalogs/FoundationUI/Walkthrough/Step2"),
    .target(
        name: "FoundationUIWalkthroughStep3", dependencies: ["FoundationUI"],
        path: "Sources/Catalogs/FoundationUI/Walkthrough/Step3"),
    .target(
        name: "FoundationUICatalog",
        dependencies: [
            "FoundationUI", "ProofSnapshot", "FoundationUIWalkthroughStep1", "FoundationUIWalkthroughStep2",
            "FoundationUIWalkthroughStep3",
        ],
        path: "Sources/Catalogs/FoundationUI", exclude: ["Walkthrough"]),
    .testTarget(
        name: "FoundationUITests", dependencies: ["FoundationUI", "FoundationUICatalog"],
        path: "Tests/DesignSystems/FoundationUITests"),
]

// MARK: The atomic design system (`ChallengeDesignSystem`) on ProofUI: Sources/DesignSystems/ChallengeDesignSystem.

#if !canImport(Darwin)
    // Its images are UIKit's `UIImage`s (through the app's Core image loader), so, like UIKit, it is
    // declared only where Apple's platforms are absent.
    package.products += [
        .library(name: "ChallengeDesignSystem", targets: ["ChallengeDesignSystem"]),
        .library(name: "ChallengeCore", targets: ["ChallengeCore"]),
        .library(name: "ChallengeCoreMocks", targets: ["ChallengeCoreMocks"]),
    ]
    package.targets += [
        // The app's Core library, as much of it as the design system uses: the image loader.
        .target(
            name: "ChallengeCore", dependencies: ["ProofUI", "UIKit", "ProofLocking"],
            path: "Sources/DesignSystems/ChallengeCore"),
        .target(
            name: "ChallengeCoreMocks", dependencies: ["ChallengeCore", "UIKit", "ProofLocking"],
            path: "Sources/DesignSystems/ChallengeCoreMocks"),
        .target(
            name: "ChallengeDesignSystem", dependencies: ["ProofUI", "ChallengeCore", "UIKit", "ProofLocking"],
            path: "Sources/DesignSystems/ChallengeDesignSystem"),
        // The snapshot states of the design system's tests, as a catalog (`ds/…`) the tools take.
        .target(
            name: "ChallengeDesignSystemCatalog",
            dependencies: ["ChallengeDesignSystem", "ChallengeCoreMocks", "ProofSnapshot", "Raster", "UIKit"],
            path: "Sources/Catalogs/ChallengeDesignSystem"),
        .testTarget(
            name: "ChallengeDesignSystemTests",
            dependencies: [
                "ChallengeDesignSystem", "ChallengeCoreMocks", "ChallengeDesignSystemCatalog", "SnapshotTesting",
                "SwiftUI", "UIKit", "Raster", "ProofLocking",
            ],
            path: "Tests/DesignSystems/ChallengeDesignSystemTests",
            // The snapshot folders link to Golden/ds/<group> (see ChallengeDesignSystemCatalog).
            exclude: ["Atoms", "Molecules", "Organisms", "Theme", "Extensions"].map {
                "Snapshots/\($0)/__Snapshots__"
            }),
    ]
    // The tools take its catalog (`ds/…`) where it exists.
    for tool in package.targets where ["BuiltInCatalogs", "ProofGallery"].contains(tool.name) {
        tool.dependencies.append("ChallengeDesignSystemCatalog")
    }
#endif
