import ProofUI

/// A vertical line across the height offered, one border-width thick.
public struct OUDSVerticalDivider: View {
    let color: OUDSDividerColor
    @Environment(\.theme) private var theme

    /// A divider in `color`.
    public init(color: OUDSDividerColor = .default) { self.color = color }

    /// The line.
    public var body: some View {
        color.color(in: theme.divider).frame(maxHeight: .infinity).frame(width: theme.divider.borderWidth)
    }
}
