import Foundation
import ProofUI

/// A badge showing an icon. Neutral and accent badges show the given image on a pill of the status
/// colour (inset 1, 2 or 3 by size); positive, info, warning and negative badges are the status glyph
/// itself, edge to edge, with no background (warning is the two-tone triangle of `theme.icon`). The
/// size grows with Dynamic Type. Use `.disabled(true)` for the disabled look.
///
/// ```swift
/// OUDSBadgeIcon(status: .neutral(image: OUDSImage(asset: Image("ic"))), accessibilityLabel: "Label", size: .medium)
/// OUDSBadgeIcon(status: .info, accessibilityLabel: "Information", size: .large)
/// ```
public struct OUDSBadgeIcon: View {
    /// The status of the badge: neutral and accent carry a custom image, the functional statuses have
    /// their own glyph.
    public enum Status: Sendable {
        /// General information; shows `image`.
        case neutral(image: OUDSImage)
        /// Discovery or exploration; shows `image`.
        case accent(image: OUDSImage)
        /// Success: a tick in a circle.
        case positive
        /// Information: an "i" in a circle.
        case info
        /// Caution: the two-tone warning triangle.
        case warning
        /// Critical: a "×" in a circle.
        case negative

        /// The older spelling: a neutral badge showing `icon` (tinted), mirrored when `flipped`.
        @available(
            *, deprecated, renamed: "neutral(image:)", message: "Pass an OUDSImage: .neutral(image: OUDSImage(asset:))"
        )
        public static func neutral(icon: Image, flipped: Bool = false) -> Status {
            .neutral(image: OUDSImage(asset: icon, flipped: flipped))
        }

        /// The older spelling: an accent badge showing `icon` (tinted), mirrored when `flipped`.
        @available(
            *, deprecated, renamed: "accent(image:)", message: "Pass an OUDSImage: .accent(image: OUDSImage(asset:))"
        )
        public static func accent(icon: Image, flipped: Bool = false) -> Status {
            .accent(image: OUDSImage(asset: icon, flipped: flipped))
        }

        var kind: IndicatorStatusKind {
            switch self {
            case .neutral: .neutral
            case .accent: .accent
            case .positive: .positive
            case .info: .info
            case .warning: .warning
            case .negative: .negative
            }
        }
    }

    /// The size of the badge.
    public typealias Size = OUDSBadgeSize

    private let status: Status
    private let accessibilityLabel: String
    private let size: Size
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A badge of `status` (with its image or glyph) and `size` (default medium), vocalized as `accessibilityLabel`.
    public init(status: Status, accessibilityLabel: String, size: Size = .medium) {
        self.status = status
        self.accessibilityLabel = accessibilityLabel
        self.size = size
    }

    /// `init(status:accessibilityLabel:size:)` with the label looked up as `key` in `tableName` of
    /// `bundle`.
    public init(
        status: Status, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        size: Size = .medium
    ) {
        self.init(status: status, accessibilityLabel: key.resolved(tableName: tableName, bundle: bundle), size: size)
    }

    /// The image on its pill, or the status glyph.
    public var body: some View {
        let tokens = theme.badge
        let side = size.side(tokens) * max(1, CGFloat(dynamicTypeSize.scale))
        return content(tokens, side: side)
            .frame(width: side, height: side)
            .accessibilityLabel(accessibilityLabel)
    }

    @ViewBuilder private func content(_ tokens: BadgeComponentTokens, side: CGFloat) -> some View {
        switch status {
        case .neutral(let image), .accent(let image):
            image.view(size: side - 2 * size.iconInset(tokens))
                .foregroundColor(tokens.colorContent.color(status.kind, enabled: isEnabled))
                .frame(width: side, height: side)
                .background(
                    RoundedRectangle(cornerRadius: tokens.borderRadius, style: .circular).fill(
                        tokens.colorBg.color(status.kind, enabled: isEnabled)))
        case .positive:
            StatusGlyph(glyph: .tick, tint: tokens.colorIconFunctional.color(.positive, enabled: isEnabled))
        case .info:
            StatusGlyph(glyph: .info, tint: tokens.colorIconFunctional.color(.info, enabled: isEnabled))
        case .negative:
            StatusGlyph(glyph: .cross, tint: tokens.colorIconFunctional.color(.negative, enabled: isEnabled))
        case .warning:
            if isEnabled {
                StatusGlyph(
                    glyph: .warning, tint: theme.icon.colorContentStatusWarningExternalShape,
                    markTint: theme.icon.colorContentStatusWarningInternalShape)
            } else {
                StatusGlyph(glyph: .warning, tint: tokens.colorIconFunctional.disabled)
            }
        }
    }
}
