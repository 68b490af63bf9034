import ProofSnapshot
import ProofUI
import Raster
import UIKit

/// Renders a SwiftUI view for the `.image(…layout:traits:)` strategy.
enum SwiftUIViewRendering {
    /// `view` rendered for `layout` and `traits` at `scale`, or an image that carries the render's
    /// error (the assertion then fails with it).
    static func image<V: ProofUI.View>(
        of view: V, layout: SwiftUISnapshotLayout, traits: UITraitCollection, scale: CGFloat
    ) -> UIImage {
        let merged: UITraitCollection
        var settings: RenderConfiguration
        switch layout {
        case .device(let config):
            merged = UITraitCollection(traitsFrom: [config.traits, traits])
            settings = Self.configuration(
                merged, scale: scale, size: config.size.map { .fixed(width: $0.width, height: $0.height) })
            // The device's safe area: the view is laid out inside it, and what ignores it reaches the
            // screen's edges, as in a hosting controller.
            let insets = config.safeArea
            settings.safeAreaInsets = EdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        case .fixed(let width, let height):
            merged = traits
            settings = Self.configuration(merged, scale: scale, size: .fixed(width: width, height: height))
        case .sizeThatFits:
            merged = traits
            settings = Self.configuration(merged, scale: scale, size: nil)
        }
        // The assertion's thread waits while the main actor lays the view out: no concurrent use.
        nonisolated(unsafe) let view = view
        let configuration = settings
        do {
            let list = try MainActorExecution.sync { () throws(RenderError) -> DisplayList in
                try ViewRenderer.displayList(Self.hosted(view, traits: merged), configuration: configuration)
            }
            return UIImage(bitmap: try ViewRenderer.render(list, scale: scale).bitmap, scale: scale)
        } catch {
            return UIImage(renderFailure: error.description)
        }
    }

    /// The render configuration for `traits`: scheme, contrast, text size and direction.
    private static func configuration(
        _ traits: UITraitCollection, scale: CGFloat, size: RenderConfiguration.SizeProposal?
    ) -> RenderConfiguration {
        var c = RenderConfiguration(scale: scale)
        if let size { c.size = size }
        c.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        c.colorSchemeContrast = traits.accessibilityContrast == .high ? .increased : .standard
        if traits.preferredContentSizeCategory != .unspecified {
            c.dynamicTypeSize = traits.preferredContentSizeCategory.dynamicTypeSize
        }
        if traits.layoutDirection == .rightToLeft { c.layoutDirection = .rightToLeft }
        c.background = ProofUI.Color(light: .white, dark: .black)
        return c
    }

    /// `view` with the size classes of `traits`, as a hosting controller passes them on.
    @MainActor private static func hosted<V: ProofUI.View>(_ view: V, traits: UITraitCollection) -> some ProofUI.View {
        let defaults = EnvironmentValues()
        return view.environment(
            \.horizontalSizeClass, sizeClass(traits.horizontalSizeClass) ?? defaults.horizontalSizeClass
        )
        .environment(\.verticalSizeClass, sizeClass(traits.verticalSizeClass) ?? defaults.verticalSizeClass)
    }

    /// SwiftUI's size class for a UIKit one (nil when unspecified: the environment's default).
    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> UserInterfaceSizeClass? {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }
}
