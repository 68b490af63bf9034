/// The spinner (UIActivityIndicatorView's medium style) at a fixed phase, since a still frame
/// cannot spin: eight 2.5 × 6 pt spokes in a 20 pt square, the first at 12 o'clock in full grey
/// (or the tint) and each next one counter-clockwise 10 % fainter (the fading trail of a clockwise
/// spin); the label, if any, 8 pt below in the secondary colour. Under `.controlSize(.large)` (or
/// `.extraLarge`) it is UIActivityIndicatorView's large style, 37 pt, its spokes scaled alike; the
/// smaller sizes keep the medium one, as on iPhone. On iOS a circular view ignores its value and
/// spins, as here.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The circular style.
    public init() { tint = nil }
    /// The circular style in `tint` (deprecated in SwiftUI in favour of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The spinner and its label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        CircularBody(configuration: configuration, styleTint: tint)
    }

    /// The spinner's side: medium, and large under `.controlSize(.large)`.
    static func side(_ size: ControlSize) -> CGFloat { size == .large || size == .extraLarge ? 37 : 20 }

    nonisolated struct CircularBody: View {
        let configuration: ProgressViewStyleConfiguration
        let styleTint: Color?
        @Environment(\.tint) private var tint
        @Environment(\.controlSize) private var controlSize

        @MainActor var body: some View {
            let color = styleTint ?? tint ?? Color.gray
            let side = CircularProgressViewStyle.side(controlSize)
            let k = side / 20
            VStack(spacing: 8) {
                ZStack {
                    ForEach(0..<8) { i in
                        Capsule()
                            .fill(color.opacity(1 - Double(i) * 0.1))
                            .frame(width: 2.5 * k, height: 6 * k)
                            .offset(y: -6.5 * k)
                            .rotationEffect(.degrees(Double(-i) * 45))
                    }
                }
                .frame(width: side, height: side)
                if let label = configuration.label { label.foregroundStyle(.secondary) }
            }
        }
    }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular style.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
