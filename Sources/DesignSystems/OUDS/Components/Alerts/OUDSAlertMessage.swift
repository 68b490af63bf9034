import Foundation
import ProofUI

/// An alert message: a short, important message on a status-coloured surface, with an optional
/// description, bullet list, link (below the texts or at the top-trailing corner) and close button
/// (`ouds-components.md` §1.1–1.3).
///
/// The row is `[status icon] [label, description, bullets, bottom link] [top-trailing link, close]`,
/// aligned on the top: a 24 pt icon (none for neutral and accent without a custom image), 12 pt
/// gaps, 16 pt leading padding and 16 pt trailing padding (none with a close button, whose 48 pt box
/// gives the room), 12 pt above and below the texts, at least 160 × 48 (80 high with a bottom link).
/// The background is the muted status surface, the texts the matching `contentOnStatus…Muted`
/// colour; the corners are square unless the theme's tuning `hasRoundedAlertMessages` is on (Sosh
/// and Wireframe are always rounded; Wireframe adds a 1 pt status border). The default status is
/// positive.
///
/// ```swift
/// OUDSAlertMessage(label: "Label")
/// OUDSAlertMessage(label: "Label", status: .warning, description: "Details") { /* dismiss */ }
/// OUDSAlertMessage(label: "Label", status: .info, bulletList: ["A", "B"],
///                  link: .init(text: "More", position: .bottom) {}, onClose: {})
/// ```
///
/// Rich description and bullet texts are `AttributedString`s; their links are underlined. (The
/// `AttributedString` forms are disfavoured because Linux's `AttributedString` is string-literal
/// convertible: a literal must reach the `String` form, as it does on Apple platforms.)
public struct OUDSAlertMessage: View {
    /// The link of an alert message: its text, where it is drawn and what it does.
    public struct Link {
        /// Where the link is drawn.
        public enum Position: Sendable, Hashable {
            /// Below the texts, a default-size link (the alert is then at least 80 pt high).
            case bottom
            /// In the trailing action row, before the close button.
            case topTrailing
        }

        let text: String
        let position: Position
        let action: () -> Void

        /// A link showing `text` at `position` (below the texts by default), running `action`.
        public init(text: String, position: Position = .bottom, action: @escaping () -> Void) {
            self.text = text
            self.position = position
            self.action = action
        }
    }

    private let label: String
    private let status: OUDSAlertStatus
    private let description: TextualContent?
    private let bulletList: [TextualContent]
    private let link: Link?
    private let onClose: (() -> Void)?

    @Environment(\.theme) private var theme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    // swiftlint:disable function_default_parameter_at_end
    // (The real library's argument order: `status` and `description` have defaults before `bulletList`.)

    /// An alert message showing `label` in `status` (positive by default), with an optional
    /// `description`, `bulletList` items (blank items are skipped), `link`, and a close button when
    /// `onClose` is given.
    public init(
        label: String, status: OUDSAlertStatus = .positive, description: String? = nil, bulletList: [String] = [],
        link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: label, status: status, description: description.map(TextualContent.raw),
            bullets: bulletList.map(TextualContent.raw), link: link, onClose: onClose)
    }

    /// `init(label:status:description:bulletList:link:onClose:)` with a rich `description`.
    @_disfavoredOverload
    public init(
        label: String, status: OUDSAlertStatus = .positive, description: AttributedString, bulletList: [String] = [],
        link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: label, status: status, description: .attributed(description),
            bullets: bulletList.map(TextualContent.raw), link: link, onClose: onClose)
    }

    /// `init(label:status:description:bulletList:link:onClose:)` with rich bullet items.
    @_disfavoredOverload
    public init(
        label: String, status: OUDSAlertStatus = .positive, description: String? = nil,
        bulletList: [AttributedString], link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: label, status: status, description: description.map(TextualContent.raw),
            bullets: bulletList.map(TextualContent.attributed), link: link, onClose: onClose)
    }

    /// `init(label:status:description:bulletList:link:onClose:)` with a rich `description` and rich
    /// bullet items.
    @_disfavoredOverload
    public init(
        label: String, status: OUDSAlertStatus = .positive, description: AttributedString,
        bulletList: [AttributedString], link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: label, status: status, description: .attributed(description),
            bullets: bulletList.map(TextualContent.attributed), link: link, onClose: onClose)
    }

    /// `init(label:status:description:bulletList:link:onClose:)` with the label looked up as `key` in
    /// `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        status: OUDSAlertStatus = .positive, description: String? = nil, bulletList: [String] = [],
        link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), status: status, description: description,
            bulletList: bulletList, link: link, onClose: onClose)
    }

    /// The localized form with a rich `description`.
    @_disfavoredOverload
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        status: OUDSAlertStatus = .positive, description: AttributedString, bulletList: [String] = [],
        link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), status: status, description: description,
            bulletList: bulletList, link: link, onClose: onClose)
    }

    /// The localized form with rich bullet items.
    @_disfavoredOverload
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        status: OUDSAlertStatus = .positive, description: String? = nil, bulletList: [AttributedString],
        link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), status: status, description: description,
            bulletList: bulletList, link: link, onClose: onClose)
    }

    /// The localized form with a rich `description` and rich bullet items.
    @_disfavoredOverload
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        status: OUDSAlertStatus = .positive, description: AttributedString, bulletList: [AttributedString],
        link: Self.Link? = nil, onClose: (() -> Void)? = nil
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), status: status, description: description,
            bulletList: bulletList, link: link, onClose: onClose)
    }

    // swiftlint:enable function_default_parameter_at_end

    private init(
        label: String, status: OUDSAlertStatus, description: TextualContent?, bullets: [TextualContent],
        link: Link?, onClose: (() -> Void)?
    ) {
        self.label = label
        self.status = status
        self.description = description.flatMap { $0.isEmpty ? nil : $0 }
        bulletList = bullets.filter { !$0.isEmpty }
        self.link = link
        self.onClose = onClose
    }

    /// Icon, texts and actions on the status surface.
    public var body: some View {
        let a = theme.alert
        let radius = a.borderRadius(rounded: theme.tuning.hasRoundedAlertMessages)
        let shape = RoundedRectangle(cornerRadius: radius, style: .circular)
        return HStack(alignment: .top, spacing: a.spaceColumnGap) {
            if hasIcon {
                AlertStatusIcon(status: status, size: a.sizeAsset * dynamicTypeSize.scale)
                    .padding(.vertical, a.spacePaddingBlock)
            }
            content
            if link?.position == .topTrailing || onClose != nil {
                actions
            }
        }
        .padding(.leading, a.spacePaddingInline)
        .padding(.trailing, onClose == nil ? a.spacePaddingInline : 0)
        .frame(
            minWidth: a.sizeMinWidth,
            minHeight: link?.position == .bottom ? a.sizeMinHeightBottomAction : a.sizeMinHeight,
            alignment: .leading
        )
        .background(backgroundColor, in: shape)
        .overlay {
            if a.borderWidth > 0 { shape.strokeBorder(borderColor, lineWidth: a.borderWidth) }
        }
        // Only the close button reaches the corners (its hover and pressed backgrounds): clipping
        // every alert would cost a clip mask over the whole message and round its icon's edges twice.
        .modifier(AlertCornerClip(isActive: onClose != nil, shape: shape))
        .accessibilityElement(children: .contain)
    }

    /// The label, description, bullet list and bottom link, one under the other.
    private var content: some View {
        let a = theme.alert
        return VStack(alignment: .leading, spacing: a.spaceRowGap) {
            VStack(alignment: .leading, spacing: a.spaceRowGap) {
                Text(verbatim: label)
                    .foregroundColor(textColor)
                    .font(theme.fonts.labelModerateLarge)
                    .frame(maxWidth: a.sizeMaxWidthText, alignment: .leading)
                    .fixedSize(horizontal: false, vertical: true)
                if let description {
                    description.text
                        .foregroundColor(textColor)
                        .font(theme.fonts.labelDefaultMedium)
                        .frame(maxWidth: a.sizeMaxWidthText, alignment: .leading)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(.bottom, a.spacePaddingBlockBottomContent)
                }
                if !bulletList.isEmpty {
                    OUDSBulletList(items: bulletList.map { .init(content: $0) }, appearance: bulletAppearance)
                        .padding(.bottom, a.spacePaddingBlockBottomContent)
                }
            }
            .accessibilityElement(children: .combine)
            if let link, link.position == .bottom {
                OUDSLink(text: link.text, size: .default, action: link.action)
            }
        }
        .padding(.vertical, a.spacePaddingBlock)
    }

    /// The top-trailing link and the close button.
    private var actions: some View {
        HStack(alignment: .top, spacing: theme.alert.spaceColumnGapAction) {
            if let link, link.position == .topTrailing {
                // Where we differ: OUDS iOS draws this link in its compact density (44 pt); Proof's
                // OUDSLink has no density, so it is the default-size link.
                OUDSLink(text: link.text, size: .default, action: link.action)
            }
            if onClose != nil {
                AlertCloseButton()
            }
        }
    }

    /// The bullet list in the alert's look: label-medium text in the text colour, a 16 pt bullet
    /// end-aligned in a 20 pt box, an 8 pt gap, no row padding or indent.
    private var bulletAppearance: BulletListAppearance {
        let m = theme.alertMessage
        return BulletListAppearance(
            font: theme.fonts.labelDefaultMedium, color: textColor, markerSize: m.sizeBullet * dynamicTypeSize.scale,
            markerBoxWidth: m.sizeBulletBox * dynamicTypeSize.scale, columnGap: theme.bulletList.spaceColumnGap,
            rowGap: m.spaceRowGapBullet, paddingBlock: 0, paddingInlineStart: 0,
            maxTextWidth: theme.alert.sizeMaxWidthText)
    }

    /// Whether a status icon leads the row (neutral and accent only with a custom image).
    private var hasIcon: Bool {
        switch status {
        case .neutral(let image), .accent(let image): image != nil
        case .positive, .info, .warning, .negative: true
        }
    }

    private var backgroundColor: Color {
        let c = theme.colors
        switch status {
        case .neutral: return c.surfaceSecondary
        case .accent: return c.surfaceStatusAccentMuted
        case .positive: return c.surfaceStatusPositiveMuted
        case .info: return c.surfaceStatusInfoMuted
        case .warning: return c.surfaceStatusWarningMuted
        case .negative: return c.surfaceStatusNegativeMuted
        }
    }

    private var textColor: Color {
        let c = theme.colors
        switch status {
        case .neutral: return c.contentDefault
        case .accent: return c.contentOnStatusAccentMuted
        case .positive: return c.contentOnStatusPositiveMuted
        case .info: return c.contentOnStatusInfoMuted
        case .warning: return c.contentOnStatusWarningMuted
        case .negative: return c.contentOnStatusNegativeMuted
        }
    }

    private var borderColor: Color {
        let c = theme.colors
        switch status {
        case .neutral: return c.borderDefault
        case .accent: return c.borderStatusAccent
        case .positive: return c.borderStatusPositive
        case .info: return c.borderStatusInfo
        case .warning: return c.borderStatusWarning
        case .negative: return c.borderStatusNegative
        }
    }
}

/// Clips a message to its rounded shape when something reaches its corners.
private struct AlertCornerClip: ViewModifier {
    let isActive: Bool
    let shape: RoundedRectangle

    @ViewBuilder func body(content: Content) -> some View {
        if isActive { content.clipShape(shape) } else { content }
    }
}
