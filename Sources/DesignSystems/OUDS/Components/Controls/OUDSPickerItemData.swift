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

    /// An option.
    public init(
        tag: Tag, label: String, description: String? = nil, image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false,
        isReadOnly: Bool = false, hasDivider: Bool = false
    ) {
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

/// The options of a checkbox picker.
public typealias OUDSCheckboxPickerData<Tag: Hashable> = OUDSPickerItemData<Tag>
/// The options of a radio picker.
public typealias OUDSRadioPickerData<Tag: Hashable> = OUDSPickerItemData<Tag>
