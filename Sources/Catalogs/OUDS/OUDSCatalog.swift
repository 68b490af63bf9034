import OUDSSwiftUI
import ProofSnapshot

/// Every OUDS component × variant × state, for each theme, as previews named
/// `ouds/<theme>/<component>/<variant>` (themes `orange`, `orange-compact`, `sosh`, `wireframe`).
/// Each is rendered at 2x on the theme's primary background; goldens live at
/// `Golden/ouds/<theme>/<component>/<variant>-<light|dark>.png`.
public enum OUDSCatalog {
    /// The themes, by slug (shared instances: themes are immutable).
    public static let themes: [(slug: String, theme: OUDSTheme)] = [
        ("orange", OrangeTheme()), ("orange-compact", OrangeCompactTheme()), ("sosh", SoshTheme()),
        ("wireframe", WireframeTheme()),
    ]

    /// The colour schemes every preview is rendered in.
    public static let schemes: [ColorScheme] = [.light, .dark]

    /// Every component state, in catalog order.
    public static var entries: [OUDSCatalogEntry] {
        buttons + links + dividers + surfaces + controls + badges + tags + categoricalTags + chips + indicators
            + alerts + alertMessages + bulletLists + listItems + inputs + skeletons + bars
    }

    /// Every preview: entries × themes.
    public static var previews: [Preview] {
        themes.flatMap { slug, theme in
            entries.map { entry in
                Preview(
                    "ouds/\(slug)/\(entry.component)/\(entry.variant)", configuration: RenderConfiguration(scale: 2)
                ) {
                    OUDSThemeableView(theme: theme) { CatalogCard(content: entry.make()) }
                }
            }
        }
    }

    /// The catalog the tools take: every preview in light and dark, with its goldens at
    /// `ouds/<theme>/<component>/<variant>-<light|dark>.png`.
    public static let catalog = Catalog(
        name: "ouds", summary: "every OUDS component state in every theme, light and dark", previews: previews,
        goldenFolder: "", schemes: schemes, prepare: { _ = assetsRegistered })

    /// Registers the image assets once, whoever asks first.
    static let assetsRegistered: Void = registerAssets()

    /// Registers the previews and the test assets they use.
    public static func register() {
        registerAssets()
        PreviewRegistry.shared.register(previews)
    }

    /// The golden file of `previewName` in `scheme`, relative to `Golden/`.
    public static func goldenPath(previewName: String, scheme: ColorScheme) -> String {
        "\(previewName)-\(scheme.rawValue).png"
    }
}

/// A catalog preview: the component with a little room around it on the theme's primary background.
struct CatalogCard: View {
    let content: AnyView
    @Environment(\.theme) private var theme
    var body: some View {
        content
            .padding(theme.spaces.fixedXsmall)
            .background(theme.colors.bgPrimary)
    }
}
