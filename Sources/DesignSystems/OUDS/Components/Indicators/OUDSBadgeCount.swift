import Foundation
import ProofUI

/// A badge showing a count (`UInt8`) on a pill of the status colour. Counts above `maxCount` show as
/// "+99". Medium and large badges show the number (`labelDefaultSmall` / `labelDefaultMedium`, padded
/// 4 / 6 horizontally, at least as wide as high); extra small and small are plain dots. The size grows
/// with Dynamic Type. Use `.disabled(true)` for the disabled look.
///
/// ```swift
/// OUDSBadgeCount(3, accessibilityLabel: "Some label", status: .neutral, size: .medium)
/// ```
public struct OUDSBadgeCount: View {
    /// The status of the badge (its colours).
    public typealias Status = OUDSBadgeStatus
    /// The size of the badge.
    public typealias Size = OUDSBadgeSize

    /// The largest count shown as is; larger counts show as "+99".
    public static let maxCount: UInt8 = 99

    private let count: UInt8
    private let accessibilityLabel: String
    private let status: Status
    private let size: Size
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A badge showing `count` in `status` (default neutral) and `size` (default medium), vocalized as
    /// `accessibilityLabel` with the displayed text as value.
    public init(_ count: UInt8, accessibilityLabel: String, status: Status = .neutral, size: Size = .medium) {
        self.count = count
        self.accessibilityLabel = accessibilityLabel
        self.status = status
        self.size = size
    }

    /// `init(_:accessibilityLabel:status:size:)` with the label looked up as `key` in `tableName` of
    /// `bundle`.
    public init(
        _ count: UInt8, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        status: Status = .neutral, size: Size = .medium
    ) {
        self.init(
            count, accessibilityLabel: key.resolved(tableName: tableName, bundle: bundle), status: status, size: size)
    }

    /// The text a count is displayed as: the number, or "+99" above `maxCount`.
    public static func displayedText(for count: UInt8) -> String { count > maxCount ? "+\(maxCount)" : "\(count)" }

    /// The pill with the count, or the dot for the small sizes.
    public var body: some View {
        let tokens = theme.badge
        let background = tokens.colorBg.color(status.kind, enabled: isEnabled)
        let text = Self.displayedText(for: count)
        return Group {
            if size.showsCount {
                let side = size.side(tokens) * max(1, CGFloat(dynamicTypeSize.scale))
                Text(text)
                    .lineLimit(1)
                    .font(size == .medium ? theme.fonts.labelDefaultSmall : theme.fonts.labelDefaultMedium)
                    .foregroundColor(tokens.colorContent.color(status.kind, enabled: isEnabled))
                    .padding(
                        .horizontal, size == .medium ? tokens.spacePaddingInlineMedium : tokens.spacePaddingInlineLarge
                    )
                    .frame(minWidth: side, minHeight: side)
                    .background(RoundedRectangle(cornerRadius: tokens.borderRadius, style: .circular).fill(background))
                    .fixedSize()
            } else {
                let side = size.side(tokens)
                RoundedRectangle(cornerRadius: tokens.borderRadius, style: .circular).fill(background).frame(
                    width: side, height: side)
            }
        }
        .accessibilityLabel(accessibilityLabel)
        .accessibilityValue(text)
    }
}
