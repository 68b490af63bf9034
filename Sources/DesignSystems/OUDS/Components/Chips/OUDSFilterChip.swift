import Foundation
import ProofUI

/// A filter chip: a two-state toggle for a filter, with a label, an icon, or both (the icon after the
/// label); a selected chip starts with a tick and takes the selected colours (Orange: an orange
/// border; Sosh and Wireframe: filled) (`theme.chip`, `ouds-components.md` §2).
///
/// ```swift
/// OUDSFilterChip(text: "Label", selected: true) {}
/// OUDSFilterChip(image: OUDSImage(asset: Image("ic")), text: "Label") {}
/// OUDSFilterChip(image: OUDSImage(asset: Image("ic")), accessibilityLabel: "Label") {}
/// ```
/// The caller owns the selection: `action` toggles it. Hover, pressed and focus come from
/// `\.interactionState`, disabled from `.disabled(true)`. An empty text is a configuration error
/// (OUDS iOS stops the app).
public struct OUDSFilterChip: View {
    private let layout: Chip.Layout
    private let selected: Bool
    private let action: () -> Void
    @Environment(\.self) private var environment

    // MARK: Text and image

    /// A chip with `text` followed by `image` (tinted with the content colour unless `.original`).
    public init(image: OUDSImage, text: String, selected: Bool = false, action: @escaping () -> Void) {
        layout = .textAndIcon(text, image, iconPosition: .trailing)
        self.selected = selected
        self.action = action
    }

    /// A chip with the text looked up as `key` in `tableName` of `bundle`, followed by `image`.
    public init(
        image: OUDSImage, _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        selected: Bool = false, action: @escaping () -> Void
    ) {
        self.init(
            image: image, text: key.resolved(tableName: tableName, bundle: bundle), selected: selected,
            action: action)
    }

    // MARK: Image only

    /// An icon-only chip; `accessibilityLabel` says what it filters.
    public init(
        image: OUDSImage, accessibilityLabel: String, selected: Bool = false, action: @escaping () -> Void
    ) {
        layout = .icon(image, accessibilityLabel: accessibilityLabel)
        self.selected = selected
        self.action = action
    }

    /// An icon-only chip whose accessibility label is looked up as `key` in `tableName` of `bundle`.
    public init(
        image: OUDSImage, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil,
        bundle: Bundle = .main, selected: Bool = false, action: @escaping () -> Void
    ) {
        self.init(
            image: image, accessibilityLabel: key.resolved(tableName: tableName, bundle: bundle), selected: selected,
            action: action)
    }

    // MARK: Text only

    /// A chip with `text` alone (it must not be empty).
    public init(text: String, selected: Bool = false, action: @escaping () -> Void) {
        layout = .text(text)
        self.selected = selected
        self.action = action
    }

    /// A chip with the text looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, selected: Bool = false,
        action: @escaping () -> Void
    ) {
        self.init(text: key.resolved(tableName: tableName, bundle: bundle), selected: selected, action: action)
    }

    // MARK: Older spellings (OUDS iOS before 2.3: a bare `Image` and its rendering mode)

    /// OUDS iOS before 2.3: the text looked up as `key`, then an `Image`.
    @available(*, deprecated, message: "Use OUDSFilterChip(image:_:tableName:bundle:selected:action:) instead.")
    @_disfavoredOverload
    public init(
        icon: Image, _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        selected: Bool = false, renderingMode: Image.TemplateRenderingMode = .template, action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), key, tableName: tableName, bundle: bundle,
            selected: selected, action: action)
    }

    /// OUDS iOS before 2.3: `text`, then an `Image`.
    @available(*, deprecated, message: "Use OUDSFilterChip(image:text:selected:action:) instead.")
    @_disfavoredOverload
    public init(
        icon: Image, text: String, selected: Bool = false, renderingMode: Image.TemplateRenderingMode = .template,
        action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), text: text, selected: selected,
            action: action)
    }

    /// OUDS iOS before 2.3: an icon-only chip from an `Image`, its label looked up as `key`.
    @available(
        *, deprecated,
        message: "Use OUDSFilterChip(image:accessibilityLabel:tableName:bundle:selected:action:) instead."
    )
    @_disfavoredOverload
    public init(
        icon: Image, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        selected: Bool = false, renderingMode: Image.TemplateRenderingMode = .template, action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), accessibilityLabel: key,
            tableName: tableName, bundle: bundle, selected: selected, action: action)
    }

    /// OUDS iOS before 2.3: an icon-only chip from an `Image`.
    @available(*, deprecated, message: "Use OUDSFilterChip(image:accessibilityLabel:selected:action:) instead.")
    @_disfavoredOverload
    public init(
        icon: Image, accessibilityLabel: String, selected: Bool = false,
        renderingMode: Image.TemplateRenderingMode = .template, action: @escaping () -> Void
    ) {
        self.init(
            image: OUDSImage(asset: icon, renderingMode: renderingMode), accessibilityLabel: accessibilityLabel,
            selected: selected, action: action)
    }

    /// The chip as a toggle button: selected trait and a hint saying what activating it does.
    ///
    /// Where we differ: OUDS iOS reads its hints from its string catalog
    /// (`core_filterChip_hint_selected_a11y`, …); Proof has no catalog and says them in English.
    public var body: some View {
        if case .text(let text) = layout, text.isEmpty {
            environment.reportInvalidConfiguration(
                component: "OUDSFilterChip", reason: "the text of a chip must not be empty")
        }
        return Button(action: action) { Chip(layout: layout, selected: selected) }
            .buttonStyle(ChipButtonStyle())
            .accessibilityLabel(layout.accessibilityLabel)
            .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
            .accessibilityHint(selected ? "Activate to unselect" : "Activate to select")
    }
}
