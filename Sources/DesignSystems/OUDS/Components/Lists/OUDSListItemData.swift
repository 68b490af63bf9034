import Foundation
import ProofUI

/// The texts and slots of a list item (OUDS iOS 3.0): a label (plain, bold or a custom view), and
/// optionally an overline above it, an extra label and a description under it, a helper text under the
/// item, a free view under the texts (`textSlot`) and one under the whole row (`bottomSlot`). Small
/// items hide the overline, the extra label and the bottom slot.
///
/// ```swift
/// OUDSListItemData(label: "Label", description: "Description")
/// OUDSListItemData(label: "Label", overline: "Overline", extraLabel: "Extra", helperText: "Helper")
/// ```
public struct OUDSListItemData {
    /// A free view inside a list item. Two slots are never equal (their views cannot be compared).
    public struct Slot: Equatable {
        let content: AnyView

        /// A slot showing `content`.
        @MainActor public init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }

        /// Always false: views cannot be compared.
        public static func == (lhs: Slot, rhs: Slot) -> Bool { false }
    }

    /// The main label.
    public enum Label {
        /// A text, in `labelStrongLarge` when `isBold`, else `labelDefaultLarge`.
        case text(_: String, isBold: Bool = false)
        /// A view of the caller's, read as `accessibilityLabel`.
        case custom(_ view: AnyView, accessibilityLabel: String)

        /// The text, or the accessibility label of a custom view.
        public var stringValue: String {
            switch self {
            case .text(let text, _): text
            case .custom(_, let label): label
            }
        }
    }

    /// The overline: plain or attributed text.
    typealias Overline = TextualContent

    /// The label.
    public let label: Label
    /// The text under the label, or nil.
    public let description: String?
    /// The text above the label, or nil.
    let overline: Overline?
    /// A second, bold line under the label, or nil.
    public let extraLabel: String?
    /// The text under the whole item, or nil.
    public let helperText: String?
    /// A view under the texts, or nil.
    public let textSlot: Slot?
    /// A view under the row, or nil.
    public let bottomSlot: Slot?

    /// The overline as plain text (attributes dropped), or nil.
    public var overlineText: String? { overline?.rawValue }

    init(
        label: Label, description: String?, overline: Overline?, extraLabel: String?, helperText: String?,
        textSlot: Slot?, bottomSlot: Slot?
    ) {
        self.label = label
        self.description = description.flatMap { $0.isEmpty ? nil : $0 }
        self.overline = overline.flatMap { $0.isEmpty ? nil : $0 }
        self.extraLabel = extraLabel.flatMap { $0.isEmpty ? nil : $0 }
        self.helperText = helperText.flatMap { $0.isEmpty ? nil : $0 }
        self.textSlot = textSlot
        self.bottomSlot = bottomSlot
    }

    /// Texts with a plain `label` (bold when `hasBoldLabel`).
    public init(
        label: String, hasBoldLabel: Bool = false, description: String? = nil, overline: String? = nil,
        extraLabel: String? = nil, helperText: String? = nil, textSlot: Slot? = nil, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: .text(label, isBold: hasBoldLabel), description: description, overline: overline.map { .raw($0) },
            extraLabel: extraLabel, helperText: helperText, textSlot: textSlot, bottomSlot: bottomSlot)
    }

    /// Texts with a plain `label` and an attributed `overline`.
    public init(
        label: String, overline: AttributedString, hasBoldLabel: Bool = false, description: String? = nil,
        extraLabel: String? = nil, helperText: String? = nil, textSlot: Slot? = nil, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: .text(label, isBold: hasBoldLabel), description: description, overline: .attributed(overline),
            extraLabel: extraLabel, helperText: helperText, textSlot: textSlot, bottomSlot: bottomSlot)
    }

    /// Texts whose label is a view of the caller's, read as `accessibilityLabel`.
    @MainActor public init(
        label: some View, accessibilityLabel: String, description: String? = nil, overline: String? = nil,
        extraLabel: String? = nil, helperText: String? = nil, textSlot: Slot? = nil, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: .custom(AnyView(label), accessibilityLabel: accessibilityLabel), description: description,
            overline: overline.map { .raw($0) }, extraLabel: extraLabel, helperText: helperText, textSlot: textSlot,
            bottomSlot: bottomSlot)
    }

    /// Texts whose label is a view of the caller's, with an attributed `overline`.
    @MainActor public init(
        label: some View, accessibilityLabel: String, overline: AttributedString, description: String? = nil,
        extraLabel: String? = nil, helperText: String? = nil, textSlot: Slot? = nil, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: .custom(AnyView(label), accessibilityLabel: accessibilityLabel), description: description,
            overline: .attributed(overline), extraLabel: extraLabel, helperText: helperText, textSlot: textSlot,
            bottomSlot: bottomSlot)
    }

    /// `init(label:hasBoldLabel:…)` with the label looked up as `key` in `tableName` of `bundle` (OUDS
    /// iOS labels this key `key:`, not `_`).
    public init(
        key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, hasBoldLabel: Bool = false,
        description: String? = nil, overline: String? = nil, extraLabel: String? = nil, helperText: String? = nil,
        textSlot: Slot? = nil, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), hasBoldLabel: hasBoldLabel,
            description: description, overline: overline, extraLabel: extraLabel, helperText: helperText,
            textSlot: textSlot, bottomSlot: bottomSlot)
    }

    /// `init(label:overline:…)` with the label looked up as `key` in `tableName` of `bundle`.
    public init(
        key: LocalizedStringKey, overline: AttributedString, tableName: String? = nil, bundle: Bundle = .main,
        hasBoldLabel: Bool = false, description: String? = nil, extraLabel: String? = nil, helperText: String? = nil,
        textSlot: Slot? = nil, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), overline: overline, hasBoldLabel: hasBoldLabel,
            description: description, extraLabel: extraLabel, helperText: helperText, textSlot: textSlot,
            bottomSlot: bottomSlot)
    }

    /// The first OUDS iOS 3.0 spelling, whose text slot is labelled `slot:`.
    @available(*, deprecated, message: "The text slot is now labelled textSlot:")
    @_disfavoredOverload
    public init(
        label: String, hasBoldLabel: Bool = false, description: String? = nil, overline: String? = nil,
        extraLabel: String? = nil, helperText: String? = nil, slot: Slot?, bottomSlot: Slot? = nil
    ) {
        self.init(
            label: label, hasBoldLabel: hasBoldLabel, description: description, overline: overline,
            extraLabel: extraLabel, helperText: helperText, textSlot: slot, bottomSlot: bottomSlot)
    }

    /// OUDS iOS 2.2–2.3: a plain `label`, bold when `isBoldLabel`.
    @available(*, deprecated, renamed: "init(label:hasBoldLabel:description:overline:extraLabel:helperText:)")
    public init(
        label: String, isBoldLabel: Bool, description: String? = nil, overline: String? = nil,
        extraLabel: String? = nil, helperText: String? = nil
    ) {
        self.init(
            label: label, hasBoldLabel: isBoldLabel, description: description, overline: overline,
            extraLabel: extraLabel, helperText: helperText)
    }

    /// OUDS iOS 2.2–2.3: the label looked up as `key`, bold when `isBoldLabel`.
    @available(
        *, deprecated, renamed: "init(key:tableName:bundle:hasBoldLabel:description:overline:extraLabel:helperText:)"
    )
    public init(
        key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, isBoldLabel: Bool,
        description: String? = nil, overline: String? = nil, extraLabel: String? = nil, helperText: String? = nil
    ) {
        self.init(
            key: key, tableName: tableName, bundle: bundle, hasBoldLabel: isBoldLabel, description: description,
            overline: overline, extraLabel: extraLabel, helperText: helperText)
    }

    /// OUDS iOS 2.3's name of `label`.
    @available(*, deprecated, renamed: "label")
    public var labelContent: Label { label }

    /// These texts with `slot` as the text slot (the OUDS iOS 2.x items took it apart from the data).
    func replacingTextSlot(with slot: Slot?) -> OUDSListItemData {
        OUDSListItemData(
            label: label, description: description, overline: overline, extraLabel: extraLabel,
            helperText: helperText, textSlot: slot, bottomSlot: bottomSlot)
    }

    /// What VoiceOver reads for the texts: overline, label, extra label and description (overline and
    /// extra label only in the standard size), joined with commas.
    func accessibilityText(small: Bool) -> String {
        var parts: [String] = []
        if !small, let overline { parts.append(overline.rawValue) }
        parts.append(label.stringValue)
        if !small, let extraLabel { parts.append(extraLabel) }
        if let description { parts.append(description) }
        return parts.joined(separator: ", ")
    }
}
