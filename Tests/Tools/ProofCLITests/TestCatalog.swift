import ProofLocking
import ProofSnapshot
import ProofUI

/// The catalogs the CLI tests pass to `ProofCommand.run`, as another package would pass its own:
/// the tests depend on no built-in catalog.
enum TestCatalog {
    /// A card 240 × 120 points on an opaque background (white in light, black in dark), with text,
    /// a row whose order follows the layout direction, and a prominent button.
    static let card = "test/card"
    /// An image named `cli-test-mark`, which only the catalog's `prepare()` registers.
    static let mark = "test/mark"

    /// How often a catalog's `prepare()` ran.
    final class PreparationCount: Sendable {
        private let count = Locked(0)
        /// The runs so far.
        var value: Int { count.withLock { $0 } }
        /// Counts one run.
        func add() { count.withLock { $0 += 1 } }
    }

    /// The catalog of `card` and `mark`, whose preparation registers the mark and counts in `count`.
    static func make(name: String = "test", counting count: PreparationCount = PreparationCount()) -> Catalog {
        Catalog(
            name: name, summary: "previews for the CLI tests",
            previews: [
                Preview(
                    card,
                    configuration: RenderConfiguration(
                        size: .width(240), scale: 2, background: Color(light: .white, dark: .black))
                ) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Proof card").font(.headline)
                        HStack(spacing: 4) {
                            Color.red.frame(width: 20, height: 10)
                            Color.blue.frame(width: 40, height: 10)
                        }
                        Button("Continue") {}.buttonStyle(.borderedProminent)
                    }
                    .padding()
                    // A whole number of points, so that every scale gives whole pixels.
                    .frame(maxWidth: .infinity, minHeight: 120, maxHeight: 120, alignment: .topLeading)
                },
                Preview(mark, configuration: RenderConfiguration(scale: 2)) { Image("cli-test-mark") },
            ],
            images: [],
            prepare: {
                count.add()
                try? ImageAssets.shared.registerIcon(
                    "cli-test-mark", svgPathData: "M0 0H10V10H0Z", viewBox: CGSize(width: 10, height: 10),
                    isTemplate: false, color: Color(hex: 0x00FF00))
            })
    }

    /// The catalog most tests use.
    static let catalog = make()
}
