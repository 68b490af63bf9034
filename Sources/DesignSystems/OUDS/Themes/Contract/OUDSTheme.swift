import ProofUI

/// A theme: every semantic and component token of a brand, its tuning and its font family. Inject
/// one with `OUDSThemeableView(theme:)` and read it with `@Environment(\.theme)`.
///
/// Themes are immutable reference types (so environments share one instance); subclasses
/// (`OrangeTheme`, `SoshTheme`, …) pass their tokens to `init`. Creating a theme registers its
/// PostScript font names (and the iOS system families') in the shared font registry, without
/// replacing names an application registered itself.
open class OUDSTheme: @unchecked Sendable {
    // @unchecked: every stored property is an immutable `let` of a Sendable value type.

    /// The theme's name ("Orange", "OrangeCompact", "Sosh", "Wireframe").
    public let name: String
    /// Every semantic token.
    public let semanticTokens: OUDSSemanticTokens
    /// Every component token.
    public let componentTokens: OUDSComponentTokens
    /// The rounding options.
    public let tuning: Tuning
    /// The PostScript names of the theme's font family per weight.
    public let fontPostScriptNames: [PSFNMK: String]

    /// A theme from its tokens; `componentTokens` defaults to the OUDS core ones for `semanticTokens`.
    public init(
        name: String, semanticTokens: OUDSSemanticTokens, componentTokens: OUDSComponentTokens? = nil,
        tuning: Tuning = .default,
        fontPostScriptNames: [PSFNMK: String] = [:]
    ) {
        self.name = name
        self.semanticTokens = semanticTokens
        self.componentTokens = componentTokens ?? OUDSComponentTokens(semantic: semanticTokens)
        self.tuning = tuning
        self.fontPostScriptNames = fontPostScriptNames
        OUDSPostScriptFontNames.register(OUDSPostScriptFontNames.system)
        OUDSPostScriptFontNames.register(fontPostScriptNames)
    }

    // MARK: Semantic tokens

    /// Colours (`theme.colors.actionEnabled`).
    public var colors: ColorSemanticTokens { semanticTokens.colors }
    /// Colour modes of coloured surfaces.
    public var colorModes: ColorModeSemanticTokens { semanticTokens.colorModes }
    /// Border radii, widths and styles.
    public var borders: BorderSemanticTokens { semanticTokens.borders }
    /// Typography (`.font(theme.fonts.bodyDefaultMedium)`).
    public var fonts: FontSemanticTokens { semanticTokens.fonts }
    /// Sizes.
    public var sizes: SizeSemanticTokens { semanticTokens.sizes }
    /// Spaces.
    public var spaces: SpaceSemanticTokens { semanticTokens.spaces }
    /// Dimensions.
    public var dimensions: DimensionSemanticTokens { semanticTokens.dimensions }
    /// Elevations (`.shadow(theme.elevations.raised)`).
    public var elevations: ElevationSemanticTokens { semanticTokens.elevations }
    /// Grids.
    public var grids: GridSemanticTokens { semanticTokens.grids }
    /// Opacities.
    public var opacities: OpacitySemanticTokens { semanticTokens.opacities }
    /// Effects.
    public var effects: EffectSemanticTokens { semanticTokens.effects }

    // MARK: Component tokens

    /// `OUDSButton`.
    public var button: ButtonComponentTokens { componentTokens.button }
    /// `OUDSButton` in monochrome mode.
    public var buttonMono: ButtonMonoComponentTokens { componentTokens.buttonMono }
    /// `OUDSLink`.
    public var link: LinkComponentTokens { componentTokens.link }
    /// `OUDSLink` in monochrome mode.
    public var linkMono: LinkMonoComponentTokens { componentTokens.linkMono }
    /// Checkbox and radio selectors.
    public var checkRadio: CheckRadioComponentTokens { componentTokens.checkRadio }
    /// Checkbox, radio and switch items.
    public var controlItem: ControlItemComponentTokens { componentTokens.controlItem }
    /// `OUDSSwitch`.
    public var `switch`: SwitchComponentTokens { componentTokens.switch }
    /// Badges.
    public var badge: BadgeComponentTokens { componentTokens.badge }
    /// Status icons.
    public var icon: IconComponentTokens { componentTokens.icon }
    /// `OUDSTag`.
    public var tag: TagComponentTokens { componentTokens.tag }
    /// `OUDSInputTag`.
    public var inputTag: InputTagComponentTokens { componentTokens.inputTag }
    /// Progress indicators.
    public var progressIndicator: ProgressIndicatorComponentTokens { componentTokens.progressIndicator }
    /// Dividers.
    public var divider: DividerComponentTokens { componentTokens.divider }
    /// Text inputs.
    public var textInput: TextInputComponentTokens { componentTokens.textInput }
    /// `OUDSTextArea`.
    public var textArea: TextAreaComponentTokens { componentTokens.textArea }
    /// `OUDSBulletList`.
    public var bulletList: BulletListComponentTokens { componentTokens.bulletList }
    /// `OUDSPinCodeInput`.
    public var pinCodeInput: PinCodeInputComponentTokens { componentTokens.pinCodeInput }
    /// `OUDSSkeleton` and the `skeleton` modifiers.
    public var skeleton: SkeletonComponentTokens { componentTokens.skeleton }
    /// `OUDSSuggestionChip`, `OUDSFilterChip` and `OUDSChipPicker`.
    public var chip: ChipComponentTokens { componentTokens.chip }
    /// `OUDSAlertMessage`.
    public var alert: AlertComponentTokens { componentTokens.alert }
    /// The bullet list of `OUDSAlertMessage`.
    public var alertMessage: AlertMessageComponentTokens { componentTokens.alertMessage }
    /// `OUDSCategoricalTag`.
    public var categoricalTag: CategoricalTagComponentTokens { componentTokens.categoricalTag }
    /// `OUDSStaticListItem` and `OUDSNavigationListItem`.
    public var listItem: ListItemComponentTokens { componentTokens.listItem }
    /// `OUDSTabBar`, the top toolbar (`.toolBarTop`) and the bottom toolbar (`.toolBarBottom`).
    public var bar: BarComponentTokens { componentTokens.bar }
}
