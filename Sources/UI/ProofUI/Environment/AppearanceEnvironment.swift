/// Environment values of the modifiers that change a subtree's static appearance: text case,
/// redaction, control size and symbol rendering.
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The case text inside is drawn in (`.textCase(_:)`); nil draws it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// Why content inside is redacted (`.redacted(reason:)`); empty shows it.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// The size of controls inside (`.controlSize(_:)`); `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// How symbols inside colour their layers (`.symbolRenderingMode(_:)`); nil is the symbol's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The variant symbols inside are drawn in (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
