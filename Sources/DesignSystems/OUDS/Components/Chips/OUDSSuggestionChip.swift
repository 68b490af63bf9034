import Foundation
import ProofUI

/// A suggestion chip: a compact button proposing an action or a value, with a label, an icon, or
/// both (the icon before the label), never selected (`theme.chip`, `ouds-components.md` §2).
///
/// ```swift
/// OUDSSuggestionChip(text: "Label") {}
/// OUDSSuggestionChip(image: OUDSImage(asset: Image("ic")), text: "Label") {}
/// OUDSSuggestionChip(image: OUDSImage(asset: Image("ic"), renderingMode: .original), accessibilityLabel: "Label") {}
/// ```
/// Hover, pressed and focus come from `\.interactionState`, disabled from `.disabled(true)`. An
/// empty text is a configuration error (OUDS iOS stops the app).
public struct OUDSSuggestionChip: View {
    private let layout: Chip.Layout
    private let action: () -> Void
    @Environment(\.self) private var environment

    // MARK: Text and image

    /// A chip with `image` (tinted with the content colour unless `.original`) before `text`.
    public init(image: OUDSImage, text: String, action: @escaping () -> Void) {
        layout = .textAndIcon(text, image, iconPosition: .leading)
        self.action = action
    }

    /// A chip with `image` before the text looked up as `key` in `tableName` of `bundle`.
    public init(
        image: OUDSImage, _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        action: @escaping () -> Void
    ) {
        self.init(image: image, text: key.resolved(tableName: tableName, bundle: bundle), action: action)
    }

    // MARK: Image only

    /// An icon-only chip; `accessibilityLabel` says what it does.
    public init(image: OUDSImage, accessibilityLabel: String, action: @escaping () -> Void) {
        layout = .icon(image, accessibilityLabel: accessibilityLabel)
        self.action = action
    }

    /// An icon-only chip whose accessibility label is looked up as `key` in `tableName` of `bundle`.
    public init(
        image: OUDSImage, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil,
        bundle: Bundle = .main, action: @escaping () -> Void
    ) {
        self.init(
            image: image, accessibilityLabel: key.resolved(tableName: tableName, bundle: bundle), action: action)
    }

    // MARK: Text only

    /// A chip with `text` alone (it must not be empty).
    public init(text: String, action: @escaping () -> Void) {
        layout = .text(text)
        self.action = action
    }

    /// A chip with the text looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, action: @escaping () -> Void
    ) {
        self.init(text: key.resolved(tableName: tableName, bundle: bundle), action: action)
    }

    // MARK: Older spellings (OUDS iOS before 2.3: a bare `Image` and its rendering mode)

    /// OUDS iOS before 2.3: an `Image` before `text`.
    @available(*, deprecated, message: "Use OUDSSuggestionChip(image:text:action:) instead.")
    @_disfavoredOverload
    public init(
        icon: Image, text: String, renderingMode: Image.TemplateRenderingMode = .template,
        action: @escaping () -> Void
    ) {
        self.init(image: OUDSImage(asset: icon, renderingMode: renderingMode), text: text, action: action)
    }

    /// OUDS iOS before 2.3: an `Image` before the text looked up as `key`.
    @available(*, deprecated, message: "Use OUDSSuggestionChip(image:_:tableName:bundle:action:) instead.")
    @_disfavoredOverload
    public init(
        icon: Image, _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        renderingMode: Image.TemplateRenderingMode = .template, action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), key, tableName: tableName, bundle: bundle,
            action: action)
    }

    /// OUDS iOS before 2.3: an icon-only chip from an `Image`.
    @available(*, deprecated, message: "Use OUDSSuggestionChip(image:accessibilityLabel:action:) instead.")
    @_disfavoredOverload
    public init(
        icon: Image, accessibilityLabel: String, renderingMode: Image.TemplateRenderingMode = .template,
        action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), accessibilityLabel: accessibilityLabel,
            action: action)
    }

    /// OUDS iOS before 2.3: an icon-only chip from an `Image`, its label looked up as `key`.
    @available(
        *, deprecated, message: "Use OUDSSuggestionChip(image:accessibilityLabel:tableName:bundle:action:) instead."
    )
    @_disfavoredOverload
    public init(
        icon: Image, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        renderingMode: Image.TemplateRenderingMode = .template, action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), accessibilityLabel: key,
            tableName: tableName, bundle: bundle, action: action)
    }

    /// The spelling of an OUDS iOS 2.3 guide: `icon:` taking an `OUDSImage`.
    @available(*, deprecated, renamed: "init(image:text:action:)")
    @_disfavoredOverload
    public init(icon: OUDSImage, text: String, action: @escaping () -> Void) {
        self.init(image: icon, text: text, action: action)
    }

    /// The spelling of an OUDS iOS 2.3 guide: `icon:` taking an `OUDSImage`, icon only.
    @available(*, deprecated, renamed: "init(image:accessibilityLabel:action:)")
    @_disfavoredOverload
    public init(icon: OUDSImage, accessibilityLabel: String, action: @escaping () -> Void) {
        self.init(image: icon, accessibilityLabel: accessibilityLabel, action: action)
    }

    /// The chip as a button.
    public var body: some View {
        if case .text(let text) = layout, text.isEmpty {
            environment.reportInvalidConfiguration(
                component: "OUDSSuggestionChip", reason: "the text of a chip must not be empty")
        }
        return Button(action: action) { Chip(layout: layout, selected: false) }
            .buttonStyle(ChipButtonStyle())
            .accessibilityLabel(layout.accessibilityLabel)
            .accessibilityAddTraits(.isButton)
    }
}
