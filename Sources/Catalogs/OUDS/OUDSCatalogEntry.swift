import OUDSSwiftUI

/// One component state of the OUDS catalog: rendered for every theme, in light and dark.
public struct OUDSCatalogEntry: Sendable {
    /// Component slug (`button`, `badge-count`, …).
    public let component: String
    /// Variant and state slug (`strong-pressed`, `text-icon-flipped`, …).
    public let variant: String
    let make: @MainActor () -> AnyView

    /// An entry whose view `content` builds (it reads the theme from the environment).
    public init<V: View>(_ component: String, _ variant: String, @ViewBuilder content: @escaping @MainActor () -> V) {
        self.component = component
        self.variant = variant
        make = { AnyView(content()) }
    }
}
