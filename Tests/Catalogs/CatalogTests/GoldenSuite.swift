import Foundation
import ProofSnapshot
import Testing

/// What every golden suite shares: the repository's `Golden/` store, the selection of images a run
/// checks, and the check itself.
///
/// Each catalog image is one test case, named by its golden path without `.png`. To check some of
/// them only, set `PROOF_GOLDEN_ONLY` to names or prefixes ending in `/`, separated by commas, and
/// filter the suite: `PROOF_GOLDEN_ONLY=ouds/sosh/button/ swift test --filter OUDSGoldenTests`.
enum GoldenSuite {
    /// The goldens of this checkout.
    static let store = GoldenStore.checkout(containing: #filePath)

    /// The environment variable that narrows the images a run checks.
    static let selectionVariable = "PROOF_GOLDEN_ONLY"

    /// The selection from the environment (no pattern: every image), by the rule `proof verify --only` uses.
    static let selection = ImageSelection(commaSeparated: ProcessInfo.processInfo.environment[selectionVariable] ?? "")

    /// The images of `catalog` this run checks: all, or those `PROOF_GOLDEN_ONLY` selects.
    static func images(of catalog: Catalog) -> [CatalogImage] { selection.filter(catalog.images) }

    /// Records an issue unless `image` renders exactly its golden.
    static func expectMatch(_ image: CatalogImage, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let verdict = try await store.verify(image)
        if let message = verdict.message() {
            Issue.record("\(image.name): \(message)", sourceLocation: sourceLocation)
        }
    }

    /// Records an issue for every golden under `folder` that no image of `catalog` renders.
    static func expectNoStaleGoldens(under folder: String, in catalog: Catalog) {
        let stale = store.staleGoldens(under: folder, images: catalog.images)
        #expect(stale.isEmpty, "goldens without an image (delete them or restore their scene): \(stale)")
        #expect(!store.goldenPaths(under: folder).isEmpty, "no goldens under \(store.path(of: folder))")
    }
}
