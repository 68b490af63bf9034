import ProofUI

/// A surface painted with a colour-mode token's colour; its content is drawn in the mode the token
/// asks for (light, dark, or monochrome, which components read as `oudsUseMonochrome`).
///
/// ```swift
/// OUDSColoredSurface(color: theme.colorModes.onStatusPositiveEmphasized) {
///     OUDSButton(text: "OK", appearance: .strong) {}
/// }
/// ```
/// A mode the brand does not support fails the render with a typed error naming it.
public struct OUDSColoredSurface<Content: View>: View {
    private let color: MultipleColorModeSemanticToken
    private let content: Content
    @Environment(\.colorScheme) private var colorScheme

    /// Content on the surface of `color`.
    public init(color: MultipleColorModeSemanticToken, @ViewBuilder content: () -> Content) {
        self.color = color
        self.content = content()
    }

    /// The content in the surface's mode, over the surface colour.
    public var body: some View {
        let mode = color.mode(for: colorScheme)
        return
            content
            .environment(\.colorScheme, mode?.colorScheme ?? colorScheme)
            .environment(\.oudsUseMonochrome, mode?.isMonochrome ?? false)
            .background(color.surface)
            .modifier(UnsupportedSurfaceCheck(reason: color.unsupportedReason))
    }
}

/// Reports an unsupported colour mode when the surface is drawn.
private struct UnsupportedSurfaceCheck: ViewModifier {
    let reason: String?
    @Environment(\.self) private var environment
    func body(content: Content) -> some View {
        if let reason { environment.reportInvalidConfiguration(component: "OUDSColoredSurface", reason: reason) }
        return content
    }
}
