import ProofUI

/// Draws an OUDS border inside the view's frame (`ouds-tokens.md` §2.2, §2.8) and clips the view to
/// the border's rounded shape: solid, dashed (dashes and gaps three widths long) or dotted (round dots
/// one width wide, two widths apart). Style `.none` or width 0 draw nothing (the hairline rule).
public struct OUDSBorderModifier: ViewModifier {
    /// Line style.
    public let style: BorderStyleSemanticToken
    /// Line width, points.
    public let width: BorderWidthSemanticToken
    /// Corner radius, points.
    public let radius: BorderRadiusSemanticToken
    /// Line colour.
    public let color: Color

    /// A border.
    public init(
        style: BorderStyleSemanticToken, width: BorderWidthSemanticToken, radius: BorderRadiusSemanticToken,
        color: Color
    ) {
        self.style = style
        self.width = width
        self.radius = radius
        self.color = color
    }

    /// The stroke of `style` at `width`, nil when nothing is drawn.
    public var strokeStyle: StrokeStyle? {
        guard width > 0 else { return nil }
        switch style {
        case .none: return nil
        case .solid: return StrokeStyle(lineWidth: width)
        case .dashed: return StrokeStyle(lineWidth: width, dash: [3 * width, 3 * width])
        case .dotted: return StrokeStyle(lineWidth: width, lineCap: .round, dash: [0, 2 * width])
        }
    }

    /// The content clipped to the rounded shape, with the border over it.
    public func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: radius)
        return
            content
            .clipShape(shape)
            .overlay {
                if let strokeStyle {
                    shape.strokeBorder(color, style: strokeStyle)
                }
            }
    }
}

extension View {
    /// An OUDS border: `.border(style: theme.borders.styleDefault, width: theme.borders.widthThin,
    /// radius: theme.borders.radiusMedium, color: theme.colors.actionEnabled)`.
    public func border(
        style: BorderStyleSemanticToken, width: BorderWidthSemanticToken, radius: BorderRadiusSemanticToken,
        color: Color
    )
        -> some View
    {
        modifier(OUDSBorderModifier(style: style, width: width, radius: radius, color: color))
    }

    /// The theme's default border: `borders.styleDefault`, `widthDefault`, `radiusDefault` in
    /// `colors.borderDefault` (the theme of the environment).
    public func borderDefault() -> some View { modifier(DefaultBorder()) }
}

/// `borderDefault()`: reads the theme, then applies its default border.
private struct DefaultBorder: ViewModifier {
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        content.border(
            style: theme.borders.styleDefault, width: theme.borders.widthDefault, radius: theme.borders.radiusDefault,
            color: theme.colors.borderDefault)
    }
}
