import Foundation
import ProofUI

/// A card row for an item: its image, a title, a subtitle, a caption with an optional icon, and an
/// optional status with a label, in a `DSCard`.
///
/// Layout (`foundationui-ds.md` §2.2): an `HStack` of spacing `lg`: the image at `dimensions.xxxl`
/// square in a radius-`md` rounded rectangle; a `VStack` of spacing `xs` of the title (`headline`,
/// one line), the subtitle (`subheadline`, `textSecondary`) and the caption (`caption2`,
/// `textTertiary`, one line); a spacer; the status indicator over its label (`caption`).
///
/// With an `accessibilityIdentifier` `id`, the children are `id.image`, `id.title`, `id.subtitle`,
/// `id.caption`, `id.status` and `id.statusLabel`.
public struct DSCardInfoRow: View {
    private let imageURL: URL?
    private let title: String
    private let subtitle: String?
    private let caption: String?
    private let captionIcon: String?
    private let status: DSStatus?
    private let statusLabel: String?
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// A row of the image at `imageURL`, `title`, and the optional texts, caption icon and status.
    public init(
        imageURL: URL?,
        title: String,
        subtitle: String? = nil,
        caption: String? = nil,
        captionIcon: String? = nil,
        status: DSStatus? = nil,
        statusLabel: String? = nil,
        accessibilityIdentifier: String? = nil
    ) {
        self.imageURL = imageURL
        self.title = title
        self.subtitle = subtitle
        self.caption = caption
        self.captionIcon = captionIcon
        self.status = status
        self.statusLabel = statusLabel
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The card.
    public var body: some View {
        DSCard(padding: theme.spacing.lg) {
            HStack(spacing: theme.spacing.lg) {
                image
                texts
                Spacer()
                if status != nil {
                    statusColumn
                }
            }
        }
        .accessibilityIdentifier(accessibilityIdentifier ?? "")
    }

    private var image: some View {
        DSAsyncImage(url: imageURL)
            .frame(width: theme.dimensions.xxxl, height: theme.dimensions.xxxl)
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
            .accessibilityIdentifier(accessibilityIdentifier.suffixed("image"))
    }

    private var texts: some View {
        VStack(alignment: .leading, spacing: theme.spacing.xs) {
            Text(title)
                .font(theme.typography.headline)
                .foregroundStyle(theme.colors.textPrimary)
                .lineLimit(1)
                .accessibilityIdentifier(accessibilityIdentifier.suffixed("title"))
            if let subtitle {
                Text(subtitle)
                    .font(theme.typography.subheadline)
                    .foregroundStyle(theme.colors.textSecondary)
                    .accessibilityIdentifier(accessibilityIdentifier.suffixed("subtitle"))
            }
            if let caption {
                HStack(spacing: theme.spacing.xs) {
                    if let captionIcon {
                        Image(systemName: captionIcon)
                            .font(theme.typography.caption2)
                            .accessibilityHidden(true)
                    }
                    Text(caption)
                        .font(theme.typography.caption2)
                        .accessibilityIdentifier(accessibilityIdentifier.suffixed("caption"))
                }
                .foregroundStyle(theme.colors.textTertiary)
                .lineLimit(1)
            }
        }
    }

    private var statusColumn: some View {
        VStack(spacing: theme.spacing.xs) {
            if let status {
                DSStatusIndicator(status: status, accessibilityIdentifier: accessibilityIdentifier.child("status"))
            }
            if let statusLabel {
                Text(statusLabel)
                    .font(theme.typography.caption)
                    .foregroundStyle(theme.colors.textSecondary)
                    .accessibilityIdentifier(accessibilityIdentifier.suffixed("statusLabel"))
            }
        }
    }
}
