/// A control that performs an action; headless renders draw its label through its button style,
/// with `isPressed` taken from the environment's interaction state.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    /// The label drawn by the current button style.
    public var body: some View {
        style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), role: role, isPressed: false))
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == ProofUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// The role of a button.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Destructive (red in the default style).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancel.
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style draws: the label, the role, whether the button is pressed.
public struct ButtonStyleConfiguration {
    /// The type-erased label of a button.
    public struct Label: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        public var body: Never { fatalError("Label is primitive") }
        func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// Whether the button is pressed: true when the environment's interaction state is `.pressed`.
    public var isPressed: Bool { pressed || (EnvironmentValues.current?.interactionState == .pressed) }
    let pressed: Bool
    init(label: Label, role: ButtonRole?, isPressed: Bool) {
        self.label = label
        self.role = role
        self.pressed = isPressed
    }
}

/// Gives all buttons inside a look: implement `makeBody(configuration:)`.
public protocol ButtonStyle {
    /// The view of a styled button.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Styles that also trigger the action (the same in a headless render).
public protocol PrimitiveButtonStyle {
    /// The view of a styled button.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased button style stored in the environment.
struct AnyButtonStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (ButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    init<S: PrimitiveButtonStyle>(primitive style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

/// SwiftUI's default (borderless) button: the label in the tint colour, dimmed when pressed,
/// grey when disabled, red for destructive roles.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    /// The label tinted.
    public func makeBody(configuration: Configuration) -> some View { BorderlessLabel(configuration: configuration) }

    struct BorderlessLabel: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            let color: Color = !isEnabled ? .gray : configuration.role == .destructive ? .red : .accentColor
            return configuration.label
                .foregroundColor(color)
                .opacity(configuration.isPressed ? 0.2 : 1)
        }
    }
}

/// A plain button: the label as is.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.75 : 1)
    }
}

/// A bordered-prominent style: white label on a tinted capsule-ish rounded rectangle.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label on a filled background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 8))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A bordered style: tinted label on a light tinted background.
public struct BorderedButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label on a tinted background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.accentColor)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    /// Borderless (the default on iOS).
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered-prominent style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(DefaultButtonStyle()) }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }
    /// The style of buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
}
