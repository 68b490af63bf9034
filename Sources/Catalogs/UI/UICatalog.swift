import ProofSnapshot
import ProofUI

/// Previews of every primitive view and modifier of ProofUI: the `Golden/ui/` catalog, the
/// `proof` CLI's built-in previews and the gallery's "ui" group. Names are `ui-<area>-<subject>`.
public enum UICatalog {
    /// Every preview, in catalog order.
    public static let previews: [Preview] =
        layout + shapes + text + images + controls + input + effects + environment + appearance + content + styles
        + composition + navigation + lists + pickers

    /// The catalog the tools take: every preview, with its golden at `ui/<name>.png`.
    public static let catalog = Catalog(
        name: "ui", summary: "every ProofUI view and modifier", previews: previews,
        goldenFolder: "ui", prepare: { _ = assetsRegistered })

    /// Registers the image assets once, whoever asks first.
    static let assetsRegistered: Void = registerAssets()

    /// Registers the previews and their image assets with the shared registries (what the CLI,
    /// the gallery and the tests do first).
    public static func register() {
        registerAssets()
        PreviewRegistry.shared.register(previews)
    }

    /// The background every catalog preview is drawn on (opaque, so goldens show real colours).
    static let card = RenderConfiguration(size: .width(240), scale: 2, background: .white)

    static func config(
        width: CGFloat = 240, scheme: ColorScheme = .light, direction: LayoutDirection = .leftToRight,
        type: DynamicTypeSize = .large
    ) -> RenderConfiguration {
        RenderConfiguration(
            size: .width(width), scale: 2, colorScheme: scheme, layoutDirection: direction, dynamicTypeSize: type,
            background: Color(light: .white, dark: .black))
    }
}

/// A labelled swatch used across the catalog.
struct Swatch: View {
    let color: Color
    var width: CGFloat = 40
    var height: CGFloat = 24
    var body: some View { color.frame(width: width, height: height) }
}
