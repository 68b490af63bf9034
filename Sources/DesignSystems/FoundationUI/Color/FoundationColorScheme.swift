/// The four schemes a `DynamicColor` has a value for: the colour scheme × the contrast setting.
public enum FoundationColorScheme: String, CaseIterable, Hashable, Sendable {
    /// Light, standard contrast.
    case light
    /// Dark, standard contrast.
    case dark
    /// Light with Increase Contrast.
    case lightAccessible
    /// Dark with Increase Contrast.
    case darkAccessible

    /// The scheme of `environment` (`colorScheme` × `colorSchemeContrast`).
    public init(_ environment: EnvironmentValues) {
        self.init(colorScheme: environment.colorScheme, colorSchemeContrast: environment.colorSchemeContrast)
    }

    /// The scheme of a colour scheme and a contrast.
    public init(colorScheme: ColorScheme, colorSchemeContrast: ColorSchemeContrast) {
        switch (colorScheme, colorSchemeContrast) {
        case (.dark, .increased): self = .darkAccessible
        case (.dark, _): self = .dark
        case (_, .increased): self = .lightAccessible
        default: self = .light
        }
    }

    /// Environment values with this scheme's colour scheme and contrast.
    public func environmentValues() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.colorSchemeContrast = colorSchemeContrast
        return environment
    }

    /// The SwiftUI colour scheme.
    public var colorScheme: ColorScheme { self == .dark || self == .darkAccessible ? .dark : .light }

    /// The contrast setting.
    public var colorSchemeContrast: ColorSchemeContrast {
        self == .lightAccessible || self == .darkAccessible ? .increased : .standard
    }

    /// Whether Increase Contrast is on.
    public var isAccessible: Bool { colorSchemeContrast == .increased }
}
