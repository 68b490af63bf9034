import ProofUI

/// The design system's button: a title with an optional leading SF Symbol, in one of three
/// variants; while `isLoading` a spinner replaces the icon and the button is disabled.
///
/// Layout (`foundationui-ds.md` §2.2): an `HStack` of spacing `sm`, the `headline` font, padded
/// `lg`×`md` (primary) or `md`×`sm` (secondary, tertiary), clipped to a rounded rectangle of radius
/// `md`; the secondary variant adds a `borderWidth.thin` accent stroke.
///
/// ```swift
/// DSButton("Load More", icon: "arrow.down", variant: .tertiary) { loadMore() }
/// ```
public struct DSButton: View {
    private let title: String
    private let icon: String?
    private let variant: DSButtonVariant
    private let isLoading: Bool
    private let accessibilityIdentifier: String?
    private let action: () -> Void

    @Environment(\.dsTheme) private var theme

    /// A button titled `title` that runs `action`; `icon` is an SF Symbol name drawn before the title,
    /// `isLoading` shows a spinner instead of the icon and disables the button, and
    /// `accessibilityIdentifier` is set on the button.
    public init(
        _ title: String,
        icon: String? = nil,
        variant: DSButtonVariant = .primary,
        isLoading: Bool = false,
        accessibilityIdentifier: String? = nil,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.icon = icon
        self.variant = variant
        self.isLoading = isLoading
        self.accessibilityIdentifier = accessibilityIdentifier
        self.action = action
    }

    /// The styled button.
    public var body: some View {
        Button(action: action) {
            HStack(spacing: theme.spacing.sm) {
                if isLoading {
                    ProgressView()
                        .tint(foregroundColor)
                        .accessibilityHidden(true)
                } else if let icon {
                    Image(systemName: icon)
                        .accessibilityHidden(true)
                }
                Text(title)
            }
            .font(theme.typography.headline)
            .foregroundStyle(foregroundColor)
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .frame(maxWidth: variant == .primary ? .infinity : nil)
            .background(backgroundColor)
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
            .overlay {
                if variant == .secondary {
                    RoundedRectangle(cornerRadius: theme.cornerRadius.md)
                        .stroke(theme.colors.accent, lineWidth: theme.borderWidth.thin)
                }
            }
        }
        .disabled(isLoading)
        .accessibilityIdentifier(accessibilityIdentifier ?? "")
    }

    /// The text and icon colour of `variant`.
    private var foregroundColor: Color {
        switch variant {
        case .primary: theme.colors.textInverted
        case .secondary, .tertiary: theme.colors.accent
        }
    }

    /// The fill behind the label.
    private var backgroundColor: Color {
        switch variant {
        case .primary: theme.colors.accent
        case .secondary: .clear
        case .tertiary: theme.colors.accentSubtle
        }
    }

    private var horizontalPadding: CGFloat { variant == .primary ? theme.spacing.lg : theme.spacing.md }
    private var verticalPadding: CGFloat { variant == .primary ? theme.spacing.md : theme.spacing.sm }
}
