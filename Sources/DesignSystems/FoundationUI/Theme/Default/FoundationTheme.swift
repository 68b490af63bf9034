/// The opt-in default scale: `extension Theme.Padding: FoundationTheme.Padding {}` gives
/// `Theme.Padding` the tokens `xxSmall` … `xxLarge` with FoundationUI's values (likewise `Spacing`,
/// `Radius`, `Size`, `Font`, `Shadow`, and `Theme.Color: FoundationTheme.Color` for `primary`).
///
/// | Scale | xxSmall | xSmall | small | regular | large | xLarge | xxLarge |
/// |---|---|---|---|---|---|---|---|
/// | Padding, Spacing | 1 | 2 | 4 | 8 | 16 | 32 | 64 |
/// | Radius | 2 | 4 | 6 | 8 | 10 | 12 | 14 |
/// | Size (square) | 8 | 16 | 32 | 64 | 128 | 256 | 512 |
/// | Font | footnote | subheadline | callout | body | title3 | title2 | title |
/// | Shadow opacity | .10 | .15 | .20 | .25 | .28 | .35 | .40 |
/// | Shadow radius | .5 | 1 | 2 | 3 | 4 | 5 | 6 |
/// | Shadow spread | 0 | −1 | −1.5 | −2 | −2 | −2.5 | −2.5 |
/// | Shadow y | .5 | 1 | 1 | 1.2 | 1.4 | 1.6 | 1.8 |
public protocol FoundationTheme {}

/// The seven steps of a default scale.
public protocol DefaultFoundationVariableTokenScale {
    /// The smallest step.
    static var xxSmall: Self { get }
    /// The second step.
    static var xSmall: Self { get }
    /// The third step.
    static var small: Self { get }
    /// The middle step.
    static var regular: Self { get }
    /// The fifth step.
    static var large: Self { get }
    /// The sixth step.
    static var xLarge: Self { get }
    /// The largest step.
    static var xxLarge: Self { get }
}

extension FoundationTheme {
    /// The default padding scale.
    public typealias Padding = FoundationThemePadding
    /// The default spacing scale.
    public typealias Spacing = FoundationThemeSpacing
    /// The default radius scale.
    public typealias Radius = FoundationThemeRadius
    /// The default size scale.
    public typealias Size = FoundationThemeSize
    /// The default font scale.
    public typealias Font = FoundationThemeFont
    /// The default shadow scale.
    public typealias Shadow = FoundationThemeShadow
    /// The default colours.
    public typealias Color = FoundationThemeColor
}

/// `Theme.Padding`'s default scale.
public protocol FoundationThemePadding: DefaultFoundationVariableTokenScale, FoundationVariableWithCGFloatValue {}
/// `Theme.Spacing`'s default scale.
public protocol FoundationThemeSpacing: DefaultFoundationVariableTokenScale, FoundationVariableWithCGFloatValue {}
/// `Theme.Radius`'s default scale.
public protocol FoundationThemeRadius: DefaultFoundationVariableTokenScale, FoundationVariableWithCGFloatValue {}
/// `Theme.Size`'s default scale.
public protocol FoundationThemeSize: DefaultFoundationVariableTokenScale {
    /// A `width` × `height` size.
    init(width: Theme.Length, height: Theme.Length)
}
/// `Theme.Font`'s default scale.
public protocol FoundationThemeFont: DefaultFoundationVariableTokenScale, FoundationVariableWithValue
where Value == ProofUI.Font {}
/// `Theme.Shadow`'s default scale.
public protocol FoundationThemeShadow: DefaultFoundationVariableTokenScale {
    /// A shadow of `color` blurred by `radius`, grown by `spread`, offset by `x`, `y`.
    init(color: Theme.Color, radius: CGFloat, spread: CGFloat, x: CGFloat, y: CGFloat)
}
/// `Theme.Color`'s default colours.
public protocol FoundationThemeColor {
    /// The default tint.
    static var primary: Self { get }
}

extension FoundationThemePadding {
    /// 1.
    public static var xxSmall: Self { 1 }
    /// 2.
    public static var xSmall: Self { 2 }
    /// 4.
    public static var small: Self { 4 }
    /// 8.
    public static var regular: Self { 8 }
    /// 16.
    public static var large: Self { 16 }
    /// 32.
    public static var xLarge: Self { 32 }
    /// 64.
    public static var xxLarge: Self { 64 }
}

extension FoundationThemeSpacing {
    /// 1.
    public static var xxSmall: Self { 1 }
    /// 2.
    public static var xSmall: Self { 2 }
    /// 4.
    public static var small: Self { 4 }
    /// 8.
    public static var regular: Self { 8 }
    /// 16.
    public static var large: Self { 16 }
    /// 32.
    public static var xLarge: Self { 32 }
    /// 64.
    public static var xxLarge: Self { 64 }
}

extension FoundationThemeRadius {
    /// 2.
    public static var xxSmall: Self { 2 }
    /// 4.
    public static var xSmall: Self { 4 }
    /// 6.
    public static var small: Self { 6 }
    /// 8.
    public static var regular: Self { 8 }
    /// 10.
    public static var large: Self { 10 }
    /// 12.
    public static var xLarge: Self { 12 }
    /// 14.
    public static var xxLarge: Self { 14 }
}

extension FoundationThemeSize {
    /// 8 × 8.
    public static var xxSmall: Self { Self(width: 8, height: 8) }
    /// 16 × 16.
    public static var xSmall: Self { Self(width: 16, height: 16) }
    /// 32 × 32.
    public static var small: Self { Self(width: 32, height: 32) }
    /// 64 × 64.
    public static var regular: Self { Self(width: 64, height: 64) }
    /// 128 × 128.
    public static var large: Self { Self(width: 128, height: 128) }
    /// 256 × 256.
    public static var xLarge: Self { Self(width: 256, height: 256) }
    /// 512 × 512.
    public static var xxLarge: Self { Self(width: 512, height: 512) }
}

extension FoundationThemeFont {
    /// Footnote.
    public static var xxSmall: Self { Self(value: .footnote) }
    /// Subheadline.
    public static var xSmall: Self { Self(value: .subheadline) }
    /// Callout.
    public static var small: Self { Self(value: .callout) }
    /// Body.
    public static var regular: Self { Self(value: .body) }
    /// Title 3.
    public static var large: Self { Self(value: .title3) }
    /// Title 2.
    public static var xLarge: Self { Self(value: .title2) }
    /// Title.
    public static var xxLarge: Self { Self(value: .title) }
}

extension FoundationThemeShadow {
    /// The default shadow colour at `opacity`: the dark background step of the default tint.
    private static func shadow(_ opacity: CGFloat, radius: CGFloat, spread: CGFloat, y: CGFloat) -> Self {
        Self(
            color: Theme.Color.primary.variant(.background).colorScheme(.dark).opacity(opacity), radius: radius,
            spread: spread, x: 0, y: y)
    }
    /// Opacity 0.10, radius 0.5, y 0.5.
    public static var xxSmall: Self { shadow(0.10, radius: 0.5, spread: 0, y: 0.5) }
    /// Opacity 0.15, radius 1, spread −1, y 1.
    public static var xSmall: Self { shadow(0.15, radius: 1, spread: -1, y: 1) }
    /// Opacity 0.20, radius 2, spread −1.5, y 1.
    public static var small: Self { shadow(0.20, radius: 2, spread: -1.5, y: 1) }
    /// Opacity 0.25, radius 3, spread −2, y 1.2.
    public static var regular: Self { shadow(0.25, radius: 3, spread: -2, y: 1.2) }
    /// Opacity 0.28, radius 4, spread −2, y 1.4.
    public static var large: Self { shadow(0.28, radius: 4, spread: -2, y: 1.4) }
    /// Opacity 0.35, radius 5, spread −2.5, y 1.6.
    public static var xLarge: Self { shadow(0.35, radius: 5, spread: -2.5, y: 1.6) }
    /// Opacity 0.40, radius 6, spread −2.5, y 1.8.
    public static var xxLarge: Self { shadow(0.40, radius: 6, spread: -2.5, y: 1.8) }
}
