/// The Orange theme: OUDS core tokens with the Orange colours, in Helvetica Neue.
///
/// ```swift
/// OUDSThemeableView(theme: OrangeTheme()) { ContentView() }
/// OrangeTheme(tuning: .MaxIt)                    // rounded buttons, inputs and alerts
/// OrangeTheme(fontFamily: "Winky Rough")         // after registerFont(postScript:forCombination:)
/// ```
open class OrangeTheme: OUDSTheme, @unchecked Sendable {
    /// The Orange theme with `tuning` (default: every flag off) in `fontFamily` (default Helvetica
    /// Neue; nil for the system font).
    public init(tuning: Tuning = .default, fontFamily: FontFamilySemanticToken? = OrangeBrand.fontFamily) {
        super.init(
            name: "Orange", semanticTokens: OrangeBrand.semanticTokens(fontFamily: fontFamily),
            componentTokens: OrangeBrand.componentTokens,
            tuning: tuning,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }

    /// The Orange theme with every flag off, in Helvetica Neue (the initialiser a subclass overrides:
    /// `override init() { super.init(spaces: MySpaces()) }`).
    public init() {
        super.init(
            name: "Orange", semanticTokens: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily),
            componentTokens: OrangeBrand.componentTokens, tuning: .default,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }

    /// The Orange theme with the tokens of the providers given (OUDS iOS's
    /// `OrangeTheme(borders:colors:…:button:…:fontFamily:tuning:)`): subclass
    /// `OrangeThemeColorSemanticTokensProvider` and the others to override semantic tokens, and
    /// `OrangeThemeButtonComponentTokensProvider` and the others to override component tokens. The
    /// component tokens are rebuilt from the resulting semantic tokens, so a button follows a changed
    /// `actionEnabled`; a component provider given replaces its namespace whole (it was made with its
    /// own semantic providers, as in OUDS iOS).
    ///
    /// ```swift
    /// class MyButtonTokens: OrangeThemeButtonComponentTokensProvider {
    ///     override var colorBgStrongEnabled: MultipleColorSemanticToken { colors.surfaceBrandPrimary }
    /// }
    /// OrangeTheme(button: MyButtonTokens())
    /// ```
    ///
    /// Where we differ: OUDS iOS's `checkbox:` and `radioButton:` are one `checkRadio:` here, and
    /// `buttonMono:`, `linkMono:` and `controlItem:` are Proof's namespaces for monochrome buttons and
    /// links and the control items; namespaces Proof lacks (accordion, quantity input, select input,
    /// toast, …) and the effect, elevation, grid and dimension providers are not taken.
    public init(
        borders: OUDSBorderSemanticTokensProvider? = nil, colors: OUDSColorSemanticTokensProvider? = nil,
        opacities: OUDSOpacitySemanticTokensProvider? = nil, sizes: OUDSSizeSemanticTokensProvider? = nil,
        spaces: OUDSSpaceSemanticTokensProvider? = nil,
        alert: OUDSAlertComponentTokensProvider? = nil,
        alertMessage: OUDSAlertMessageComponentTokensProvider? = nil,
        badge: OUDSBadgeComponentTokensProvider? = nil,
        bar: OUDSBarComponentTokensProvider? = nil,
        bulletList: OUDSBulletListComponentTokensProvider? = nil,
        button: OUDSButtonComponentTokensProvider? = nil,
        categoricalTag: OUDSCategoricalTagComponentTokensProvider? = nil,
        chip: OUDSChipComponentTokensProvider? = nil,
        divider: OUDSDividerComponentTokensProvider? = nil,
        icon: OUDSIconComponentTokensProvider? = nil,
        link: OUDSLinkComponentTokensProvider? = nil,
        listItem: OUDSListItemComponentTokensProvider? = nil,
        pinCodeInput: OUDSPinCodeInputComponentTokensProvider? = nil,
        progressIndicator: OUDSProgressIndicatorComponentTokensProvider? = nil,
        skeleton: OUDSSkeletonComponentTokensProvider? = nil,
        switch: OUDSSwitchComponentTokensProvider? = nil,
        tag: OUDSTagComponentTokensProvider? = nil,
        inputTag: OUDSInputTagComponentTokensProvider? = nil,
        textArea: OUDSTextAreaComponentTokensProvider? = nil,
        textInput: OUDSTextInputComponentTokensProvider? = nil,
        buttonMono: OUDSButtonMonoComponentTokensProvider? = nil,
        linkMono: OUDSLinkMonoComponentTokensProvider? = nil,
        checkRadio: OUDSCheckRadioComponentTokensProvider? = nil,
        controlItem: OUDSControlItemComponentTokensProvider? = nil,
        fontFamily: FontFamilySemanticToken? = OrangeBrand.fontFamily, tuning: Tuning = .default
    ) {
        let semantic = OrangeBrand.semanticTokens(fontFamily: fontFamily).replacing(
            colors: colors, borders: borders, opacities: opacities, sizes: sizes, spaces: spaces,
            colorModes: OrangeBrand.colorModes(for:))
        let components = OrangeBrand.componentTokens(for: semantic).replacing(
            button: button, buttonMono: buttonMono, link: link, linkMono: linkMono, checkRadio: checkRadio,
            controlItem: controlItem, switch: `switch`, badge: badge, icon: icon, tag: tag, inputTag: inputTag,
            progressIndicator: progressIndicator, divider: divider, textInput: textInput, textArea: textArea,
            bulletList: bulletList, pinCodeInput: pinCodeInput, skeleton: skeleton, chip: chip, alert: alert,
            alertMessage: alertMessage, categoricalTag: categoricalTag, listItem: listItem, bar: bar)
        super.init(
            name: "Orange", semanticTokens: semantic, componentTokens: components, tuning: tuning,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }
}
