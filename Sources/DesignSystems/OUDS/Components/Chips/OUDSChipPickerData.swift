import ProofUI

/// One chip of an `OUDSChipPicker`: the tag it selects and what it shows.
///
/// ```swift
/// OUDSChipPickerData(tag: "a", layout: .text(text: "Label"))
/// OUDSChipPickerData(tag: "b", layout: .textAndIcon("Label", image: OUDSImage(asset: Image("ic"))))
/// OUDSChipPickerData(tag: "c", layout: .icon(OUDSImage(asset: Image("ic")), accessibilityLabel: "Label"))
/// ```
public struct OUDSChipPickerData<Tag: Hashable> {
    /// What a chip of the picker shows.
    ///
    /// The cases are OUDS iOS 3's; its 2.3 factories (`.icon(_:accessibilityLabel:)`,
    /// `.textAndIcon(_:image:)`, the spellings of the framework document) build them, and its 2.x
    /// cases taking a bare `Image` remain as deprecated factories.
    public enum Layout {
        /// A label.
        case text(text: String)
        /// An icon alone; VoiceOver reads the image's accessibility label.
        case image(image: OUDSImage)
        /// A label followed by an icon.
        case textAndImage(text: String, image: OUDSImage)

        /// An icon alone that VoiceOver reads as `accessibilityLabel` (OUDS iOS 2.3).
        public static func icon(_ image: OUDSImage, accessibilityLabel: String) -> Self {
            .image(
                image: OUDSImage(
                    asset: image.asset, flipped: image.flipped, accessibilityLabel: accessibilityLabel,
                    renderingMode: image.renderingMode))
        }

        /// `text` followed by `image` (OUDS iOS 2.3).
        public static func textAndIcon(_ text: String, image: OUDSImage) -> Self {
            .textAndImage(text: text, image: image)
        }

        /// OUDS iOS 2.x: an icon alone from an `Image`.
        @available(*, deprecated, message: "Use .icon(OUDSImage(asset:renderingMode:), accessibilityLabel:) instead.")
        @_disfavoredOverload
        public static func icon(
            icon: Image, accessibilityLabel: String, renderingMode: Image.TemplateRenderingMode = .template
        ) -> Self {
            .icon(OUDSImage(asset: icon, renderingMode: renderingMode), accessibilityLabel: accessibilityLabel)
        }

        /// OUDS iOS 2.x: `text` followed by an `Image`.
        @available(*, deprecated, message: "Use .textAndIcon(_:image: OUDSImage(asset:renderingMode:)) instead.")
        @_disfavoredOverload
        public static func textAndIcon(
            text: String, icon: Image, renderingMode: Image.TemplateRenderingMode = .template
        ) -> Self {
            .textAndImage(text: text, image: OUDSImage(asset: icon, renderingMode: renderingMode))
        }
    }

    /// The value the chip selects.
    let tag: Tag
    /// What the chip shows.
    let layout: Layout
    /// The chip's accessibility identifier, if any.
    let accessibilityIdentifier: String?

    /// A chip selecting `tag`, showing `layout`, identified by `accessibilityIdentifier` for UI tests.
    public init(tag: Tag, layout: Layout, accessibilityIdentifier: String? = nil) {
        self.tag = tag
        self.layout = layout
        self.accessibilityIdentifier = accessibilityIdentifier
    }
}

extension OUDSChipPickerData.Layout: Sendable {}
extension OUDSChipPickerData: Sendable where Tag: Sendable {}
