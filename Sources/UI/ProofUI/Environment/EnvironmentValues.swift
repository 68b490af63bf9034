import ProofText

/// The values a view reads from its ancestors: colour scheme, layout direction, Dynamic Type size,
/// display scale, fonts, colours, interaction state and any custom key.
public struct EnvironmentValues: @unchecked Sendable {
    // @unchecked: values are only read and written by the thread that renders the tree they belong to.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Default values: light scheme, left to right, `.large`, scale 1, enabled.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was set for `key` (by a modifier or the renderer), even one equal to its default.
    func hasValue<K: EnvironmentKey>(for key: K.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }

    @TaskLocal static var current: EnvironmentValues?

    /// Runs `body` with `environment` as the one `@Environment` properties read.
    static func withCurrent<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
        $current.withValue(environment, operation: body)
    }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 1.0 }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct InteractionStateKey: EnvironmentKey { static let defaultValue = InteractionState.idle }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TextStyleKey: EnvironmentKey { static let defaultValue = TextEnvironment() }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Standard or increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The Dynamic Type size text styles scale with.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Whether controls accept interaction; `.disabled(true)` clears it for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Device pixels per point of the render (1, 2 or 3).
    public var displayScale: CGFloat {
        get { CGFloat(self[DisplayScaleKey.self]) }
        set { self[DisplayScaleKey.self] = Double(newValue) }
    }
    /// The locale of the render.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// Opens URLs (headless renders record nothing and open nothing).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Hover, pressed and focus state forced for a golden (SwiftUI cannot force them; Proof can).
    public var interactionState: InteractionState {
        get { self[InteractionStateKey.self] }
        set { self[InteractionStateKey.self] = newValue }
    }
    /// The font text uses when it sets none itself.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The style text and shapes are drawn in when they set none (`.foregroundStyle`).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The accent colour of controls (`.tint`); system blue when nil.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// Horizontal size class (compact, as an iPhone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// Vertical size class (regular, as an iPhone in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Text settings (weight, kerning, line limit, …) inherited by `Text`.
    var text: TextEnvironment {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
    /// The axis of the stack whose children are being resolved (dividers orient across it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
