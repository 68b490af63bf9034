import Foundation
import ProofSnapshot
import SwiftUI
import Testing

/// Every component file under `Components/` (written as an iOS team writes them: `import SwiftUI`,
/// no `#if`, nothing Proof-only) rendered through its own `PreviewProvider` in light and dark, and
/// compared with `Golden/compat/`. This file is the harness, not a team's code: it alone imports
/// Proof's modules.
///
/// To re-record: `PROOF_RECORD=1 swift test --filter CompatibilityGoldenTests` (`Scripts/record-goldens`
/// does it too), then look at every changed picture.
@MainActor
@Suite("SwiftUI compatibility: component goldens")
struct CompatibilityGoldenTests {
    /// The providers of `Components/`, found at run time (`PreviewDiscovery`): nobody lists them.
    static var providers: [any PreviewProvider.Type] {
        PreviewDiscovery.providers(inModule: "SwiftUICompatibilityTests")
    }

    /// The goldens of this checkout.
    nonisolated static let store = GoldenStore.checkout(containing: #filePath)

    /// Whether this run records the goldens instead of verifying them.
    nonisolated static let recording = ProcessInfo.processInfo.environment["PROOF_RECORD"] == "1"

    /// Every provider's previews, each in light and dark (or in the scheme it asks for), as
    /// `compat/<Provider>/<preview>-<scheme>`.
    nonisolated static let catalog: Catalog = {
        // Providers are main-actor isolated; test arguments are gathered outside it.
        let previews = MainActorExecution.sync {
            providers.flatMap { provider in
                // A provider that cannot make its previews is a failing test below, not a crash here.
                (try? provider.makePreviews()) ?? []
            }
        }
        return Catalog(
            name: "compat", summary: "components written as iOS teams write them", previews: previews,
            goldenFolder: "compat", schemes: [.light, .dark])
    }()

    @Test("every provider makes its previews")
    func providersMakePreviews() throws {
        for provider in Self.providers {
            #expect(try !provider.makePreviews().isEmpty, "\(provider) has no previews")
        }
        #expect(Self.providers.count >= 1)
    }

    @Test("discovery finds exactly the providers declared under Components/")
    func everyProviderIsListed() throws {
        let folder = (#filePath as NSString).deletingLastPathComponent + "/Components"
        var declared: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in source.split(separator: "\n") where line.contains(": PreviewProvider") {
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                if let index = words.firstIndex(of: "struct"), index + 1 < words.count {
                    declared.append(String(words[index + 1]))
                }
            }
        }
        let discovered = Self.providers.map { String(describing: $0) }
        #expect(declared.sorted() == discovered.sorted())
        #expect(declared.count >= 40, "at least 40 component files, covering every API family")
    }

    @Test("each component renders its golden", arguments: catalog.images)
    func golden(_ image: CatalogImage) async throws {
        if Self.recording {
            try await Self.store.record(image)
            return
        }
        if let message = try await Self.store.verify(image).message() { Issue.record("\(image.name): \(message)") }
    }

    @Test("no golden without a component")
    func noStaleGoldens() {
        let stale = Self.store.staleGoldens(under: "compat", images: Self.catalog.images)
        #expect(stale.isEmpty, "goldens without a component (delete them or restore the component): \(stale)")
    }
}
