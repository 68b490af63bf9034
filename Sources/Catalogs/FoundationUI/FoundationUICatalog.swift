import FoundationUI
import FoundationUIWalkthroughStep1
import FoundationUIWalkthroughStep2
import FoundationUIWalkthroughStep3
import ProofSnapshot

/// FoundationUI's previews: the README walkthrough's three steps (and step 3 pressed) and a token
/// gallery (colour models, the 15-step scale of three tints, gradients, concentric radii, borders,
/// background shadows), each in the four schemes, at 2x, with goldens at
/// `Golden/foundationui/<group>/<name>-<scheme>.png`.
public enum FoundationUICatalog {
    /// The views, by group and name.
    static let entries: [(name: String, make: @MainActor () -> AnyView)] = [
        ("walkthrough/step1", { AnyView(FoundationUIWalkthroughStep1.WalkthroughPreview()) }),
        ("walkthrough/step2", { AnyView(FoundationUIWalkthroughStep2.WalkthroughPreview()) }),
        ("walkthrough/step3", { AnyView(FoundationUIWalkthroughStep3.WalkthroughPreview()) }),
        (
            "walkthrough/step3-pressed",
            { AnyView(FoundationUIWalkthroughStep3.WalkthroughPreview().interactionState(.pressed)) }
        ),
        ("tokens/color-models", { AnyView(ColorModelsGallery()) }),
        ("tokens/scale-blue", { AnyView(VariantScaleGallery(tint: .blue, title: "blue")) }),
        ("tokens/scale-orange", { AnyView(VariantScaleGallery(tint: .orange, title: "orange")) }),
        ("tokens/scale-primary", { AnyView(VariantScaleGallery(tint: .primary, title: "primary")) }),
        ("tokens/gradients", { AnyView(GradientsGallery()) }),
        ("tokens/concentric-radii", { AnyView(ConcentricRadiiGallery()) }),
        ("tokens/borders", { AnyView(BordersGallery()) }),
        ("tokens/background-shadows", { AnyView(BackgroundShadowsGallery()) }),
    ]

    /// Every preview, in each scheme (`<name>-light`, `-dark`, `-lightAccessible`, `-darkAccessible`).
    public static let previews: [Preview] = entries.flatMap { entry in
        let make = entry.make
        return FoundationColorScheme.previews("foundationui/\(entry.name)") {
            make().background(Color(light: .white, dark: Color(white: 0.11)))
        }
    }

    /// The catalog the tools take.
    public static let catalog = Catalog(
        name: "foundationui", summary: "FoundationUI's walkthrough and tokens in the four schemes", previews: previews,
        goldenFolder: "")

    /// Registers the previews with the shared registry.
    public static func register() { PreviewRegistry.shared.register(previews) }
}
