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

/// Room for the focus ring around a focused entry: the ring lies outside the component (by
/// `borders.widthFocus`), and a preview includes everything it draws.
struct FocusRingRoom: ViewModifier {
    let isFocused: Bool
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        if isFocused { content.padding(theme.borders.widthFocus) } else { content }
    }
}

extension View {
    /// The view in `state`, padded for the focus ring when focused.
    func catalogState(_ state: InteractionState) -> some View {
        interactionState(state).modifier(FocusRingRoom(isFocused: state == .focused))
    }
}
