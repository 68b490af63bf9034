import SwiftUI
import UIKit

/// The design system's colours and radii, read from the environment.
public struct Theme: Sendable {
    public var accent: Color
    public var surface: Color
    public var cornerRadius: CGFloat

    public static let standard = Theme(
        accent: Color(red: 0.85, green: 0.27, blue: 0.13), surface: Color(.secondarySystemBackground), cornerRadius: 12)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
