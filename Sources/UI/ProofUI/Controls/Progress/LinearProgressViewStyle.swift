/// A horizontal bar as wide as offered: the label above, a 4 pt capsule track in the system fill
/// with the completed part in the tint (the accent colour by default), the current-value label
/// below in the secondary colour and footnote font (UIProgressView's default bar on iOS 17). An
/// indeterminate linear view draws its empty track (iOS animates a moving segment; a still frame
/// shows none).
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The linear style.
    public init() { tint = nil }
    /// The linear style with its bar in `tint` (deprecated in SwiftUI in favour of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The bar and its labels.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        LinearBody(configuration: configuration, styleTint: tint)
    }

    /// The track's thickness.
    static let trackHeight: CGFloat = 4

    nonisolated struct LinearBody: View {
        let configuration: ProgressViewStyleConfiguration
        let styleTint: Color?
        @Environment(\.tint) private var tint

        @MainActor var body: some View {
            let fraction = configuration.fractionCompleted ?? 0
            VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlColors.systemFill)
                        Capsule().fill(styleTint ?? tint ?? Color.accentColor)
                            .frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: LinearProgressViewStyle.trackHeight)
                if let value = configuration.currentValueLabel {
                    value.font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
    }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear style.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
