import ProofUI
import Raster

extension Snapshotting where Value: View, Format == Bitmap {
    /// The view rendered at 2x, light, left to right, Large, at its ideal size, on the system
    /// background, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view rendered with the given settings and compared as an image (see
    /// `Diffing.image(precision:perceptualPrecision:)`). A render error fails the assertion with
    /// its message. The view is drawn on the scheme's system background (white in light, black in
    /// dark), as a view hosted on iOS is, so light text stays visible in dark snapshots; pass
    /// `background: nil` for a transparent one.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 2, colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight, dynamicTypeSize: DynamicTypeSize = .large,
        size: RenderConfiguration.SizeProposal = .intrinsic, interactionState: InteractionState = .idle,
        background: ProofUI.Color? = ProofUI.Color(light: .white, dark: .black)
    ) -> Snapshotting {
        var c = RenderConfiguration(
            size: size, scale: scale, colorScheme: colorScheme, layoutDirection: layoutDirection,
            dynamicTypeSize: dynamicTypeSize,
            interactionState: interactionState, background: background)
        c.colorSchemeContrast = .standard
        return image(configuration: c, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The view rendered with `configuration` and compared as an image.
    public static func image(configuration: RenderConfiguration, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Snapshotting
    {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback {
            (view: Value) in
            let list = try layOut(view, configuration)
            return try ViewRenderer.render(list, scale: configuration.scale).bitmap
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's display list as text (layout and drawing commands), compared line by line: a
    /// reviewable record of geometry that does not depend on pixels.
    public static var displayList: Snapshotting { displayList(configuration: RenderConfiguration(scale: 2)) }

    /// The display list for `configuration`.
    public static func displayList(configuration: RenderConfiguration) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (view: Value) in
            try layOut(view, configuration).description
        }
    }

    /// The accessibility records (identifiers, labels, values, hints, frames) as JSON.
    public static var accessibility: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (view: Value) in
            try layOut(view, RenderConfiguration(scale: 2)).accessibilityJSON()
        }
    }
}

extension Snapshotting where Value: View {
    /// `view` laid out on the main actor, where SwiftUI evaluates `body`, from whichever thread the
    /// assertion runs on (the assertion waits; the pixels are then drawn on its own thread).
    static func layOut(_ view: Value, _ configuration: RenderConfiguration) throws(RenderError) -> DisplayList {
        // The assertion's thread waits while the main actor uses the view: no concurrent access.
        nonisolated(unsafe) let view = view
        return try MainActorExecution.sync { () throws(RenderError) -> DisplayList in
            try ViewRenderer.displayList(view, configuration: configuration)
        }
    }
}
