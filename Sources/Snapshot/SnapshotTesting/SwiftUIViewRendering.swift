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
        let configuration: RenderConfiguration
        switch layout {
        case .device(let config):
            merged = UITraitCollection(traitsFrom: [config.traits, traits])
            configuration = Self.configuration(
                merged, scale: scale, size: config.size.map { .fixed(width: $0.width, height: $0.height) })
        case .fixed(let width, let height):
            merged = traits
            configuration = Self.configuration(merged, scale: scale, size: .fixed(width: width, height: height))
        case .sizeThatFits:
            merged = traits
            configuration = Self.configuration(merged, scale: scale, size: nil)
        }
        let safeArea: UIEdgeInsets
        let screen: CGSize?
        if case .device(let config) = layout {
            safeArea = config.safeArea
            screen = config.size
        } else {
            safeArea = .zero
            screen = nil
        }
        // The assertion's thread waits while the main actor lays the view out: no concurrent use.
        nonisolated(unsafe) let view = view
        do {
            let list = try MainActorExecution.sync { () throws(RenderError) -> DisplayList in
                try ViewRenderer.displayList(
                    Self.hosted(view, traits: merged, safeArea: safeArea, screen: screen), configuration: configuration)
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

    /// `view` as a hosting controller shows it: with the size classes of `traits`, and on a device
    /// screen proposed the safe area and centred in it.
    @MainActor private static func hosted<V: ProofUI.View>(
        _ view: V, traits: UITraitCollection, safeArea: UIEdgeInsets, screen: CGSize?
    ) -> some ProofUI.View {
        let defaults = EnvironmentValues()
        let sized = view.environment(
            \.horizontalSizeClass, sizeClass(traits.horizontalSizeClass) ?? defaults.horizontalSizeClass
        )
        .environment(\.verticalSizeClass, sizeClass(traits.verticalSizeClass) ?? defaults.verticalSizeClass)
        return Group {
            if let screen {
                sized.frame(
                    width: max(0, screen.width - safeArea.left - safeArea.right),
                    height: max(0, screen.height - safeArea.top - safeArea.bottom)
                )
                .padding(
                    EdgeInsets(
                        top: safeArea.top, leading: safeArea.left, bottom: safeArea.bottom, trailing: safeArea.right))
            } else {
                sized
            }
        }
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
