import ProofUI

/// A horizontal line across the width offered, one border-width thick.
public struct OUDSHorizontalDivider: View {
    let color: OUDSDividerColor
    @Environment(\.theme) private var theme

    /// A divider in `color`.
    public init(color: OUDSDividerColor = .default) { self.color = color }

    /// The line.
    public var body: some View {
        color.color(in: theme.divider).frame(maxWidth: .infinity).frame(height: theme.divider.borderWidth)
    }
}
