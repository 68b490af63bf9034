import ProofUI

/// A count on an accent capsule over the top-trailing corner of any content; hidden when the count
/// is zero or less.
///
/// The count is `caption2` bold in `textInverted`, padded `spacing.xxs` horizontally, at least
/// `dimensions.sm` square, and moved `spacing.xs` right and up.
///
/// ```swift
/// DSBadge(count: 3) { Image(systemName: "bell") }
/// ```
public struct DSBadge<Content: View>: View {
    private let count: Int
    private let content: Content

    @Environment(\.dsTheme) private var theme

    /// `content` with a badge of `count` (none when `count <= 0`).
    public init(count: Int, @ViewBuilder content: () -> Content) {
        self.count = count
        self.content = content()
    }

    /// The content with its badge.
    public var body: some View {
        content
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text("\(count)")
                        .font(theme.typography.caption2.bold())
                        .foregroundStyle(theme.colors.textInverted)
                        .padding(.horizontal, theme.spacing.xxs)
                        .frame(minWidth: theme.dimensions.sm, minHeight: theme.dimensions.sm)
                        .background(theme.colors.accent)
                        .clipShape(Capsule())
                        .offset(x: theme.spacing.xs, y: -theme.spacing.xs)
                }
            }
    }
}
