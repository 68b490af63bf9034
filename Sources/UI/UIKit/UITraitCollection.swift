import ProofUI

/// The interface environment a dynamic colour or a font resolves against (UIKit's
/// `UITraitCollection`): style, contrast, content size, scale, size classes, direction.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Standard or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    /// The Dynamic Type category.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Pixels per point; 0 when not specified.
    public var displayScale: CGFloat = 0
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The layout direction; unspecified leaves the environment's.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    /// A collection with every trait unspecified.
    public init() {}
    /// A collection with only the interface style specified.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// A collection with only the contrast specified.
    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    /// A collection with only the content size category specified.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    /// A collection with only the layout direction specified.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// A collection with only the device idiom specified.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    /// A collection with only the display scale specified.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// A collection with only the horizontal size class specified.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// A collection with only the vertical size class specified.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// The traits of `collections` merged: a later collection's specified traits win.
    public init(traitsFrom collections: [UITraitCollection]) {
        for c in collections {
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.accessibilityContrast != .unspecified { accessibilityContrast = c.accessibilityContrast }
            if c.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = c.preferredContentSizeCategory
            }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
        }
    }

    /// The traits of an iPhone in portrait with default settings: light, normal contrast, large
    /// text, 3x, compact width, regular height. UIKit's `current` changes while views draw; with no
    /// drawing pass here it is always these traits.
    public static var current: UITraitCollection {
        var traits = UITraitCollection()
        traits.userInterfaceStyle = .light
        traits.accessibilityContrast = .normal
        traits.preferredContentSizeCategory = .large
        traits.displayScale = 3
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.layoutDirection = .leftToRight
        traits.userInterfaceIdiom = .phone
        return traits
    }

    /// The traits of a SwiftUI environment (scheme, contrast, Dynamic Type, scale, size classes,
    /// direction). Proof extension.
    public init(_ environment: EnvironmentValues) {
        userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        accessibilityContrast = environment.colorSchemeContrast == .increased ? .high : .normal
        preferredContentSizeCategory = UIContentSizeCategory(environment.dynamicTypeSize)
        displayScale = environment.displayScale
        horizontalSizeClass =
            switch environment.horizontalSizeClass {
            case .compact?: .compact
            case .regular?: .regular
            case nil: .unspecified
            }
        layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A SwiftUI environment with these traits (unspecified ones keep SwiftUI's defaults).
    var environment: EnvironmentValues {
        var e = EnvironmentValues()
        e.colorScheme = userInterfaceStyle == .dark ? .dark : .light
        e.colorSchemeContrast = accessibilityContrast == .high ? .increased : .standard
        e.dynamicTypeSize = preferredContentSizeCategory.dynamicTypeSize
        if displayScale > 0 { e.displayScale = displayScale }
        e.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if horizontalSizeClass != .unspecified {
            e.horizontalSizeClass = horizontalSizeClass == .compact ? .compact : .regular
        }
        if verticalSizeClass != .unspecified {
            e.verticalSizeClass = verticalSizeClass == .compact ? .compact : .regular
        }
        return e
    }
}
