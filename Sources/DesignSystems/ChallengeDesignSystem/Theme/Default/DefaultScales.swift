import ProofUI

/// The default spacings: 2, 4, 8, 12, 16, 20, 24, 32.
struct DefaultSpacing: DSSpacingContract {
    let xxs: CGFloat = 2, xs: CGFloat = 4, sm: CGFloat = 8, md: CGFloat = 12, lg: CGFloat = 16, xl: CGFloat = 20
    let xxl: CGFloat = 24, xxxl: CGFloat = 32
}

/// The default dimensions: 8, 12, 16, 24, 32, 48, 56, 150.
struct DefaultDimensions: DSDimensionsContract {
    let xs: CGFloat = 8, sm: CGFloat = 12, md: CGFloat = 16, lg: CGFloat = 24, xl: CGFloat = 32, xxl: CGFloat = 48
    let xxxl: CGFloat = 56, xxxxl: CGFloat = 150
}

/// The default border widths: 0.5, 1, 2, 4.
struct DefaultBorderWidth: DSBorderWidthContract {
    let hairline: CGFloat = 0.5, thin: CGFloat = 1, medium: CGFloat = 2, thick: CGFloat = 4
}

/// The default corner radii: 0, 4, 8, 12, 16, 20 and 9999 (a capsule).
struct DefaultCornerRadius: DSCornerRadiusContract {
    let zero: CGFloat = 0, xs: CGFloat = 4, sm: CGFloat = 8, md: CGFloat = 12, lg: CGFloat = 16, xl: CGFloat = 20
    let full: CGFloat = 9999
}

/// The default opacities: 0.10, 0.15, 0.40, 0.60, 0.80.
struct DefaultOpacity: DSOpacityContract {
    let subtle: CGFloat = 0.10, light: CGFloat = 0.15, medium: CGFloat = 0.40, heavy: CGFloat = 0.60
    let almostOpaque: CGFloat = 0.80
}

/// The default shadows: none; black 5 % blurred 8 down 2; black 8 % blurred 12 down 4; black 12 %
/// blurred 20 down 8.
struct DefaultShadow: DSShadowContract {
    let zero = DSShadowValue(color: .clear, radius: 0, x: 0, y: 0)
    let small = DSShadowValue(color: Color(white: 0, opacity: 0.05), radius: 8, x: 0, y: 2)
    let medium = DSShadowValue(color: Color(white: 0, opacity: 0.08), radius: 12, x: 0, y: 4)
    let large = DSShadowValue(color: Color(white: 0, opacity: 0.12), radius: 20, x: 0, y: 8)
}
