/// Options a theme exposes at initialisation to round some components (`ouds-tokens.md` §3).
/// Every flag defaults to `false`. Equality compares the flags.
public struct OUDSThemeTuning: Hashable, Sendable, CustomStringConvertible {
    /// Buttons use `button.borderRadiusRounded`.
    public var hasRoundedButtons: Bool
    /// Text inputs, pin code, password and text area use `textInput.borderRadiusRounded`.
    public var hasRoundedTextInputs: Bool
    /// Alert messages use their rounded radius.
    public var hasRoundedAlertMessages: Bool
    /// Progress indicators use `progressIndicator.borderRadiusRounded` (round caps).
    public var hasRoundedProgressIndicators: Bool
    /// List items (checkbox, radio and switch items, and card list items) use their rounded radius.
    public var hasRoundedListItems: Bool

    /// A tuning; unspecified flags are `false`.
    public init(
        hasRoundedButtons: Bool = false, hasRoundedTextInputs: Bool = false, hasRoundedAlertMessages: Bool = false,
        hasRoundedProgressIndicators: Bool = false, hasRoundedListItems: Bool = false
    ) {
        self.hasRoundedButtons = hasRoundedButtons
        self.hasRoundedTextInputs = hasRoundedTextInputs
        self.hasRoundedAlertMessages = hasRoundedAlertMessages
        self.hasRoundedProgressIndicators = hasRoundedProgressIndicators
        self.hasRoundedListItems = hasRoundedListItems
    }

    /// Every flag off: the Orange default.
    public static let `default` = OUDSThemeTuning()

    // The presets keep OUDS iOS's capitalised names (`Tuning.OrangeFrance`, …) so documents compile unchanged.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Orange France: every flag off.
    public static let OrangeFrance = OUDSThemeTuning()
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Orange Business (older preset): rounded text inputs and alert messages.
    public static let OrangeBusiness = OUDSThemeTuning(hasRoundedTextInputs: true, hasRoundedAlertMessages: true)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Max it (older preset): rounded buttons, text inputs and alert messages.
    public static let MaxIt = OUDSThemeTuning(
        hasRoundedButtons: true, hasRoundedTextInputs: true, hasRoundedAlertMessages: true)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Wireframe: rounded alert messages and progress indicators.
    public static let Wireframe = OUDSThemeTuning(hasRoundedAlertMessages: true, hasRoundedProgressIndicators: true)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Orange Compact (the Android default): rounded text inputs.
    public static let OrangeCompact = OUDSThemeTuning(hasRoundedTextInputs: true)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Sosh: every flag off.
    public static let Sosh = OUDSThemeTuning()

    /// The flags that are on, for messages.
    public var description: String {
        let on = [
            hasRoundedButtons ? "buttons" : nil, hasRoundedTextInputs ? "textInputs" : nil,
            hasRoundedAlertMessages ? "alertMessages" : nil,
            hasRoundedProgressIndicators ? "progressIndicators" : nil, hasRoundedListItems ? "listItems" : nil,
        ].compactMap { $0 }
        return "Tuning(rounded: \(on.isEmpty ? "none" : on.joined(separator: ", ")))"
    }
}

/// The short name the documents use for `OUDSThemeTuning`.
public typealias Tuning = OUDSThemeTuning
