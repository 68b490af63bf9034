/// Every component token set of a theme, as one value a theme is built from.
public struct OUDSComponentTokens: Sendable, Equatable {
    /// `theme.button`.
    public var button: ButtonComponentTokens
    /// `theme.buttonMono`.
    public var buttonMono: ButtonMonoComponentTokens
    /// `theme.link`.
    public var link: LinkComponentTokens
    /// `theme.linkMono`.
    public var linkMono: LinkMonoComponentTokens
    /// `theme.checkRadio`.
    public var checkRadio: CheckRadioComponentTokens
    /// `theme.controlItem`.
    public var controlItem: ControlItemComponentTokens
    /// `theme.switch`.
    public var `switch`: SwitchComponentTokens
    /// `theme.badge`.
    public var badge: BadgeComponentTokens
    /// `theme.icon`.
    public var icon: IconComponentTokens
    /// `theme.tag`.
    public var tag: TagComponentTokens
    /// `theme.inputTag`.
    public var inputTag: InputTagComponentTokens
    /// `theme.progressIndicator`.
    public var progressIndicator: ProgressIndicatorComponentTokens
    /// `theme.divider`.
    public var divider: DividerComponentTokens
    /// `theme.textInput`.
    public var textInput: TextInputComponentTokens
    /// `theme.textArea`.
    public var textArea: TextAreaComponentTokens
    /// `theme.bulletList`.
    public var bulletList: BulletListComponentTokens
    /// `theme.pinCodeInput`.
    public var pinCodeInput: PinCodeInputComponentTokens
    /// `theme.skeleton`.
    public var skeleton: SkeletonComponentTokens
    /// `theme.chip`.
    public var chip: ChipComponentTokens
    /// `theme.alert`.
    public var alert: AlertComponentTokens
    /// `theme.alertMessage`.
    public var alertMessage: AlertMessageComponentTokens
    /// `theme.categoricalTag`.
    public var categoricalTag: CategoricalTagComponentTokens
    /// `theme.listItem`.
    public var listItem: ListItemComponentTokens
    /// `theme.bar`.
    public var bar: BarComponentTokens

    /// The OUDS core component tokens in terms of `semantic` (a theme then applies its deltas).
    public init(semantic: OUDSSemanticTokens) {
        button = ButtonComponentTokens(semantic: semantic)
        buttonMono = ButtonMonoComponentTokens(semantic: semantic)
        link = LinkComponentTokens(semantic: semantic)
        linkMono = LinkMonoComponentTokens(semantic: semantic)
        checkRadio = CheckRadioComponentTokens(semantic: semantic)
        controlItem = ControlItemComponentTokens(semantic: semantic)
        `switch` = SwitchComponentTokens(semantic: semantic)
        badge = BadgeComponentTokens(semantic: semantic)
        icon = IconComponentTokens(semantic: semantic)
        tag = TagComponentTokens(semantic: semantic)
        inputTag = InputTagComponentTokens(semantic: semantic)
        progressIndicator = ProgressIndicatorComponentTokens(semantic: semantic)
        divider = DividerComponentTokens(semantic: semantic)
        textInput = TextInputComponentTokens(semantic: semantic)
        textArea = TextAreaComponentTokens(semantic: semantic)
        bulletList = BulletListComponentTokens(semantic: semantic)
        pinCodeInput = PinCodeInputComponentTokens(semantic: semantic)
        skeleton = SkeletonComponentTokens(semantic: semantic)
        chip = ChipComponentTokens(semantic: semantic)
        alert = AlertComponentTokens(semantic: semantic)
        alertMessage = AlertMessageComponentTokens(semantic: semantic)
        categoricalTag = CategoricalTagComponentTokens(semantic: semantic)
        listItem = ListItemComponentTokens(semantic: semantic)
        bar = BarComponentTokens(semantic: semantic)
    }
}
