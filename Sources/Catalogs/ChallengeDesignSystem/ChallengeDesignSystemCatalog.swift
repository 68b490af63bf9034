import ChallengeDesignSystem
import ProofSnapshot

/// The design system's snapshot states as a catalog: each state is a preview named
/// `ds/<group>/<test file>/<test>` at 3x, and its goldens are the snapshot tests' own references,
/// `ds/<group>/<test file>/<test>.1.png` (light, as `assertSnapshot(of:as: .image)` names the first
/// snapshot of a test) and `….dark.png`. The tests' `__Snapshots__` folders link to these folders
/// (`Tests/DesignSystems/ChallengeDesignSystemTests/Snapshots/<group>/__Snapshots__` →
/// `Golden/ds/<group>`), so `proof verify` and `swift test` check the same files.
public enum ChallengeDesignSystemCatalog {
    /// Every snapshot state, in test order.
    public static let cases: [DSSnapshotCase] =
        DSButtonSnapshots.cases + DSStatusIndicatorSnapshots.cases + DSBadgeSnapshots.cases + DSChipSnapshots.cases
        + DSTextFieldSnapshots.cases + DSAsyncImageSnapshots.cases + DSInfoRowSnapshots.cases
        + DSCardInfoRowSnapshots.cases + DSChipGroupSnapshots.cases + DSCardSnapshots.cases + DSFeedbackSnapshots.cases
        + DSThemeSnapshots.cases + ViewDesignSystemSnapshots.cases

    /// The configuration of every state: 3x, as the team records on a 3x iPhone, on the scheme's
    /// system background, as swift-snapshot-testing draws a view.
    public static var configuration: RenderConfiguration {
        var configuration = RenderConfiguration(scale: 3)
        configuration.background = Color(light: .white, dark: .black)
        return configuration
    }

    /// Every state as a preview.
    public static let previews: [Preview] = cases.map { entry in
        Preview(entry.name, configuration: configuration) { entry.view }
    }

    /// The catalog the tools take: every preview in light (`.1.png`) and dark (`.dark.png`).
    public static let catalog = Catalog(
        name: "ds", summary: "the atomic design system's snapshot states, light and dark, at 3x",
        previews: previews,
        images: previews.flatMap { preview in
            [(ColorScheme.light, "1"), (.dark, "dark")].map { scheme, suffix in
                CatalogImage(goldenPath: "\(preview.name).\(suffix).png", scale: 3) {
                    try preview.displayList { $0.colorScheme = scheme }
                }
            }
        })

    /// Registers the previews with the shared registry.
    public static func register() { PreviewRegistry.shared.register(previews) }
}
