import ProofUI

/// One option of an `OUDSCheckboxPicker` or `OUDSRadioPicker`: its tag and how its item looks.
public struct OUDSPickerItemData<Tag: Hashable> {
    /// The value the option stands for.
    public let tag: Tag
    /// The label.
    public let label: String
    /// Optional second line.
    public let description: String?
    /// Optional image beside the label.
    public let image: OUDSImage?
    /// Selector after the label instead of before.
    public let isReversed: Bool
    /// Error look.
    public let isError: Bool
    /// Read-only look.
    public let isReadOnly: Bool
    /// A divider under the option.
    public let hasDivider: Bool
    /// Optional helper text under the option (in the item's helper style).
    public let helper: String?

    /// An option.
    public init(
        tag: Tag, label: String, description: String? = nil, image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false,
        isReadOnly: Bool = false, hasDivider: Bool = false, helper: String? = nil
    ) {
        self.helper = helper
        self.tag = tag
        self.label = label
        self.description = description
        self.image = image
        self.isReversed = isReversed
        self.isError = isError
        self.isReadOnly = isReadOnly
        self.hasDivider = hasDivider
    }
}

extension OUDSPickerItemData {
    /// OUDS iOS 0.x's spelling: the second line as `additionalLabel`, the helper text as `helper` and
    /// a bare `Image` as `icon`. (Its `isOutlined:` flag drew a border OUDS later dropped; Proof has no
    /// outlined item, so the flag is not accepted.)
    @_disfavoredOverload
    @available(*, deprecated, message: "Use init(tag:label:description:image:…:helper:) instead.")
    public init(
        tag: Tag, label: String, additionalLabel: String? = nil, helper: String? = nil, icon: Image? = nil,
        isReversed: Bool = false, isError: Bool = false, isReadOnly: Bool = false, hasDivider: Bool = false
    ) {
        self.init(
            tag: tag, label: label, description: additionalLabel, image: icon.map { OUDSImage(asset: $0) },
            isReversed: isReversed, isError: isError, isReadOnly: isReadOnly, hasDivider: hasDivider, helper: helper)
    }
}

/// The options of a checkbox picker.
public typealias OUDSCheckboxPickerData<Tag: Hashable> = OUDSPickerItemData<Tag>
/// The options of a radio picker.
public typealias OUDSRadioPickerData<Tag: Hashable> = OUDSPickerItemData<Tag>
