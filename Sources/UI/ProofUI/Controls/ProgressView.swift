/// Progress: a linear bar when a value is given, a spinner (drawn as its static frame) otherwise.
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label?
    @Environment(\.tint) private var tint

    /// An indeterminate spinner.
    public init() where Label == EmptyView {
        fraction = nil
        label = nil
    }
    /// A bar at `value` of `total` (clamped to 0…1).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) where Label == EmptyView {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
        label = nil
    }
    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
        self.label = label()
    }

    /// The bar or spinner.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if let fraction {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(
                            Color(light: Color(hex: 0x787880, opacity: 0.2), dark: Color(hex: 0x787880, opacity: 0.36)))
                        Capsule().fill(tint ?? Color.accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 4)
            } else {
                // Eight spokes fading clockwise: the spinner's first frame.
                ZStack {
                    ForEach(0..<8) { i in
                        Capsule()
                            .fill(Color.gray.opacity(1 - Double(i) * 0.1))
                            .frame(width: 2.5, height: 6)
                            .offset(y: -6.5)
                            .rotationEffect(.degrees(Double(i) * 45))
                    }
                }
                .frame(width: 20, height: 20)
            }
        }
    }
}
